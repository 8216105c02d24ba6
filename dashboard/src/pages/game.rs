//! One game, live or replayed: its page (board, players, pacts, log, chat,
//! jumps), its live feed and position export, and the operator's forms on it
//! (pause, resume, abort, kick, seat a bot, delete a chat message). A replay
//! folds the log up to the chosen version (`Game::replay`), so any version
//! of any game is shown exactly; the position at that version exports as
//! JSON.

use super::history;
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::Color;
use domain::app::GameAction;
use domain::game::{Game, GameView};
use domain::ports::{GameId, GameStatus, SeatPick};
use domain::rules::{BotLevel, Controller, Viewer};
use domain::shared::SeatKey;
use serde::Deserialize;

use crate::backend::{Backend, DashError};
use crate::board_svg::{color_hex, legend, render_with};
use crate::i18n::{Lang, Tongue};
use crate::narrate::{Voice, narrate_any, who};

use super::desk::{Desk, Posted};
use super::{
    AfterQuery, DoneQuery, LIVE_WAIT, ModerateForm, Names, Nav, bad_action, confirmed, done_notice,
    encode, error_page, event_stream, html, now_ms,
};

/// A game page's live feed (SSE): `event: changed` with `{"version",
/// "status"}` each time the game moves on or changes status, for the page
/// to redraw itself; a comment every few seconds otherwise.
pub(crate) async fn game_live<B: Backend>(
    desk: Desk<B>,
    path: web::Path<String>,
    query: web::Query<AfterQuery>,
) -> HttpResponse {
    let id = GameId(path.into_inner());
    let start = (desk.backend, desk.me.id, id, query.after, None::<GameStatus>);
    let stream =
        futures_util::stream::unfold(start, |(backend, user, id, after, status)| async move {
            let (version, now) = backend.wait_change(&user, &id, after, LIVE_WAIT).await.ok()?;
            let frame = if version > after || status.is_some_and(|s| s != now) {
                format!(
                    "event: changed\ndata: {{\"version\":{version},\"status\":\"{}\"}}\n\n",
                    now.as_str()
                )
            } else {
                ": waiting\n\n".to_owned()
            };
            Some((Ok(web::Bytes::from(frame)), (backend, user, id, version, Some(now))))
        });
    event_stream(stream)
}

pub(crate) struct PlayerRow {
    color: &'static str,
    hex: &'static str,
    name: String,
    countries: u32,
    armies: u32,
    missiles: u32,
    objectives: String,
    cards: String,
    out: bool,
    /// `bot (greedy)` when a bot plays the seat (SVC-BOTS); empty for a
    /// person.
    bot: String,
    /// Steps let time out in a row (SVC-CLOCK).
    timeouts: u32,
}

/// A pact as the game page lists it (R-PCT-1: public).
pub(crate) struct PactRow {
    id: u32,
    parties: String,
    terms: String,
    status: String,
}

pub(crate) struct LogRow {
    version: u64,
    text: String,
    /// After the shown version (listed, greyed).
    future: bool,
}

/// One kind of moment to jump between, as the page links it.
pub(crate) struct JumpRow {
    slug: &'static str,
    label: &'static str,
    prev: Option<u64>,
    next: Option<u64>,
}

pub(crate) struct ChatRow {
    id: u64,
    author: String,
    body: String,
    deleted: bool,
}

