//! The collusion signal (`domain::collusion`): pairs of people whose rated
//! games together are far from what chance would give, from the use case
//! `Ports::collusion_signals`, each with both people linked to their pages,
//! the game, the counts and why it is flagged; `?all=on` lists every pair
//! with enough games together, flagged or not. The page says what it is: a
//! signal for an operator to review, never a sanction; it offers no form,
//! and whatever an operator decides is done from a user's page, audited.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use std::collections::BTreeMap;

use domain::collusion::{
    Account, FARM_MIN_FEEDERS, FED_MIN, LINKED_WITHIN_MS, MIN_GAMES, PACTS_PER_GAME, PairSignal,
    Reason, SPARED_MIN_EXPECTED, SPARED_SHARE, THROWAWAY_GAMES, WHISPERS_PER_GAME,
};
use domain::ports::UserId;
use serde::Deserialize;

use crate::backend::Backend;
use crate::i18n::Lang;

use super::desk::Desk;
use super::{Names, Nav, PAGE, Pager, encode, html};

/// One pair, as shown.
pub(crate) struct PairRow {
    a_id: String,
    a_name: String,
    b_id: String,
    b_name: String,
    ruleset: String,
    games: u32,
    pacts: u32,
    fed: u32,
    attacks_between: u32,
    attacks_total: u32,
    expected: String,
    whispers: u32,
    /// Why it is flagged, in words; empty when it is not.
    reasons: Vec<&'static str>,
}

/// A person fed by throwaways, as shown.
pub(crate) struct FarmRow {
    id: String,
    name: String,
    ruleset: String,
    /// The throwaways: (id, name).
    feeders: Vec<(String, String)>,
}

#[derive(Template)]
#[template(path = "collusion.html")]
struct CollusionPage {
    lang: Lang,
    nav: Option<Nav>,
    rows: Vec<PairRow>,
    farms: Vec<FarmRow>,
    /// The farm rule, with its numbers.
    farm_rule: String,
    pager: Pager,
    /// Every pair, not only the flagged ones.
    all: bool,
    min_games: u32,
    /// Each reason's rule, with its numbers: (name, rule).
    rules: Vec<(&'static str, String)>,
}

#[derive(Deserialize)]
pub(crate) struct CollusionQuery {
    #[serde(default)]
    all: Option<String>,
    page: Option<u64>,
}

/// A reason in words.
fn said(reason: Reason, lang: Lang) -> &'static str {
    match reason {
        Reason::Spared => lang.t("reason_spared"),
        Reason::Pacts => lang.t("reason_pacts"),
        Reason::Fed => lang.t("reason_fed"),
        Reason::Linked => lang.t("reason_linked"),
        Reason::Whispers => lang.t("reason_whispers"),
    }
}

/// Each reason's rule as `domain::collusion` applies it, written from its
/// own numbers so the page cannot drift from the code.
fn rules(lang: Lang) -> Vec<(&'static str, String)> {
    Reason::ALL
        .into_iter()
        .map(|r| {
            let rule = match r {
                Reason::Spared => format!(
                    "attacks_between ≤ {SPARED_SHARE} × expected, expected ≥ {SPARED_MIN_EXPECTED}"
                ),
                Reason::Pacts => format!("pacts ≥ {PACTS_PER_GAME} × games"),
                Reason::Fed => format!("fed ≥ {FED_MIN}, fed ≥ games / 2"),
                Reason::Linked => format!(
                    "fed ≥ 1, accounts from one address or ≤ {} min apart",
                    LINKED_WITHIN_MS / 60_000
                ),
                Reason::Whispers => format!("whispers ≥ {WHISPERS_PER_GAME} × games"),
            };
            (said(r, lang), rule)
        })
        .collect()
}

pub(crate) async fn collusion<B: Backend>(
    desk: Desk<B>,
    query: web::Query<CollusionQuery>,
) -> HttpResponse {
    desk.show(async |desk, backend| {
        let all = query.all.as_deref().is_some_and(|v| !v.is_empty());
        let tally = backend.ask(backend.games().collusion_tally()).await?;
        // What the signal knows of each account: when and where it was made.
        let people: Vec<UserId> = tally.people().into_iter().collect();
        let known = Names::of(backend, people).await;
        let accounts: BTreeMap<UserId, Account> = known
            .0
            .iter()
            .map(|u| {
                let account = Account { created_at_ms: u.created_at_ms, origin: u.origin.clone() };
                (u.id.clone(), account)
            })
            .collect();
        let name_of = |id: &UserId| known.name(id);
        let farms = tally
            .farms()
            .into_iter()
            .map(|f| FarmRow {
                id: encode(&f.user.0),
                name: name_of(&f.user),
                ruleset: f.ruleset,
                feeders: f.feeders.iter().map(|u| (encode(&u.0), name_of(u))).collect(),
            })
            .collect();
        let signals = tally.signals(MIN_GAMES, &accounts);
        let listed: Vec<PairSignal> = signals.into_iter().filter(|p| all || p.flagged()).collect();
        let total = u64::try_from(listed.len()).unwrap_or(u64::MAX);
        let page = query.page.unwrap_or(1).max(1);
        let skip = usize::try_from((page - 1) * PAGE).unwrap_or(usize::MAX);
        let shown: Vec<PairSignal> =
            listed.into_iter().skip(skip).take(usize::try_from(PAGE).unwrap_or(25)).collect();
        let name = name_of;
        let lang = desk.lang;
        let rows = shown
            .iter()
            .map(|p| PairRow {
                a_id: encode(&p.a.0),
                a_name: name(&p.a),
                b_id: encode(&p.b.0),
                b_name: name(&p.b),
                ruleset: p.ruleset.clone(),
                games: p.counts.games,
                pacts: p.counts.pacts,
                fed: p.counts.fed,
                attacks_between: p.counts.attacks_between,
                attacks_total: p.counts.attacks_total,
                expected: format!("{:.1}", p.counts.expected_between),
                whispers: p.counts.whispers,
                reasons: p.reasons.iter().map(|r| said(*r, lang)).collect(),
            })
            .collect();
        let flag = if all { "all=on&" } else { "" };
        let link = |p: u64| format!("/admin/collusion?{flag}page={p}");
        let body = CollusionPage {
            lang,
            nav: Some(desk.nav.clone()),
            rows,
            farms,
            farm_rule: format!(
                "≥ {FARM_MIN_FEEDERS} feeders with ≤ {THROWAWAY_GAMES} rated games, all at their tables"
            ),
            pager: Pager::new(page, total, link),
            all,
            min_games: MIN_GAMES,
            rules: rules(lang),
        };
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}
