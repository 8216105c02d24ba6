//! Player reports and operators' notes (SVC-REPORT): a seated player files
//! a report at the game's current version; operators list the queue and
//! close each report once, resolved or dismissed, with a reason the store
//! writes to the audit log in the same transaction as the closing; notes on
//! accounts are audited alike.

use super::moderation::{plain_text, require_reason};
use super::{AppError, Ports};
use crate::ports::{
    AuditLog, Clock, Closed, EventBus, GameId, GameStore, Report, ReportFilter, ReportReason,
    ReportStatus, ReportStore, SeatPick, SeedSource, UserId, UserNote, UserStore, Whisper,
    WhisperStore,
};

/// Longest report or note, in characters.
pub const MAX_REPORT_CHARS: usize = 2_000;

/// Most open reports one player may have on one game (SVC-REPORT).
pub const MAX_OPEN_REPORTS: u64 = 3;

/// What a player asks to report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReport {
    /// The seat reported (by index, or by colour in a Risk-like edition),
    /// or none for the game as a whole.
    pub seat: Option<SeatPick>,
    /// Why.
    pub reason: ReportReason,
    /// In the player's words.
    pub body: String,
    /// Whispers the player's seat sent or received in the game, cited as
    /// evidence (SVC-WHISPER): at most [`MAX_CITED_WHISPERS`].
    pub whispers: Vec<u64>,
}

/// Most whispers one report cites.
pub const MAX_CITED_WHISPERS: usize = 20;

/// How an operator closes a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportOutcome {
    /// Acted upon.
    Resolve,
    /// Nothing to act upon.
    Dismiss,
}

impl ReportOutcome {
    /// The audit log's name for it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ReportOutcome::Resolve => "resolve_report",
            ReportOutcome::Dismiss => "dismiss_report",
        }
    }

    fn status(self) -> ReportStatus {
        match self {
            ReportOutcome::Resolve => ReportStatus::Resolved,
            ReportOutcome::Dismiss => ReportStatus::Dismissed,
        }
    }
}

/// A text of 1 to [`MAX_REPORT_CHARS`] characters with no control character
/// but newlines (CRLF read as one) and tabs, trimmed.
fn words(body: &str, err: AppError) -> Result<String, AppError> {
    // A browser's textarea sends CRLF line ends: kept as newlines.
    let body = body.replace("\r\n", "\n");
    plain_text(&body)?;
    let body = body.trim();
    let n = body.chars().count();
    if n == 0 || n > MAX_REPORT_CHARS {
        return Err(err);
    }
    Ok(body.to_owned())
}

impl<S: GameStore + WhisperStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Files a player's report on a game (SVC-REPORT), citing whispers the
    /// reporter's seat sent or received, if any (SVC-WHISPER).
    ///
    /// # Errors
    /// Unknown game; the reporter is not seated; the colour is their own or
    /// nobody's; the body is empty or too long; too many open reports.
    pub async fn report_game(
        &self,
        reports: &impl ReportStore,
        reporter: &UserId,
        id: &GameId,
        report: NewReport,
    ) -> Result<Report, AppError> {
        let (meta, version) = self.head(id).await?;
        let own = meta.seat_of(reporter).ok_or(AppError::NotSeated)?;
        let about = match report.seat {
            Some(pick) => {
                Some(meta.pick(pick).ok_or(AppError::InvalidReport("nobody plays that seat"))?)
            }
            None => None,
        };
        if about == Some(own) {
            return Err(AppError::InvalidReport("you cannot report yourself"));
        }
        let reported = about.and_then(|k| meta.user_at(k)).cloned();
        let body =
            words(&report.body, AppError::InvalidReport("a report has 1 to 2000 characters"))?;
        let whispers = self.citable(id, own.seat, report.whispers).await?;
        let mine = ReportFilter {
            status: Some(ReportStatus::Open),
            game: Some(id.clone()),
            reporter: Some(reporter.clone()),
            reported: None,
        };
        let (_, open) = reports.reports(&mine, 0, 1).await?;
        if open >= MAX_OPEN_REPORTS {
            return Err(AppError::TooManyReports);
        }
        Ok(reports
            .file(Report {
                id: 0,
                game_id: id.clone(),
                reporter: reporter.clone(),
                color: about.and_then(|k| k.color),
                seat: about.map(|k| k.seat),
                reported,
                reason: report.reason,
                body,
                version,
                status: ReportStatus::Open,
                created_at_ms: self.clock.now_ms(),
                handled_by: None,
                handled_at_ms: None,
                resolution: String::new(),
                whispers,
            })
            .await?)
    }

    /// The whispers a report may cite, ascending: whispers of game `id`
    /// that `seat` sent or received, at most [`MAX_CITED_WHISPERS`].
    async fn citable(
        &self,
        id: &GameId,
        seat: u8,
        mut ids: Vec<u64>,
    ) -> Result<Vec<u64>, AppError> {
        const REFUSED: AppError =
            AppError::InvalidReport("cite at most 20 whispers your seat sent or received here");
        ids.sort_unstable();
        ids.dedup();
        if ids.len() > MAX_CITED_WHISPERS {
            return Err(REFUSED);
        }
        let found = self.store.whispers_by_id(&ids).await?;
        let mine = found.iter().filter(|w| &w.game_id == id && w.concerns(seat)).count();
        if mine == ids.len() { Ok(ids) } else { Err(REFUSED) }
    }

    /// A report as an operator opens it, with the text of the whispers it
    /// cites: reading them is audited (`read_whispers`, on the report), as
    /// it is the one way an operator reads a whisper (SVC-WHISPER).
    ///
    /// # Errors
    /// [`AppError::ReportNotFound`]; the store failed.
    pub async fn open_report(
        &self,
        reports: &impl ReportStore,
        log: &impl AuditLog,
        (operator, id): (&UserId, u64),
    ) -> Result<(Report, Vec<Whisper>), AppError> {
        let report = reports.report(id).await?.ok_or(AppError::ReportNotFound)?;
        if report.whispers.is_empty() {
            return Ok((report, Vec::new()));
        }
        let why = format!("cited by report {id}");
        log.record(self.entry(operator, "read_whispers", ("report", &id.to_string()), &why))
            .await?;
        let whispers = self.store.whispers_by_id(&report.whispers).await?;
        Ok((report, whispers))
    }
}