#[derive(Template)]
#[template(path = "game.html")]
pub(super) struct GamePage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    id: String,
    status: &'static str,
    started: bool,
    /// A TEG II game: its own panel replaces the players and pacts cards.
    teg2: bool,
    is_replay: bool,
    version: u64,
    last: u64,
    prev: u64,
    next: u64,
    round: u32,
    phase: &'static str,
    /// The status in the page's language (`status` is the wire value).
    status_text: &'static str,
    /// A lobby's seated players: colour, its swatch, who.
    lobby_seats: Vec<(&'static str, &'static str, String)>,
    current: Option<String>,
    situation: Option<String>,
    winner: Option<String>,
    /// How the game ended, in words (finished games).
    ending: Option<String>,
    svg: String,
    players: Vec<PlayerRow>,
    pacts: Vec<PactRow>,
    log: Vec<LogRow>,
    chat: Vec<ChatRow>,
    actions: Vec<(&'static str, &'static str)>,
    kickable: Vec<SeatChoice>,
    /// Previous and next turn, round, battle, conquest, elimination.
    jumps: Vec<JumpRow>,
    /// The log entries before and after the window, for its links.
    earlier: Option<u64>,
    later: Option<u64>,
    /// What the shown version's event did, in words, for the board's caption.
    just: Option<String>,
    /// What the moderation action just made did, and its audit link.
    done: Option<(&'static str, String)>,
    /// The turn clock in words, if the game has one (SVC-CLOCK).
    clock: Option<String>,
    /// The actor's deadline (RFC 3339) and the seconds left, live view only.
    deadline: Option<(String, i64)>,
    /// The seats an operator may put a bot in (humans in play).
    botable: Vec<SeatChoice>,
    /// The bot levels.
    levels: [&'static str; 3],
}

#[derive(Deserialize)]
pub(crate) struct VersionQuery {
    version: Option<u64>,
}

pub(crate) async fn game<B: Backend>(
    desk: Desk<B>,
    path: web::Path<String>,
    query: web::Query<DoneQuery>,
) -> HttpResponse {
    show_game(desk, &GameId(path.into_inner()), None, &query.done).await
}

pub(crate) async fn replay<B: Backend>(
    desk: Desk<B>,
    path: web::Path<String>,
    query: web::Query<VersionQuery>,
) -> HttpResponse {
    let at = query.version.unwrap_or(0);
    show_game(desk, &GameId(path.into_inner()), Some(at), "").await
}

async fn show_game<B: Backend>(
    desk: Desk<B>,
    id: &GameId,
    at: Option<u64>,
    done: &str,
) -> HttpResponse {
    let Desk { backend, me, nav, lang } = desk;
    let backend = backend.get_ref();
    let done = done_notice(backend, &me, done, lang).await;
    let (meta, events) = match history(backend, &me.id, id).await {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let last = u64::try_from(events.len()).unwrap_or(u64::MAX);
    let version = at.unwrap_or(last).min(last);
    let upto = usize::try_from(version).unwrap_or(usize::MAX);
    let game = Game::replay(&events[..upto]);
    let started = version > 0;
    let board = meta.board();
    let (seen, teg2_view) = match started.then(|| domain::game::view(&game, Viewer::Operator)) {
        Some(GameView::Risk(v)) => (Some(*v), None),
        Some(GameView::Teg2(v)) => (None, v.teg2),
        None => (None, None),
    };
    let users = Names::of(backend, meta.seats.iter().map(|s| s.user.clone())).await;
    // People, not seats: who plays each seat (a lobby bot by its level).
    // A lobby bot's seat is held under an id no account has: no username.
    let username = |s: &domain::ports::Seat| {
        users.user(&s.user).map_or_else(String::new, |u| u.username.clone())
    };
    let seat_name = |s: &domain::ports::Seat| {
        s.bot.map_or_else(|| username(s), |l| format!("bot {}", l.as_str()))
    };
    let name_of = |c: Color| {
        meta.seats.iter().find(|s| s.color == Some(c)).map_or_else(String::new, username)
    };
    // Every sentence that names a colour names its player too.
    let seat_names: Vec<(Color, String)> =
        meta.seats.iter().filter_map(|s| Some((s.color?, seat_name(s)))).collect();
    // TEG II draws each player by number (their colour in games begun
    // before seats had numbers).
    let inks: Vec<crate::teg2_svg::Ink> = meta
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| crate::teg2_svg::Ink::of(i, s.color, seat_name(s)))
        .collect();
    let voice = Voice::new(lang, &seat_names);
    let country =
        |c: domain::CountryId| Tongue::from(lang).name(&board.country(c).names).to_owned();
    let players = seen.as_ref().map_or_else(Vec::new, |v| {
        v.players
            .iter()
            .map(|p| {
                let secrets =
                    v.secrets.as_ref().and_then(|s| s.iter().find(|s| s.color == p.color));
                PlayerRow {
                    color: crate::narrate::color_name(p.color, lang),
                    hex: color_hex(p.color),
                    name: name_of(p.color),
                    countries: p.countries,
                    armies: p.armies,
                    missiles: p.missiles,
                    objectives: secrets.map_or_else(String::new, |s| {
                        let deck = meta.ruleset_id().ruleset();
                        s.objectives
                            .iter()
                            .map(|o| {
                                deck.objective(o.objective.card).map_or_else(
                                    || o.text.to_owned(),
                                    |d| crate::narrate::objective_words(d, board, voice),
                                )
                            })
                            .collect::<Vec<_>>()
                            .join(" / ")
                    }),
                    cards: secrets.map_or_else(String::new, |s| {
                        s.cards.iter().map(|c| country(c.country)).collect::<Vec<_>>().join(", ")
                    }),
                    out: p.eliminated || p.forfeited,
                    bot: match p.controller {
                        Controller::Bot { level } => format!("bot ({})", level.as_str()),
                        Controller::Human => String::new(),
                    },
                    timeouts: p.timeouts_in_a_row,
                }
            })
            .collect()
    });
    let pacts = seen.as_ref().map_or_else(Vec::new, |v| {
        v.pacts
            .iter()
            .map(|p| PactRow {
                id: p.id,
                parties: format!("{} → {}", who(p.by, voice), who(p.to, voice)),
                terms: crate::narrate::pact_terms(&p.terms, voice),
                status: crate::narrate::pact_status(&p.status, voice),
            })
            .collect()
    });
    // The log around the version shown (a window of it: a long game's
    // whole log would make the page megabytes), newest first, in the names
    // of the game's board; what comes after the version is listed greyed,
    // so the whole log stays navigable from any version.
    // The log is as stored; operators read another's TEG II reveal only
    // once the game is over, as everyone does (T2-SEC-3, T2-SEC-6).
    let over = meta.status == GameStatus::Finished;
    let as_operator =
        |e: &domain::game::Event| domain::game::view_event_at(e, Viewer::Operator, over);
    let shown = crate::replay::window(version, last);
    let mut log: Vec<LogRow> = {
        shown
            .clone()
            .filter_map(|v| {
                let e = events.get(usize::try_from(v).ok()?.checked_sub(1)?)?;
                let text = narrate_any(&as_operator(e), voice);
                Some(LogRow { version: v, text, future: v > version })
            })
            .collect()
    };
    log.reverse();
    let earlier = (*shown.start() > 1).then(|| shown.start().saturating_sub(1));
    let later = (*shown.end() < last).then(|| shown.end() + 1);
    let just_made = upto.checked_sub(1).and_then(|i| events.get(i));
    let moved = just_made.and_then(crate::replay::move_of);
    let just = just_made.map(|e| narrate_any(&as_operator(e), voice));
    let jumps = crate::replay::jumps(&events, version)
        .into_iter()
        .map(|j| JumpRow {
            slug: j.mark.slug(),
            label: j.mark.label(lang),
            prev: j.prev,
            next: j.next,
        })
        .collect();
    let chat_users;
    let chat = match backend
        .ask(backend.games().list_chat(backend.moderation(), id, &me.id, true, 0, 1_000))
        .await
    {
        Ok(messages) => {
            chat_users = Names::of(backend, messages.iter().map(|m| m.user.clone())).await;
            messages
                .into_iter()
                .map(|m| ChatRow {
                    id: m.id,
                    author: chat_users.name(&m.user),
                    body: m.body,
                    deleted: m.deleted,
                })
                .collect()
        }
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let actions = match meta.status {
        GameStatus::Playing => vec![("pause", lang.t("pause")), ("abort", lang.t("abort"))],
        GameStatus::Paused => vec![("resume", lang.t("resume")), ("abort", lang.t("abort"))],
        GameStatus::Lobby => vec![("abort", lang.t("abort"))],
        GameStatus::Finished | GameStatus::Aborted => Vec::new(),
    };
    let running = matches!(meta.status, GameStatus::Playing | GameStatus::Paused);
    let now = Game::replay(&events);
    let in_play: Vec<SeatKey> =
        if running { meta.keys().filter(|&k| now.in_play(k)).collect() } else { Vec::new() };
    let kickable = in_play.iter().map(|&k| SeatChoice::of(k, lang)).collect();
    // People's seats (a lobby bot's seat is no one's to hand over).
    let botable = in_play
        .iter()
        .filter(|&&k| meta.seats[usize::from(k.seat)].bot.is_none())
        .filter(|&&k| now.controller(k) == Some(Controller::Human))
        .map(|&k| SeatChoice::of(k, lang))
        .collect();
    let clock = meta.clock.map(|c| clock_words(c, lang));
    let deadline = (at.is_none() && meta.status == GameStatus::Playing)
        .then_some(meta.deadline_ms)
        .flatten()
        .map(|d| (domain::time::rfc3339(d), (d - now_ms()).max(0) / 1000));
    let page = GamePage {
        lang,
        csrf: nav.csrf.clone(),
        nav: Some(nav),
        id: id.0.clone(),
        status: meta.status.as_str(),
        status_text: crate::narrate::status_words(meta.status.as_str(), lang),
        lobby_seats: if started {
            Vec::new()
        } else {
            seat_names
                .iter()
                .map(|(c, name)| {
                    (crate::narrate::color_name(*c, lang), color_hex(*c), name.clone())
                })
                .collect()
        },
        started,
        teg2: meta.kind().is_teg2(),
        is_replay: at.is_some(),
        version,
        last,
        prev: version.saturating_sub(1),
        next: (version + 1).min(last),
        round: seen.as_ref().map_or(0, |v| v.round),
        phase: crate::narrate::phase_words(
            seen.as_ref()
                .map_or(if teg2_view.is_some() { "teg2" } else { "lobby" }, |v| v.phase.name()),
            lang,
        ),
        current: seen.as_ref().and_then(|v| v.current_player).map(|c| who(c, voice)),
        situation: seen
            .as_ref()
            .and_then(|v| v.situation)
            .map(|s| crate::narrate::situation(s, voice)),
        winner: seen.as_ref().and_then(|v| v.winner).map(|c| who(c, voice)),
        ending: seen
            .as_ref()
            .filter(|v| v.phase.name() == "finished")
            .and_then(|_| {
                let risk = || events[..upto].iter().filter_map(domain::game::Event::risk);
                crate::narrate::ending(risk(), voice).unwrap_or_default().into()
            })
            .filter(|t: &String| !t.is_empty()),
        svg: match teg2_view.as_ref() {
            // TEG II: each board with its regions, then the ladder, the
            // objectives table and the scores.
            Some(t) => t
                .tables
                .iter()
                .enumerate()
                .map(|(i, table)| {
                    format!(
                        "{}{}",
                        crate::teg2_svg::render(table.map, Some(t), i, &inks, lang.into()),
                        crate::teg2_svg::panel(t, i, &inks, lang)
                    )
                })
                .collect(),
            None => format!(
                "{}{}",
                render_with(board, seen.as_ref(), lang.into(), moved),
                legend(board, lang, &seat_names)
            ),
        },
        jumps,
        earlier,
        later,
        just,
        players,
        pacts,
        log,
        chat,
        actions,
        kickable,
        done,
        clock,
        deadline,
        botable,
        levels: ["random", "greedy", "planner"],
    };
    html(StatusCode::OK, page.render())
}

/// The position at a version, as JSON (the same document the API imports).
pub(crate) async fn position<B: Backend>(
    desk: Desk<B>,
    path: web::Path<String>,
    query: web::Query<VersionQuery>,
) -> HttpResponse {
    let Desk { backend, me, nav, lang } = desk;
    let id = GameId(path.into_inner());
    let (_, events) = match history(&**backend, &me.id, &id).await {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let upto = query
        .version
        .map_or(events.len(), |v| usize::try_from(v).unwrap_or(usize::MAX).min(events.len()));
    if upto == 0 {
        let e = DashError::new("WRONG_STATUS", "nothing to export before the start", 409);
        return error_page(lang, Some(nav), &e);
    }
    let file = format!("attachment; filename=\"{}-v{upto}.json\"", id.0);
    // T2-SEC-7: a TEG II position is its setup and moves up to here.
    if let Some(doc) = domain::game::teg2_position(&events[..upto]) {
        return HttpResponse::Ok()
            .content_type("application/json")
            .insert_header((header::CONTENT_DISPOSITION, file))
            .json(doc);
    }
    let Some(game) = Game::replay(&events[..upto]).risk().cloned() else {
        let e = DashError::new("WRONG_STATUS", "this game has no position document", 409);
        return error_page(lang, Some(nav), &e);
    };
    let position = game.position();
    HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((header::CONTENT_DISPOSITION, file))
        .json(position)
}

pub(crate) async fn moderate_game<B: Backend>(
    post: Posted<B, ModerateForm, String>,
) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let action = GameAction::parse(&form.action).ok_or_else(bad_action)?;
        if action == GameAction::Abort {
            confirmed(form.confirm.as_deref())?;
        }
        let id = GameId(path);
        backend.ask(backend.games().moderate_game(&user.id, &id, action, &form.reason)).await?;
        Ok(format!("/admin/games/{}?done={}", id.0, form.action))
    })
    .await
}

