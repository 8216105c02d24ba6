//! Rulesets: an edition of TEG as a value (`RulesetId` → `&'static Ruleset`).
//! A game names its ruleset when it is created, stores it in its first event
//! (`GameStarted.ruleset`, or a position's `ruleset`) and never changes it;
//! the engine asks the game's ruleset (`Game::ruleset()`) for everything an
//! edition decides instead of reaching for a global: its board, player
//! counts, placement (`Placement`, including classic's one-army-at-a-time
//! with 2–3 players), dice (`Combat`), country cards and exchanges (`Cards`,
//! `ExchangeRule`), incorporation (`Incorporation`: armies for countries,
//! Junior's once-per-player continent bonus), objectives and goals
//! (`Objectives`: the deck, secret objectives per player count, country
//! goals, R-SMALL-3's margin, Junior's redraw), the turn's shape (`Turn`:
//! rotation, move-in limit) and its modules (`Modules`, `PactModule`).
//! Snapshots name the ruleset by slug in their `board` field, as before
//! editions existed. Classic and Junior decks are read from their board
//! files (`rules/objectives.rs`, `deck_from_json`).
//!
//! Each edition's values live in a module of its own (`revancha.rs`,
//! `classic.rs`, `junior.rs`), which reads as the list of what that edition
//! decides. Adding an edition: a board file in `domain/data/`, a module here
//! returning its [`Ruleset`] with its `replaces` table (the Revancha rules its
//! book replaces, so refusals cite its own ids), a variant of [`RulesetId`],
//! and its rule book page in `docs/rules/`.

mod classic;
mod junior;
mod revancha;

pub use revancha::COMBAT as REVANCHA_COMBAT;

use std::sync::OnceLock;

use crate::board::Board;
use crate::rules::error::SetupError;
use crate::rules::objectives::ObjectiveDef;
use crate::rules::types::Options;

/// Which edition a game plays. On the wire, its slug (`"revancha"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RulesetId {
    /// TEG La Revancha (`docs/rules/revancha.md`): the default.
    #[default]
    Revancha,
    /// The original TEG (`docs/rules/classic.md`).
    Classic,
    /// TEG Junior (`docs/rules/junior.md`).
    Junior,
}

impl RulesetId {
    /// Every ruleset the engine plays, in catalogue order.
    pub const ALL: [RulesetId; 3] = [RulesetId::Revancha, RulesetId::Classic, RulesetId::Junior];

    /// The slug used on the wire and in stored events.
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            RulesetId::Revancha => "revancha",
            RulesetId::Classic => "classic",
            RulesetId::Junior => "junior",
        }
    }

    /// The ruleset a slug names, if the engine plays it.
    #[must_use]
    pub fn from_slug(slug: &str) -> Option<RulesetId> {
        Self::ALL.into_iter().find(|id| id.slug() == slug)
    }

    /// The ruleset a stored slug names: an unknown one (none is ever
    /// stored) reads as Revancha, the edition of every game stored before
    /// editions existed.
    #[must_use]
    pub fn stored(slug: &str) -> RulesetId {
        Self::from_slug(slug).unwrap_or_default()
    }

    /// The ruleset's values, built once.
    #[must_use]
    pub fn ruleset(self) -> &'static Ruleset {
        match self {
            RulesetId::Revancha => {
                static REVANCHA: OnceLock<Ruleset> = OnceLock::new();
                REVANCHA.get_or_init(revancha::ruleset)
            }
            RulesetId::Classic => {
                static CLASSIC: OnceLock<Ruleset> = OnceLock::new();
                CLASSIC.get_or_init(classic::ruleset)
            }
            RulesetId::Junior => {
                static JUNIOR: OnceLock<Ruleset> = OnceLock::new();
                JUNIOR.get_or_init(junior::ruleset)
            }
        }
    }
}

impl std::fmt::Display for RulesetId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.slug())
    }
}

/// Everything an edition decides, as data the engine reads.
#[derive(Debug)]
pub struct Ruleset {
    /// Which edition.
    pub id: RulesetId,
    /// Display name.
    pub name: &'static str,
    /// The board (countries, continents, borders, card symbols).
    pub board: &'static Board,
    /// How many players may sit (inclusive).
    pub players: (usize, usize),
    /// The initial placement.
    pub placement: Placement,
    /// Dice.
    pub combat: Combat,
    /// Country cards and exchanges.
    pub cards: Cards,
    /// Armies at incorporation.
    pub incorporation: Incorporation,
    /// Objectives and goals.
    pub objectives: Objectives,
    /// The turn's shape.
    pub turn: Turn,
    /// Which modules exist in this edition.
    pub modules: Modules,
    /// The Revancha rules this edition replaces, each with the edition's own
    /// rule that replaces it (`docs/rules/<edition>.md`, "Replaced by this
    /// page"): a refusal cites the rule that binds in its game.
    pub replaces: &'static [(&'static str, &'static str)],
}

