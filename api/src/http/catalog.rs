//! What needs no game: probes, metrics, rulesets and board data.

use actix_web::{HttpResponse, web};
use domain::RulesetId;
use domain::ruleset::{ExchangeRule, PactModule};

use super::dto::{
    AnyRulesetDetail, CountryGoal, Health, MapResponse, ObjectiveCard, Ruleset, RulesetDetail,
    Rulesets, Teg2BoardSummary, Teg2Ladder, Teg2MapResponse, Teg2Rounds, Teg2RulesetDetail,
    Teg2TokenPoints,
};
use super::responses::{
    BoardNotFound, MetricsNoToken, MetricsNotOperator, RulesetBoardNotFound, RulesetNotFound,
    RulesetOrBoardNotFound,
};
use super::{PathId, Reply, Shared};
use crate::error::{ApiError, Problem};
use crate::maps::{self, known, teg2_board};
use crate::state::AppState;

/// Prometheus text exposition.
#[utoipa::path(get, operation_id = "getMetrics", path = "/metrics", tag = "operations",
    responses(
        (status = 200, description = "Prometheus text format", body = String, content_type = "text/plain"),
        MetricsNoToken,
        MetricsNotOperator,
    ))]
pub(super) async fn metrics(state: Shared, req: actix_web::HttpRequest) -> Reply {
    if state.metrics_operators_only {
        // `TEG_METRICS=operators`: the scraper presents an operator's token.
        <super::Operator as actix_web::FromRequest>::extract(&req).await?;
    }
    let mut text = state.metrics.render();
    let local = u8::from(limits_state(&state) == "local_fallback");
    text.push_str(
        "# HELP teg_limits_local_fallback 1 while Redis is configured but away and budgets are this instance's own.\n",
    );
    text.push_str("# TYPE teg_limits_local_fallback gauge\n");
    text.push_str(&format!("teg_limits_local_fallback {local}\n"));
    state.reads.render(&mut text);
    state.leases.render(&mut text);
    Ok(HttpResponse::Ok().content_type("text/plain; version=0.0.4").body(text))
}

/// Liveness: the process answers.
#[utoipa::path(get, operation_id = "getHealth", path = "/healthz", tag = "operations",
    responses((status = 200, description = "Alive", body = Health)))]
pub(super) async fn healthz() -> HttpResponse {
    super::ok(&Health { status: "ok", bus: None, limits: None, replica: None })
}

/// Readiness: the database answers.
#[utoipa::path(get, operation_id = "getReadiness", path = "/readyz", tag = "operations",
    responses(
        (status = 200, description = "Ready (the database answers); `bus` says whether Redis does", body = Health),
        (status = 503, description = "`NOT_READY`: the database does not answer within a second; `Retry-After`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn readyz(state: Shared) -> Reply {
    let ping = tokio::time::timeout(READY_TIMEOUT, state.games.store.connection().ping()).await;
    if !matches!(ping, Ok(Ok(()))) {
        tracing::warn!("database not reachable");
        return Err(ApiError::new(
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
            "NOT_READY",
            "the database is unreachable",
        )
        .retry_in(std::time::Duration::from_secs(1)));
    }
    Ok(super::ok(&Health {
        status: "ready",
        bus: Some(state.games.bus.state()),
        limits: Some(limits_state(&state)),
        replica: Some(state.reads.state()).filter(|r| *r != "none"),
    }))
}

/// Where request budgets are kept now: `shared`, `local` or `local_fallback`.
pub(crate) fn limits_state(state: &AppState) -> &'static str {
    match &state.link {
        None => "local",
        Some(link) if link.is_down() => "local_fallback",
        Some(_) => "shared",
    }
}

/// How long readiness waits for the database's answer.
const READY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(1);

/// The rulesets this service plays, with their player counts, default
/// options and modules.
#[utoipa::path(get, operation_id = "listRulesets", path = "/v1/rulesets", tag = "catalog",
    responses((status = 200, description = "Rulesets", body = Rulesets)))]
pub(super) async fn rulesets() -> HttpResponse {
    let mut rulesets: Vec<Ruleset> = RulesetId::ALL.into_iter().map(summary).collect();
    rulesets.push(teg2_summary());
    super::ok(&Rulesets { rulesets })
}

/// TEG II in the catalogue: `max_players` is a single board's table (6,
/// what a new table seats when not told, `Kind::default_seats`), though the
/// service also opens the paired tables of 8, 10 and 12 (T2-VAR-5);
/// `options` is what a TEG II table stores by default, its own under `teg2`.
fn teg2_summary() -> Ruleset {
    Ruleset {
        id: domain::teg2::RULESET.to_owned(),
        name: "TEG II".to_owned(),
        min_players: 2,
        max_players: 6,
        options: domain::game::Options::for_teg2(Default::default(), Default::default()),
        modules: Vec::new(),
    }
}

