//! Views: the only way state and events leave the engine. Each viewer sees
//! what the rules let them see (R-SET-2, R-EXC-6): a player their own
//! objectives and cards, a spectator nothing secret, an operator everything.
//! The seed is shown to everyone once revealed at the end.

use crate::board::{ContinentId, CountryId};
use crate::color::Color;
use crate::rng::hex;
use crate::rules::state::{Game, Outcome};
use crate::rules::types::{
    Controller, Event, GameStart, Objective, Options, Pact, Phase, Secret, Situation, Viewer,
    WinReason,
};

/// A game as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = RiskView))]
pub struct GameView {
    /// Ruleset slug.
    pub ruleset: String,
    /// `playing` or `finished`. Not serialised: the service reports its own
    /// status (lobby, playing, paused, finished, aborted) beside the view.
    #[cfg_attr(feature = "serde", serde(skip))]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub status: &'static str,
    /// Events applied.
    pub version: u64,
    /// Round of hostilities (0 in the initial placement).
    pub round: u32,
    /// The phase and its public details.
    pub phase: Phase,
    /// Who must act.
    pub current_player: Option<Color>,
    /// The situation card in force.
    pub situation: Option<Situation>,
    /// Seating order.
    pub seating: Vec<Color>,
    /// Turn order of this round.
    pub round_order: Vec<Color>,
    /// House rules.
    pub options: Options,
    /// Public facts per player, in seating order.
    pub players: Vec<PlayerView>,
    /// Every country.
    pub countries: Vec<CountryView>,
    /// Cards in the draw pile.
    pub deck_size: u32,
    /// Pacts proposed or in force, and breaking ones within notice (R-PCT-1:
    /// public).
    pub pacts: Vec<Pact>,
    /// The viewer's own secrets (players).
    pub you: Option<PrivateView>,
    /// Every player's secrets and the pile (operators).
    pub secrets: Option<Vec<PrivateView>>,
    /// The draw pile's contents (operators).
    pub pile: Option<Vec<CountryId>>,
    /// Winner.
    pub winner: Option<Color>,
    /// How it ended.
    pub end_reason: Option<&'static str>,
    /// `sha256(seed)`, hex.
    pub seed_commitment: String,
    /// The seed, hex, once revealed (operators see it always).
    pub seed: Option<String>,
}

/// Public facts about a player.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerView {
    /// The seat: its 0-based index in the lobby's joining order (the
    /// lobby's `seats[].seat`), filled in by the service from the game's
    /// seats; the engine, which knows no lobby, gives the place in its
    /// seating.
    pub seat: u8,
    /// The account seated in this colour: filled in by the service from the
    /// game's seats (the engine knows colours, not accounts).
    pub user_id: Option<String>,
    /// That account's display name, filled in by the service.
    pub name: Option<String>,
    /// Colour.
    pub color: Color,
    /// Countries occupied.
    pub countries: u32,
    /// Armies on the map.
    pub armies: u32,
    /// Missiles on the map.
    pub missiles: u32,
    /// How many country cards (R-EXC-6: the count is public).
    pub cards: u32,
    /// Continent cards held.
    pub continent_cards: Vec<ContinentId>,
    /// Exchanges made.
    pub exchanges: u32,
    /// Out of the game.
    pub eliminated: bool,
    /// Taken out of play by an operator; the service passes their turns.
    pub forfeited: bool,
    /// R-PCT-9: will not take the next card earned (a failed zone duty).
    pub zone_card_ban: bool,
    /// Steps in a row this player let time out (SVC-CLOCK); 0 once they
    /// complete a step themselves.
    pub timeouts_in_a_row: u32,
    /// Who plays the seat: `{"kind": "human"}` or `{"kind": "bot", "level"}`
    /// (SVC-BOTS).
    pub controller: Controller,
}

/// One country as seen on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CountryView {
    /// Id.
    pub id: CountryId,
    /// Occupant.
    pub owner: Color,
    /// Armies.
    pub armies: u32,
    /// Missiles.
    pub missiles: u32,
    /// Second occupant of a condominium.
    pub co_owner: Option<Color>,
    /// Their armies.
    pub co_armies: Option<u32>,
    /// R-BLK-1.
    pub blockaded: bool,
}

/// A player's secrets.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PrivateView {
    /// Whose.
    pub color: Color,
    /// The secret objective, with its text (`docs/api.md`, `you.objective`):
    /// the first of `objectives`; none in an edition or table without secret
    /// objectives.
    pub objective: Option<ObjectiveView>,
    /// Objective(s) with their text (two in some small tables).
    pub objectives: Vec<ObjectiveView>,
    /// Whether a destruction objective lapsed to the common one (R-OBJ-4).
    pub objective_lapsed: bool,
    /// Country cards held.
    pub cards: Vec<CardView>,
}

/// An objective with its text.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ObjectiveView {
    /// The dealt objective.
    pub objective: Objective,
    /// English text of the card.
    pub text: &'static str,
}

/// A held country card.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CardView {
    /// The card's country.
    pub country: CountryId,
    /// Whether its bonus was collected.
    pub bonus_used: bool,
}