/// A seat an operator may pick in a form: its index, labelled by its
/// colour where it has one.
pub(crate) struct SeatChoice {
    value: u8,
    label: String,
}

impl SeatChoice {
    fn of(key: SeatKey, lang: Lang) -> SeatChoice {
        let label = match key.color {
            Some(c) => crate::narrate::color_name(c, lang).to_owned(),
            None => lang.say("seat.numbered", &[("seat", &key.seat)]),
        };
        SeatChoice { value: key.seat, label }
    }
}

/// The seat a form names: `seat` (its index) or, in the Risk editions,
/// `color`.
fn picked(seat: Option<&str>, color: Option<&str>) -> Result<SeatPick, DashError> {
    match (seat, color) {
        (Some(s), None) => s.parse().map(SeatPick::Seat).map_err(|_| bad_action()),
        (None, Some(c)) => Color::parse(c).map(SeatPick::Color).ok_or_else(bad_action),
        _ => Err(bad_action()),
    }
}

#[derive(Deserialize)]
pub(crate) struct KickForm {
    #[serde(default)]
    seat: Option<String>,
    #[serde(default)]
    color: Option<String>,
    #[serde(default)]
    reason: String,
    #[serde(default)]
    confirm: Option<String>,
}

pub(crate) async fn kick<B: Backend>(post: Posted<B, KickForm, String>) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let pick = picked(form.seat.as_deref(), form.color.as_deref())?;
        confirmed(form.confirm.as_deref())?;
        let id = GameId(path);
        backend.ask(backend.games().forfeit_player(&user.id, &id, pick, &form.reason)).await?;
        Ok(format!("/admin/games/{}?done=kick", id.0))
    })
    .await
}