fn teg2_detail() -> Teg2RulesetDetail {
    use domain::teg2::{LEVEL_MAX, LEVEL_MIN, LEVEL_START, MapId, PlayLevel, TokenKind};
    Teg2RulesetDetail {
        summary: teg2_summary(),
        levels: PlayLevel::ALL.to_vec(),
        boards: MapId::ALL
            .into_iter()
            .map(|id| Teg2BoardSummary {
                id: id.slug().to_owned(),
                name: id.map().name.clone(),
                regions: id.map().regions.len(),
                map: format!("/v1/teg2/maps/{}", id.slug()),
            })
            .collect(),
        rounds: (3..=6)
            .map(|powers| {
                // The default first, then each other count the table may pick.
                let mut rounds: Vec<u8> = [None, Some(4), Some(5), Some(6), Some(8)]
                    .into_iter()
                    .filter_map(|r| domain::teg2::rounds_for(powers, r).ok())
                    .collect();
                rounds.dedup();
                Teg2Rounds { powers, rounds }
            })
            .collect(),
        ladder: Teg2Ladder { min: LEVEL_MIN, start: LEVEL_START, max: LEVEL_MAX },
        tokens: TokenKind::ALL
            .into_iter()
            .map(|kind| Teg2TokenPoints { kind, points: kind.points() })
            .collect(),
    }
}

fn summary(id: RulesetId) -> Ruleset {
    let r = id.ruleset();
    let m = r.modules;
    let modules = [
        (m.missiles, "missiles"),
        (m.situation_cards, "situation_cards"),
        (m.blockades, "blockades"),
        (m.pacts != PactModule::None, "pacts"),
        (m.pacts == PactModule::Full, "aggression_pacts"),
        (m.pacts == PactModule::Full, "condominiums"),
    ];
    Ruleset {
        id: id.slug().to_owned(),
        name: r.name.to_owned(),
        min_players: r.players.0,
        max_players: r.players.1,
        options: r.default_options().into(),
        modules: modules.iter().filter(|(on, _)| *on).map(|(_, m)| (*m).to_owned()).collect(),
    }
}

/// One ruleset in full: the board, the objective deck, the country goals
/// and the tables (exchanges, card bonus, placement, dice); for `teg2`,
/// its levels, boards, rounds, ladder and tokens.
#[utoipa::path(get, operation_id = "getRuleset", path = "/v1/rulesets/{ruleset}", tag = "catalog",
    params(("ruleset" = String, Path, description = "Ruleset slug", example = "classic")),
    responses(
        (status = 200, description = "The ruleset", body = AnyRulesetDetail),
        RulesetNotFound,
    ))]
pub(super) async fn ruleset(path: PathId) -> Reply {
    if domain::game::Kind::from_slug(&path) == Some(domain::game::Kind::Teg2) {
        return Ok(super::ok(&AnyRulesetDetail::Teg2(Box::new(teg2_detail()))));
    }
    let id = known(&path)?;
    let r = id.ruleset();
    let counts = r.players.0..=r.players.1;
    Ok(super::ok(&AnyRulesetDetail::Edition(Box::new(RulesetDetail {
        summary: summary(id),
        board: maps::map_of(r.board),
        objectives: r
            .objectives
            .deck
            .iter()
            .map(|d| ObjectiveCard {
                card: d.card,
                text: d.text.to_owned(),
                players: counts.clone().filter(|&n| d.dealt_at(n)).collect(),
            })
            .collect(),
        country_goals: counts
            .filter_map(|players| {
                (r.objectives.country_goal)(players, r.board)
                    .map(|countries| CountryGoal { players, countries })
            })
            .collect(),
        exchange_values: r.cards.exchange_values.to_vec(),
        exchange_then_add: r.cards.then_add,
        exchange: match r.cards.exchange {
            ExchangeRule::Sets => "sets",
            ExchangeRule::AnyTwo => "any_two",
        }
        .to_owned(),
        card_bonus: r.cards.card_bonus,
        hand_limit: (r.cards.hand_limit != usize::MAX).then_some(r.cards.hand_limit),
        placement: r.placement.rounds.to_vec(),
        placement_two_players: r.placement.two_players.to_vec(),
        placement_one_at_a_time_up_to: r.placement.one_at_a_time_up_to,
        attacker_dice: r.combat.attacker_max,
        defender_dice: r.combat.defender_max,
        four_dice_exception: r.combat.four_dice_exception,
        rotating_rounds: r.turn.rotate_rounds,
        extra_move_in: r.turn.extra_move_in,
    }))))
}

/// The board: continents, countries (names in es/en/it, drawing
/// coordinates), borders and sea bridges.
#[utoipa::path(get, operation_id = "getMap", path = "/v1/maps/{ruleset}", tag = "catalog",
    params(("ruleset" = String, Path, description = "Ruleset slug", example = "revancha")),
    responses(
        (status = 200, description = "The board", body = MapResponse),
        RulesetBoardNotFound,
    ))]