impl Ruleset {
    /// The id of the rule that binds in this edition where Revancha's
    /// `rule` would: the edition's own when it replaces that rule.
    #[must_use]
    pub fn rule_id(&self, rule: &'static str) -> &'static str {
        self.replaces.iter().find(|(revancha, _)| *revancha == rule).map_or(rule, |(_, own)| own)
    }

    /// Whether `n` players may play this edition.
    #[must_use]
    pub fn seats(&self, n: usize) -> bool {
        (self.players.0..=self.players.1).contains(&n)
    }

    /// The secret objective card `card` (1-based), if the deck has it.
    #[must_use]
    pub fn objective(&self, card: u8) -> Option<&ObjectiveDef> {
        self.objectives.deck.get(usize::from(card).checked_sub(1)?)
    }

    /// The cards dealt in a game of `players` players.
    #[must_use]
    pub fn deck_for(&self, players: usize) -> Vec<u8> {
        self.objectives.deck.iter().filter(|d| d.dealt_at(players)).map(|d| d.card).collect()
    }

    /// The table options a new game of this edition starts from: its
    /// modules on (pacts stay a table's choice, off), its common objective.
    #[must_use]
    pub fn default_options(&self) -> Options {
        Options {
            missiles: self.modules.missiles,
            situation_cards: self.modules.situation_cards,
            blockades: self.modules.blockades,
            pacts: false,
            common_objective: self.objectives.common_objective,
            ..Options::default()
        }
    }

    /// The options a table asks for, as JSON fields over this edition's
    /// defaults ([`Ruleset::default_options`]): what is left out keeps the
    /// edition's value. Keys are snake_case or camelCase (`maxRounds`).
    ///
    /// # Errors
    /// A field of the wrong type or a key that names no option, in serde's words.
    #[cfg(feature = "serde")]
    pub fn options_from(
        &self,
        given: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Options, String> {
        let mut merged = match serde_json::to_value(self.default_options()) {
            Ok(serde_json::Value::Object(map)) => map,
            _ => serde_json::Map::new(),
        };
        // GraphQL clients write keys in camelCase (`maxRounds`).
        merged.extend(given.iter().map(|(k, v)| (snake_case(k), v.clone())));
        serde_json::from_value(serde_json::Value::Object(merged)).map_err(|e| e.to_string())
    }

    /// Whether `countries` may be the common objective option: a country
    /// count of the board, or 0 in an edition without one (Junior).
    #[must_use]
    pub fn common_objective_ok(&self, countries: u8) -> bool {
        if self.objectives.common_objective == 0 {
            countries == 0
        } else {
            countries > 0 && usize::from(countries) <= self.board.len()
        }
    }

    /// `n` seats, or the setup error that refuses them.
    ///
    /// # Errors
    /// A player count the edition does not seat (with Revancha's range, the
    /// error tables have always given).
    pub fn check_seats(&self, n: usize) -> Result<(), SetupError> {
        let (min, max) = self.players;
        if self.seats(n) {
            Ok(())
        } else if (min, max) == (2, 6) {
            Err(SetupError::PlayerCount(n))
        } else {
            Err(SetupError::EditionPlayerCount { players: n, min, max })
        }
    }

    /// `options` for a game of this edition, or the setup error that
    /// refuses them: the common objective, then the modules.
    ///
    /// # Errors
    /// A common objective that is not a country count of the board (or not
    /// 0 in an edition without one); a round cap outside 1 to
    /// [`crate::rules::MAX_ROUNDS`]; a module the edition lacks.
    pub fn check_options(&self, options: &Options) -> Result<(), SetupError> {
        if !self.common_objective_ok(options.common_objective) {
            return Err(SetupError::CommonObjective(options.common_objective));
        }
        if options.max_rounds.is_some_and(|n| !(1..=crate::rules::MAX_ROUNDS).contains(&n)) {
            return Err(SetupError::MaxRounds);
        }
        match self.refuses(options) {
            Some(option) => Err(SetupError::ModuleAbsent { option, ruleset: self.id.slug() }),
            None => Ok(()),
        }
    }

    /// Why `options` ask for something this edition does not have, if they do.
    #[must_use]
    pub fn refuses(&self, options: &Options) -> Option<&'static str> {
        let m = &self.modules;
        [
            (options.missiles && !m.missiles, "missiles"),
            (options.situation_cards && !m.situation_cards, "situation_cards"),
            (options.blockades && !m.blockades, "blockades"),
            (options.pacts && m.pacts == PactModule::None, "pacts"),
        ]
        .into_iter()
        .find_map(|(refused, module)| refused.then_some(module))
    }
}

/// `maxRounds` as `max_rounds`; snake_case stays as it is.
#[cfg(feature = "serde")]
fn snake_case(key: &str) -> String {
    let mut out = String::with_capacity(key.len() + 4);
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Objectives and how a game is won.
#[derive(Debug)]
pub struct Objectives {
    /// The secret objective deck, card `n` at index `n - 1`.
    pub deck: Vec<ObjectiveDef>,
    /// The common objective's default country count (the `common_objective`
    /// option); 0 when the edition has none.
    pub common_objective: u8,
    /// Secret objectives each player draws, by player count.
    pub per_player: fn(usize) -> usize,
    /// The country count that wins, by player count, when the edition fixes
    /// it instead of the common objective option (classic with 2–3 players:
    /// the whole map; Junior: 20, 14, 12).
    pub country_goal: fn(usize, &Board) -> Option<u8>,
    /// Countries a secret objective's holder needs beyond those it names,
    /// by player count (Revancha R-SMALL-3: 10 with 3 players).
    pub margin: fn(usize) -> u32,
    /// A card already fulfilled at the deal is put aside and another drawn
    /// (Junior R-JNR-3).
    pub redraw_fulfilled: bool,
}

/// The shape of a turn and a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    /// The order of play moves one seat each round (Revancha R-ORD-3).
    pub rotate_rounds: bool,
    /// Armies that may follow the first into a conquered country; `None`
    /// for as many as can leave (Junior R-JNR-6).
    pub extra_move_in: Option<u32>,
}

/// Which modules an edition has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Modules {
    /// Missiles (R-MIS).
    pub missiles: bool,
    /// Situation cards (R-SIT).
    pub situation_cards: bool,
    /// Blockades (R-BLK).
    pub blockades: bool,
    /// Which pacts a table may turn on.
    pub pacts: PactModule,
}