impl<S: GameStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Closes an open report (operators), audited with the reason.
    ///
    /// # Errors
    /// Blank reason; no such report; already closed.
    pub async fn close_report(
        &self,
        reports: &impl ReportStore,
        operator: &UserId,
        report: u64,
        outcome: ReportOutcome,
        reason: &str,
    ) -> Result<Report, AppError> {
        require_reason(reason)?;
        let entry = self.entry(operator, outcome.as_str(), ("report", &report.to_string()), reason);
        match reports.close(report, outcome.status(), &entry).await? {
            Closed::Now(r) => Ok(r),
            Closed::Already(r) => Err(AppError::ReportClosed(r.status)),
            Closed::Missing => Err(AppError::ReportNotFound),
        }
    }

    /// Adds an operator's note on an account, audited (`add_note`, the
    /// note's text as the reason).
    ///
    /// # Errors
    /// No such account; empty or too long.
    pub async fn add_note(
        &self,
        users: &impl UserStore,
        reports: &impl ReportStore,
        operator: &UserId,
        user: &UserId,
        body: &str,
    ) -> Result<UserNote, AppError> {
        let body = words(body, AppError::InvalidNote)?;
        users.by_id(user).await?.ok_or(AppError::UserNotFound)?;
        // The note's text is the audit entry's reason.
        let entry = self.entry(operator, "add_note", ("user", &user.0), &body);
        let at_ms = entry.at_ms;
        let note = UserNote { id: 0, user: user.clone(), author: operator.clone(), body, at_ms };
        Ok(reports.add_note(note, &entry).await?)
    }
}