pub(super) async fn map(path: PathId) -> Reply {
    Ok(super::ok(&maps::map(&path)?))
}

/// A TEG II map: regions (land or sea, names, drawing coordinates),
/// borders and objectives tables.
#[utoipa::path(get, operation_id = "getTeg2Map", path = "/v1/teg2/maps/{board}", tag = "catalog",
    params(("board" = String, Path, description = "`americas`, `old_world` or `planisphere`", example = "americas")),
    responses(
        (status = 200, description = "The map", body = Teg2MapResponse),
        BoardNotFound,
    ))]
pub(super) async fn teg2_map(path: PathId) -> Reply {
    Ok(super::ok(&maps::teg2_map(&path)?))
}

/// The language of a board drawing's names.
#[derive(Debug, Clone, Copy, Default, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum BoardLang {
    /// Spanish, the rulebook's language.
    #[default]
    Es,
    /// English.
    En,
    /// Italian.
    It,
}

/// Which language to draw a board's names in.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct BoardQuery {
    /// `es` (default), `en` or `it`.
    #[serde(default)]
    #[param(inline)]
    pub lang: BoardLang,
}

impl BoardLang {
    fn drawn(self) -> teg_dashboard::i18n::Tongue {
        match self {
            BoardLang::Es => teg_dashboard::i18n::Tongue::Es,
            BoardLang::En => teg_dashboard::i18n::Tongue::En,
            BoardLang::It => teg_dashboard::i18n::Tongue::It,
        }
    }
}

/// `200 OK` with the drawing named `key` (a board and a language), drawn
/// by `draw` the first time only: it never changes while the binary runs,
/// and laying out its names is the costly part of a public, tokenless
/// request. The keys are known boards' slugs, so the memo holds at most 18.
fn svg(state: &AppState, key: String, draw: impl FnOnce() -> String) -> HttpResponse {
    let memo = state.drawings.lock().map(|drawn| drawn.get(&key).cloned());
    let body = match memo {
        Ok(Some(body)) => body,
        _ => {
            let body = web::Bytes::from(draw());
            if let Ok(mut drawn) = state.drawings.lock() {
                drawn.insert(key, body.clone());
            }
            body
        }
    };
    HttpResponse::Ok()
        .content_type("image/svg+xml")
        .insert_header((actix_web::http::header::CACHE_CONTROL, "public, max-age=86400"))
        .body(body)
}

/// An edition's bare board as SVG, drawn by the same code as the
/// dashboard's (names placed clear of each other): one
/// `<g class="country" data-country="{id}">` per country, with a disc
/// (`circle`) a client fills in its players' colours and an armies `text`
/// it writes. The drawing holds no script and no game state.
#[utoipa::path(get, operation_id = "getBoardDrawing", path = "/v1/rulesets/{ruleset}/board.svg", tag = "catalog",
    params(("ruleset" = String, Path, description = "`revancha`, `classic` or `junior` (TEG II's boards are at `/v1/teg2/maps/{board}/board.svg`)", example = "classic"), BoardQuery),
    responses(
        (status = 200, description = "The board drawing", body = String, content_type = "image/svg+xml"),
        RulesetOrBoardNotFound,
    ))]
pub(super) async fn board_svg(state: Shared, path: PathId, query: web::Query<BoardQuery>) -> Reply {
    if domain::game::Kind::from_slug(&path) == Some(domain::game::Kind::Teg2) {
        return Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "UNKNOWN_BOARD",
            "TEG II has three boards: /v1/teg2/maps/{americas,old_world,planisphere}/board.svg",
        ));
    }
    let board = known(&path)?.ruleset().board;
    let tongue = query.lang.drawn();
    Ok(svg(&state, format!("{}/{tongue:?}", board.ruleset), || {
        teg_dashboard::board_svg::render(board, None, tongue)
    }))
}

/// A TEG II board as SVG, drawn by the same code as the dashboard's: one
/// `<g class="region" data-region="{id}">` per region (land or sea), which
/// a client colours and annotates. No script, no game state.
#[utoipa::path(get, operation_id = "getTeg2BoardDrawing", path = "/v1/teg2/maps/{board}/board.svg", tag = "catalog",
    params(("board" = String, Path, description = "`americas`, `old_world` or `planisphere`", example = "americas"), BoardQuery),
    responses(
        (status = 200, description = "The board drawing", body = String, content_type = "image/svg+xml"),
        BoardNotFound,
    ))]
pub(super) async fn teg2_board_svg(
    state: Shared,
    path: PathId,
    query: web::Query<BoardQuery>,
) -> Reply {
    let id = teg2_board(&path)?;
    let tongue = query.lang.drawn();
    Ok(svg(&state, format!("teg2/{}/{tongue:?}", id.slug()), || {
        teg_dashboard::teg2_svg::render(id, None, 0, &[], tongue)
    }))
}