/// The pacts an edition knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PactModule {
    /// None (Junior).
    None,
    /// Country and world pacts and international zones (classic R-CLS-6).
    Classic,
    /// Every kind, aggression pacts and condominiums included (Revancha).
    Full,
}

/// The initial placement: armies each player places per placement round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    /// Per round, in order (Revancha: 8 then 4, R-SET-3).
    pub rounds: &'static [u32],
    /// With two players instead (Revancha: one round of 18, R-SMALL-2).
    pub two_players: &'static [u32],
    /// Up to this many players, armies go down one at a time, in turns,
    /// until each has placed half its countries (classic R-CLS-11).
    pub one_at_a_time_up_to: usize,
}

impl Placement {
    /// The armies a player holding `countries` countries places in
    /// placement round `round` (1-based) of a `players`-player game, or
    /// `None` when that round has none for them. One at a time, every round
    /// is one army until the player has placed half its countries.
    #[must_use]
    pub fn armies(&self, players: usize, round: u8, countries: u32) -> Option<u32> {
        if players <= self.one_at_a_time_up_to {
            return (u32::from(round) <= countries / 2).then_some(1);
        }
        let rounds = if players == 2 { self.two_players } else { self.rounds };
        rounds.get(usize::from(round).checked_sub(1)?).copied()
    }
}

/// Three dice a side at most, no fourth die and no situation cards (classic
/// R-CLS-5, Junior R-JNR-5).
pub(crate) const THREE_DICE: Combat =
    Combat { attacker_max: 3, defender_max: 3, four_dice_exception: false, with_extra_die: 3 };

/// The objective deck kept in an embedded board file, and its common
/// objective.
///
/// # Panics
/// Never in a released build: the embedded files are checked by tests.
pub(crate) fn embedded_deck(board: &Board, json: &str) -> (Vec<ObjectiveDef>, Option<u8>) {
    crate::rules::objectives::deck_from_json(board, json)
        .unwrap_or_else(|e| panic!("BUG: an embedded objective deck is invalid: {e}"))
}

/// How many dice each side rolls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Combat {
    /// The most dice the attacker rolls from its attack armies.
    pub attacker_max: u32,
    /// The most dice the defender rolls.
    pub defender_max: u32,
    /// R-ATK-2's exception: 4 dice when the defender has 3+ armies and the
    /// attacker at least twice as many.
    pub four_dice_exception: bool,
    /// The cap with a situation card's extra die (R-SIT-2/3).
    pub with_extra_die: u32,
}