/// Reports that pass `filter`, newest first: (page, total).
///
/// # Errors
/// The store failed.
pub async fn report_page(
    reports: &impl ReportStore,
    filter: &ReportFilter,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Report>, u64), AppError> {
    Ok(reports.reports(filter, offset, limit).await?)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{block_on, ports, user};
    use super::*;
    use crate::color::Color;
    use crate::game::Options;
    use crate::ports::memory::InMemoryReportStore;

    fn lobby(p: &super::super::tests::TestPorts) -> GameId {
        let id = GameId("g-reports".to_owned());
        block_on(async {
            p.create_game(id.clone(), user("ana"), 3, Options::default(), Some(Color::Red))
                .await
                .expect("created");
            p.join_game(&id, user("beto"), Some(Color::Blue)).await.expect("joined");
        });
        id
    }

    fn about(color: Option<Color>, body: &str) -> NewReport {
        NewReport {
            seat: color.map(SeatPick::Color),
            reason: ReportReason::AbusiveChat,
            body: body.to_owned(),
            whispers: Vec::new(),
        }
    }

    #[test]
    fn a_seated_player_reports_another_colour_at_the_games_version_svc_report() {
        let (p, reports) = (ports(), InMemoryReportStore::default());
        let id = lobby(&p);
        let r = block_on(p.report_game(
            &reports,
            &user("ana"),
            &id,
            about(Some(Color::Blue), " rude "),
        ))
        .expect("filed");
        assert_eq!((r.id, r.version, r.status), (1, 0, ReportStatus::Open));
        assert_eq!((r.reported, r.body.as_str()), (Some(user("beto")), "rude"));
    }

    #[test]
    fn nobody_reports_themselves_an_empty_seat_or_from_outside_the_game_svc_report() {
        let (p, reports) = (ports(), InMemoryReportStore::default());
        let id = lobby(&p);
        let file = |who: &str, report| block_on(p.report_game(&reports, &user(who), &id, report));
        assert!(matches!(
            file("ana", about(Some(Color::Red), "me")),
            Err(AppError::InvalidReport(_))
        ));
        assert!(matches!(
            file("ana", about(Some(Color::Green), "x")),
            Err(AppError::InvalidReport(_))
        ));
        assert!(matches!(file("ana", about(None, "   ")), Err(AppError::InvalidReport(_))));
        assert!(matches!(file("ana", about(None, "a\0b")), Err(AppError::InvalidText)));
        assert_eq!(file("zoe", about(None, "hi")).unwrap_err(), AppError::NotSeated);
        let (_, total) = block_on(reports.reports(&ReportFilter::default(), 0, 10)).expect("list");
        assert_eq!(total, 0, "a refused report leaves nothing behind");
    }

    #[test]
    fn a_textareas_crlf_line_ends_are_kept_as_newlines_svc_report() {
        let (p, reports) = (ports(), InMemoryReportStore::default());
        let id = lobby(&p);
        let two_lines = about(None, "first line\r\nsecond\r\n");
        let r = block_on(p.report_game(&reports, &user("ana"), &id, two_lines)).expect("filed");
        assert_eq!(r.body, "first line\nsecond");
    }

    #[test]
    fn a_player_may_have_three_open_reports_on_a_game_and_no_more_svc_report() {
        let (p, reports) = (ports(), InMemoryReportStore::default());
        let id = lobby(&p);
        for _ in 0..MAX_OPEN_REPORTS {
            block_on(p.report_game(&reports, &user("beto"), &id, about(None, "slow")))
                .expect("filed");
        }
        let fourth = block_on(p.report_game(&reports, &user("beto"), &id, about(None, "slow")));
        assert_eq!(fourth.unwrap_err(), AppError::TooManyReports);
        block_on(p.close_report(&reports, &user("op"), 1, ReportOutcome::Dismiss, "nothing"))
            .expect("closed");
        block_on(p.report_game(&reports, &user("beto"), &id, about(None, "slow")))
            .expect("a closed report frees a place");
    }

    #[test]
    fn an_operator_closes_a_report_once_with_a_reason_in_the_audit_svc_report() {
        let (p, reports) = (ports(), InMemoryReportStore::default());
        let id = lobby(&p);
        block_on(p.report_game(&reports, &user("ana"), &id, about(Some(Color::Blue), "rude")))
            .expect("filed");
        let blank = block_on(p.close_report(&reports, &user("op"), 1, ReportOutcome::Resolve, " "));
        assert_eq!(blank.unwrap_err(), AppError::ReasonRequired);
        let closed = block_on(p.close_report(
            &reports,
            &user("op"),
            1,
            ReportOutcome::Resolve,
            "muted beto",
        ))
        .expect("closed");
        assert_eq!(closed.status, ReportStatus::Resolved);
        assert_eq!(
            (closed.handled_by, closed.resolution.as_str()),
            (Some(user("op")), "muted beto")
        );
        let again =
            block_on(p.close_report(&reports, &user("op2"), 1, ReportOutcome::Dismiss, "no"));
        assert_eq!(again.unwrap_err(), AppError::ReportClosed(ReportStatus::Resolved));
        let missing =
            block_on(p.close_report(&reports, &user("op"), 9, ReportOutcome::Dismiss, "x"));
        assert_eq!(missing.unwrap_err(), AppError::ReportNotFound);
        let audit = reports.audit.entries();
        assert_eq!(audit.len(), 1, "only the one closing that happened is audited");
        assert_eq!(
            (audit[0].action.as_str(), audit[0].target_id.as_str()),
            ("resolve_report", "1")
        );
    }
}