fn private(g: &Game, color: Color) -> Option<PrivateView> {
    let p = g.player(color)?;
    let objectives: Vec<ObjectiveView> = p
        .objectives
        .iter()
        .map(|o| ObjectiveView {
            objective: *o,
            text: g.ruleset().objective(o.card).map_or("", |d| d.text),
        })
        .collect();
    Some(PrivateView {
        color,
        objective: objectives.first().cloned(),
        objectives,
        objective_lapsed: p.objective_lapsed,
        cards: p
            .hand
            .iter()
            .map(|h| CardView { country: h.country, bonus_used: h.bonus_used })
            .collect(),
    })
}

/// The game as `viewer` may see it.
#[must_use]
pub fn view(g: &Game, viewer: Viewer) -> GameView {
    let board = g.board();
    let players = g
        .players()
        .iter()
        .map(|p| {
            let (armies, missiles) = g.forces(p.color);
            let seat = g.seating().iter().position(|c| *c == p.color).unwrap_or_default();
            PlayerView {
                seat: u8::try_from(seat).unwrap_or(u8::MAX),
                user_id: None,
                name: None,
                color: p.color,
                countries: g.country_count(p.color),
                armies,
                missiles,
                cards: u32::try_from(p.hand.len()).unwrap_or(u32::MAX),
                continent_cards: board
                    .continent_ids()
                    .filter(|k| p.continent_cards & (1 << k.index()) != 0)
                    .collect(),
                exchanges: p.exchanges,
                eliminated: p.eliminated,
                forfeited: p.forfeited,
                zone_card_ban: p.zone_card_ban,
                timeouts_in_a_row: p.timeouts,
                controller: p.controller,
            }
        })
        .collect();
    let countries = g
        .countries()
        .iter()
        .zip(board.country_ids())
        .map(|(c, id)| CountryView {
            id,
            owner: c.main.owner,
            armies: c.main.armies,
            missiles: c.main.missiles,
            co_owner: c.co.map(|s| s.owner),
            co_armies: c.co.map(|s| s.armies),
            blockaded: g.is_blockaded(id),
        })
        .collect();
    let operator = viewer == Viewer::Operator;
    let (winner, end_reason) = match g.outcome() {
        Some(Outcome::Won { winner, reason }) => (
            Some(winner),
            Some(match reason {
                WinReason::CommonObjective => "common_objective",
                WinReason::SecretObjective => "secret_objective",
                WinReason::LastStanding => "last_standing",
                WinReason::OthersForfeited => "others_forfeited",
            }),
        ),
        Some(Outcome::RoundCap) => (None, Some("round_cap")),
        None => (None, None),
    };
    let seed = if operator { g.seed() } else { g.revealed_seed() };
    GameView {
        ruleset: board.ruleset.clone(),
        status: if g.is_finished() { "finished" } else { "playing" },
        version: g.version(),
        round: g.round(),
        phase: g.phase().clone(),
        current_player: g.current_player(),
        situation: g.situation(),
        seating: g.seating().to_vec(),
        round_order: g.round_order().to_vec(),
        options: g.options().clone(),
        players,
        countries,
        deck_size: u32::try_from(g.pile_len()).unwrap_or(u32::MAX),
        pacts: g.pacts().to_vec(),
        you: match viewer {
            Viewer::Player(c) => private(g, c),
            Viewer::Spectator | Viewer::Operator => None,
        },
        secrets: operator.then(|| g.players().iter().filter_map(|p| private(g, p.color)).collect()),
        pile: operator.then(|| g.pile_contents()),
        winner,
        end_reason,
        seed_commitment: hex(&g.commitment()),
        seed: seed.map(|s| s.to_hex()),
    }
}

fn redact<T: Clone>(secret: &Secret<T>, visible: bool) -> Secret<T> {
    if visible { secret.clone() } else { Secret::Redacted }
}

/// An event as `viewer` may see it: secrets of others become `Redacted`.
#[must_use]
pub fn view_event(event: &Event, viewer: Viewer) -> Event {
    match event {
        Event::GameStarted(start) => Event::GameStarted(Box::new(GameStart {
            seed: redact(&start.seed, viewer == Viewer::Operator),
            ..(**start).clone()
        })),
        Event::ObjectiveDealt { player, objectives } => Event::ObjectiveDealt {
            player: *player,
            objectives: redact(objectives, viewer.sees_secrets_of(*player)),
        },
        Event::CardDrawn { player, card } => Event::CardDrawn {
            player: *player,
            card: redact(card, viewer.sees_secrets_of(*player)),
        },
        Event::PlayerEliminated { player, by, cards } => Event::PlayerEliminated {
            player: *player,
            by: *by,
            cards: redact(cards, viewer.sees_secrets_of(*by)),
        },
        Event::ZoneDutyFailed { pact, player, card } => Event::ZoneDutyFailed {
            pact: *pact,
            player: *player,
            card: card.as_ref().map(|c| redact(c, viewer.sees_secrets_of(*player))),
        },
        Event::PositionLoaded { position } => {
            Event::PositionLoaded { position: Box::new(position.redacted(viewer)) }
        }
        other => other.clone(),
    }
}