impl Combat {
    /// The attacker's dice for `attacker` armies against `defender`
    /// (missiles never count), with or without an extra die (tailwind).
    #[must_use]
    pub fn attacker_dice(&self, attacker: u32, defender: u32, extra_die: bool) -> usize {
        let mut n = attacker.saturating_sub(1).min(self.attacker_max);
        if self.four_dice_exception && defender >= 3 && attacker >= 2 * defender {
            n = 4;
        }
        if extra_die {
            n = (n + 1).min(self.with_extra_die);
        }
        usize::try_from(n).unwrap_or(4)
    }

    /// The defender's dice for `defender` armies, with or without an extra
    /// die (snow).
    #[must_use]
    pub fn defender_dice(&self, defender: u32, extra_die: bool) -> usize {
        let mut n = defender.min(self.defender_max);
        if extra_die {
            n = (n + 1).min(self.with_extra_die);
        }
        usize::try_from(n).unwrap_or(4)
    }
}

/// What makes an exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExchangeRule {
    /// Three cards of one symbol or of three symbols, wildcards for any,
    /// continent cards where the edition has them (R-EXC-1, R-EXC-2).
    Sets,
    /// Any two cards (Junior R-JNR-10).
    AnyTwo,
}

/// Country cards: what exchanges are worth and when a card is earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cards {
    /// What makes an exchange.
    pub exchange: ExchangeRule,
    /// Armies for a player's 1st, 2nd, ... exchange.
    pub exchange_values: &'static [u32],
    /// Added for each exchange after the table.
    pub then_add: u32,
    /// Armies for holding a drawn card's country, once per card.
    pub card_bonus: u32,
    /// A player holding this many cards must exchange before drawing again.
    pub hand_limit: usize,
    /// Conquests in a turn that earn a card.
    pub conquests_for_card: u32,
    /// The same, once the player has made three exchanges or more.
    pub conquests_after_third_exchange: u32,
}

impl Cards {
    /// Armies for a player's `n`-th exchange, 1-based.
    #[must_use]
    pub fn exchange_value(&self, n: u32) -> u32 {
        let table = self.exchange_values;
        let i = usize::try_from(n.max(1) - 1).unwrap_or(usize::MAX);
        match table.get(i) {
            Some(&v) => v,
            None => {
                let last = table.last().copied().unwrap_or(0);
                let beyond = u32::try_from(i + 1 - table.len()).unwrap_or(u32::MAX);
                last.saturating_add(self.then_add.saturating_mul(beyond))
            }
        }
    }

    /// Conquests this turn that earn a card, after `exchanges` exchanges.
    #[must_use]
    pub fn conquests_needed(&self, exchanges: u32) -> u32 {
        if exchanges >= 3 { self.conquests_after_third_exchange } else { self.conquests_for_card }
    }
}

/// Armies at incorporation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Incorporation {
    /// For the countries held.
    pub countries: CountryArmies,
    /// Each whole continent pays its bonus only once per player and game
    /// (Junior R-JNR-9); otherwise at every incorporation (R-INC-2).
    pub continent_bonus_once: bool,
}

/// Armies for the countries a player holds, at incorporation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountryArmies {
    /// Half the countries, rounded down; `armies` when holding fewer than
    /// `below` countries (Revancha R-INC-1: 4 under 6, so 6 or 7 give 3).
    HalfOrFlatBelow {
        /// The country count from which the half applies.
        below: u32,
        /// Armies below it.
        armies: u32,
    },
    /// Half the countries, rounded down, never fewer than the minimum
    /// (classic R-CLS-4).
    HalfWithMinimum(u32),
    /// The same number whatever is held (Junior R-JNR-8).
    Fixed(u32),
}

impl CountryArmies {
    /// Armies for holding `countries` countries.
    #[must_use]
    pub fn armies(self, countries: u32) -> u32 {
        match self {
            CountryArmies::HalfOrFlatBelow { below, armies } => {
                if countries < below {
                    armies
                } else {
                    countries / 2
                }
            }
            CountryArmies::HalfWithMinimum(minimum) => (countries / 2).max(minimum),
            CountryArmies::Fixed(armies) => armies,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruleset_is_found_by_its_slug_and_names_its_board() {
        for id in RulesetId::ALL {
            assert_eq!(RulesetId::from_slug(id.slug()), Some(id));
            let ruleset = id.ruleset();
            assert_eq!(ruleset.id, id);
            assert_eq!(ruleset.board.ruleset, id.slug());
        }
        assert_eq!(RulesetId::from_slug("atlantis"), None);
    }
}