#[derive(Deserialize)]
pub(crate) struct SeatBotForm {
    #[serde(default)]
    seat: Option<String>,
    #[serde(default)]
    color: Option<String>,
    level: String,
    #[serde(default)]
    reason: String,
}

/// An operator puts a bot in a seat (SVC-BOTS), with a reason (audited).
pub(crate) async fn seat_bot<B: Backend>(post: Posted<B, SeatBotForm, String>) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let pick = picked(form.seat.as_deref(), form.color.as_deref())?;
        let level = BotLevel::parse(&form.level).ok_or_else(bad_action)?;
        let id = GameId(path);
        backend.ask(backend.games().seat_bot(&user.id, &id, pick, level, &form.reason)).await?;
        Ok(format!("/admin/games/{}?done=seat_bot", id.0))
    })
    .await
}

/// "60 s a step; on timeout: pass; 3 in a row: forfeit" in the page's
/// language.
pub(super) fn clock_words(clock: domain::ports::TurnClock, lang: Lang) -> String {
    let on_timeout = clock.on_timeout.as_str();
    let then = lang.t(&format!("clock.then.{on_timeout}"));
    let after = lang.t(&format!("clock.after.{on_timeout}"));
    lang.say(
        "clock.words",
        &[
            ("seconds", &clock.turn_seconds),
            ("then", &then),
            ("max", &clock.max_timeouts),
            ("after", &after),
        ],
    )
}

#[derive(Deserialize)]
pub(crate) struct DeleteForm {
    game: String,
    #[serde(default)]
    reason: String,
}

pub(crate) async fn delete_message<B: Backend>(post: Posted<B, DeleteForm, u64>) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let games = backend.games();
        backend.ask(games.delete_chat(backend.moderation(), &user.id, path, &form.reason)).await?;
        Ok(format!("/admin/games/{}?done=delete_message", encode(&form.game)))
    })
    .await
}
