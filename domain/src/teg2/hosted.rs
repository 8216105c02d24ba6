//! A TEG II game as the service hosts it (one store, one log per game, the
//! same endpoints as the editions): the rules' [`Game`] plus what a table
//! needs around it — its players (the service's seats, numbered in joining
//! order, 2 to 12; games begun before seats had numbers also name each
//! player's colour), the seed of the service's own choices (bots' secrets)
//! and its commitment, who plays a seat now and each player's timeouts, and
//! the events the service stores ([`Logged`]: `teg2_started`, the setup and
//! the seed; `teg2 { by, player, event, published }`; `teg2_timed_out` and
//! `teg2_control_changed` by player number; `teg2_hidden`, a projection
//! only). [`Hosted`] is the fold of that log, with its `view` (a
//! `HostedView`), `decide`, `forfeit` (a kick appends `Forfeited`),
//! `pass_forfeited` (that player's steps defaulted in every later batch)
//! and `bot_command`.
//!
//! It names no other family: the seam above both ([`crate::game`]) routes
//! the events both families share (a seat handed to a bot, a clock running
//! out) here through [`Hosted::control_changed`] and [`Hosted::timed_out`];
//! TEG II games begun since log their own ([`Logged::Teg2ControlChanged`],
//! [`Logged::Teg2TimedOut`]), which name a player by number.

use super::level::Teg2Bot;
use super::publish::{Published, Since};
use super::{Command, Event, Game, Legal, Refusal, Reveal, Teg2Setup, Teg2SetupError, Teg2View};
use crate::color::Color;
use crate::rng::{Seed, hex};
use crate::shared::{ControlCause, Controller, OnTimeout, Secret, Viewer};

/// The payload of [`Logged::Teg2Started`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Teg2Start {
    /// The players' colours, by player index (join order), in games begun
    /// before seats had numbers; empty since (the setup says how many
    /// players there are).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    pub seating: Vec<Color>,
    /// The setup.
    pub setup: Teg2Setup,
    /// The RNG seed for the service's choices.
    pub seed: Secret<Seed>,
    /// `sha256(seed)`, as 64 hex digits.
    #[cfg_attr(feature = "serde", serde(with = "crate::rng::hex32"))]
    #[cfg_attr(feature = "openapi", schema(value_type = String, pattern = "^[0-9a-f]{64}$"))]
    pub commitment: [u8; 32],
}

/// What a TEG II game's log holds of its own, as the service stores it
/// (`type` tags `teg2_started`, `teg2`, `teg2_hidden`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Logged))]
pub enum Logged {
    /// A TEG II game starts (`docs/rules/teg2.md`): who sits where, the
    /// setup, and the seed the service's own choices (bots, defaults) use.
    Teg2Started(Box<Teg2Start>),
    /// A TEG II event: a seat's accepted command, or its pending step's
    /// default (a timeout or a forfeit).
    Teg2 {
        /// The colour of the player who acted, in games begun before seats
        /// had numbers (`null` for a default, and in games since). Always
        /// written, so stored events read back byte for byte.
        #[cfg_attr(feature = "serde", serde(default))]
        by: Option<Color>,
        /// The player who acted: their seat at the service's table (`None`
        /// for a default, and in games begun before seats had numbers).
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        player: Option<u8>,
        /// The event.
        event: Box<Event>,
        /// In a viewer's projection, the reveals this event published by
        /// closing their windows, every participant's together (T2-SEC-3,
        /// T2-CLK-1). Never stored: a stored event has none.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
        published: Vec<Reveal>,
    },
    /// A TEG II reveal as another viewer sees it while the game is on: who
    /// revealed, never what (T2-SEC-3). Never stored.
    Teg2Hidden {
        /// The seat that revealed.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        seat: u8,
        /// `reveal_objective`, `reveal_split` or `reveal_intercept`.
        action: String,
    },
    /// A player's clock ran out (SVC-CLOCK, T2-SEC-5).
    Teg2TimedOut {
        /// The player: their seat at the service's table.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        player: u8,
        /// Steps in a row this player has let time out, this one included.
        in_a_row: u32,
        /// What the clock does about it.
        then: OnTimeout,
    },
    /// Who plays a player's seats changed (SVC-BOTS): a bot took them, or
    /// their person took them back.
    Teg2ControlChanged {
        /// The player: their seat at the service's table.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        player: u8,
        /// Who plays from now on.
        controller: Controller,
        /// Why.
        cause: ControlCause,
    },
}

impl Logged {
    /// A TEG II event as stored: `player`'s (or a default's), publishing
    /// nothing.
    #[must_use]
    pub fn teg2(player: Option<u8>, event: Event) -> Logged {
        Logged::Teg2 { by: None, player, event: Box::new(event), published: Vec::new() }
    }

    /// The start of a game: the seed drives the service's own choices,
    /// never a rule. `seating` names the players' colours only for a
    /// document of a game begun before seats had numbers; else it is empty.
    ///
    /// # Errors
    /// A setup TEG II refuses, a colour seated twice, or a seating of
    /// another size than the setup's.
    pub fn start(
        seating: &[Color],
        setup: &Teg2Setup,
        seed: Seed,
    ) -> Result<Logged, Teg2SetupError> {
        for (i, c) in seating.iter().enumerate() {
            if seating[..i].contains(c) {
                return Err(Teg2SetupError(format!("{c} is seated twice")));
            }
        }
        if !seating.is_empty() && seating.len() != usize::from(setup.players) {
            return Err(Teg2SetupError(format!(
                "{} seats for a setup of {} players",
                seating.len(),
                setup.players
            )));
        }
        super::start(setup)?;
        Ok(Logged::Teg2Started(Box::new(Teg2Start {
            seating: seating.to_vec(),
            setup: setup.clone(),
            seed: Secret::Known(seed),
            commitment: crate::rng::commitment(&seed),
        })))
    }
}

/// A TEG II game at the service's table, built only by folding its log
/// (and snapshotted as JSON, like the editions' games). Its players are
/// numbered `0..players` in joining order: the service's seats.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Hosted {
    /// Colours of a game begun before seats had numbers (empty since).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    seating: Vec<Color>,
    seed: Option<Seed>,
    #[cfg_attr(feature = "serde", serde(with = "crate::rng::hex32"))]
    commitment: [u8; 32],
    seed_revealed: bool,
    /// `None` when the start's setup is one the rules refuse (a damaged
    /// log): such a game folds as one that never began.
    game: Option<Box<Game>>,
    version: u64,
    /// What its moves publish (T2-SEC-3), folded with them, so that a view
    /// of the latest moves needs no log before them. `None` in a game
    /// folded from a snapshot written before it was kept: its views read
    /// the whole log, as all did before.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Derived::is_unknown"))]
    published: Derived,
}

/// What a hosted game derives from its moves beside the rules' state: left
/// out of its equality and its hash, which stay those of the game itself
/// (stored games' hashes are recorded, and replays compare them).
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
struct Derived(Option<Published>);

impl Derived {
    fn is_unknown(&self) -> bool {
        self.0.is_none()
    }
}

impl PartialEq for Derived {
    fn eq(&self, _: &Derived) -> bool {
        true
    }
}

impl Eq for Derived {}

impl std::hash::Hash for Derived {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl Hosted {
    /// The game its start event begins.
    #[must_use]
    pub fn started(start: &Teg2Start) -> Hosted {
        Hosted {
            seating: start.seating.clone(),
            seed: start.seed.known().copied(),
            commitment: start.commitment,
            seed_revealed: false,
            game: Game::new(&start.setup).ok().map(Box::new),
            version: 1,
            published: Derived(Some(Published::from(0))),
        }
    }

    /// Folds one of its own events (a start folds as nothing: a log has one).
    pub fn apply(&mut self, logged: &Logged) {
        self.version += 1;
        match logged {
            Logged::Teg2 { by, player, event, .. } => {
                // T2-SEC-5: a player's own command ends their timeouts in a
                // row (the service's defaults and bots act as nobody).
                let own = player.or_else(|| by.and_then(|c| self.player_of(c)));
                if let Some(game) = self.game.as_deref_mut() {
                    if let Some(p) = own {
                        game.clear_timeouts(p);
                    }
                    match self.published.0.as_mut() {
                        Some(published) => published.step(game, event, self.version),
                        None => game.apply(event),
                    }
                    // The seed is shown once the war is over, as in the
                    // other families.
                    if game.is_over() {
                        self.seed_revealed = true;
                    }
                }
            }
            Logged::Teg2ControlChanged { player, controller, .. } => {
                self.hand(*player, *controller);
            }
            Logged::Teg2TimedOut { player, in_a_row, .. } => self.time(*player, *in_a_row),
            Logged::Teg2Started(_) | Logged::Teg2Hidden { .. } => {}
        }
    }

    /// Folds a seat handed to a bot, or taken back by its person (SVC-BOTS),
    /// as games begun before seats had numbers logged it: by colour.
    pub fn control_changed(&mut self, color: Color, controller: Controller) {
        self.version += 1;
        if let Some(p) = self.player_of(color) {
            self.hand(p, controller);
        }
    }

    /// Folds a clock run out on `color`: `in_a_row` timeouts (T2-SEC-5), as
    /// games begun before seats had numbers logged it.
    pub fn timed_out(&mut self, color: Color, in_a_row: u32) {
        self.version += 1;
        if let Some(p) = self.player_of(color) {
            self.time(p, in_a_row);
        }
    }

    fn hand(&mut self, player: u8, controller: Controller) {
        if let Some(game) = self.game.as_deref_mut() {
            game.set_bot(
                player,
                match controller {
                    Controller::Bot { level } => Some(Teg2Bot::from(level)),
                    Controller::Human => None,
                },
            );
        }
    }

    fn time(&mut self, player: u8, in_a_row: u32) {
        if let Some(game) = self.game.as_deref_mut() {
            game.set_timeouts(player, in_a_row);
        }
    }

    /// Folds an event of the service's that changes nothing here.
    pub fn count(&mut self) {
        self.version += 1;
    }

    /// The rules' game, once begun.
    #[must_use]
    pub fn game(&self) -> Option<&Game> {
        self.game.as_deref()
    }
    /// What the moves after version `since` published, when this state
    /// knows it (see [`Published::since`]).
    #[must_use]
    pub fn published_since(&self, since: u64) -> Option<Since<'_>> {
        self.game.as_ref()?;
        self.published.0.as_ref()?.since(since)
    }
    /// How many players sit (0 for a damaged log).
    #[must_use]
    pub fn players(&self) -> u8 {
        self.game().map_or(0, Game::players)
    }
    /// The players' colours in a game begun before seats had numbers.
    #[must_use]
    pub fn seating(&self) -> &[Color] {
        &self.seating
    }
    /// The player a colour named, in a game begun before seats had numbers.
    #[must_use]
    pub fn player_of(&self, color: Color) -> Option<u8> {
        self.seating.iter().position(|&c| c == color).and_then(|i| u8::try_from(i).ok())
    }
    /// A player's colour, in a game begun before seats had numbers.
    #[must_use]
    pub fn color(&self, player: u8) -> Option<Color> {
        self.seating.get(usize::from(player)).copied()
    }
    /// Events applied.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }
    /// The seed (secret; for the service's own choices and operators).
    #[must_use]
    pub fn seed(&self) -> Option<Seed> {
        self.seed
    }
    /// The seed, once the game is over.
    #[must_use]
    pub fn revealed_seed(&self) -> Option<Seed> {
        self.seed.filter(|_| self.seed_revealed)
    }
    /// `sha256(seed)`.
    #[must_use]
    pub fn commitment(&self) -> [u8; 32] {
        self.commitment
    }
    /// Whether the war is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.game().is_some_and(Game::is_over)
    }
    /// A player's legal actions.
    #[must_use]
    pub fn legal(&self, player: u8) -> Vec<Legal> {
        match self.game() {
            Some(game) if player < self.players() => game.legal(player),
            _ => Vec::new(),
        }
    }
    /// Who plays a player's seats now: the bot an operator or the clock
    /// handed them to, else its person; `None` for a player not seated.
    #[must_use]
    pub fn controller(&self, player: u8) -> Option<Controller> {
        let bot = self.game()?.bot(player)?;
        Some(bot.map_or(Controller::Human, |b| Controller::Bot { level: b.into() }))
    }
    /// Whether a player still plays: seated, not forfeited, the war on.
    #[must_use]
    pub fn in_play(&self, player: u8) -> bool {
        self.game().is_some_and(|game| {
            player < self.players() && !game.is_over() && !game.has_forfeited(player)
        })
    }
    /// Whether the game waits on one of a player's seats.
    #[must_use]
    pub fn waits_on(&self, player: u8) -> bool {
        self.game().is_some_and(|game| !game.is_over() && game.waits_on(player))
    }

    /// The events of `player`'s command.
    ///
    /// # Errors
    /// What the rules refuse, or a player not seated.
    pub fn decide(&self, player: u8, command: &Command) -> Result<Vec<Logged>, Refusal> {
        let not_seated = || Refusal {
            code: "NOT_YOUR_TURN",
            rule: "T2-SEC-1",
            message: format!("seat {player} has no place in this game"),
        };
        let game = self.game().filter(|_| player < self.players()).ok_or_else(not_seated)?;
        let events = game.decide(player, command)?;
        Ok(events.into_iter().map(|e| Logged::teg2(Some(player), e)).collect())
    }

    /// The events of `player` forfeiting, `None` when they are not in play.
    #[must_use]
    pub fn forfeit(&self, player: u8) -> Option<Vec<Logged>> {
        self.forfeit_for(player, crate::shared::ForfeitReason::Kicked)
    }

    /// As [`Hosted::forfeit`], for `reason`.
    #[must_use]
    pub fn forfeit_for(
        &self,
        player: u8,
        reason: crate::shared::ForfeitReason,
    ) -> Option<Vec<Logged>> {
        let forfeit = Event::Forfeited { player, reason: Some(reason) };
        self.in_play(player).then(|| vec![Logged::teg2(None, forfeit)])
    }

    /// The event handing `player`'s seats to `controller`; `None` when they
    /// are theirs already or the player is not in play (SVC-BOTS).
    #[must_use]
    pub fn change_control(
        &self,
        player: u8,
        controller: Controller,
        cause: ControlCause,
    ) -> Option<Logged> {
        (self.in_play(player) && self.controller(player)? != controller)
            .then_some(Logged::Teg2ControlChanged { player, controller, cause })
    }

    /// The defaults every step of a forfeited player takes from here on.
    #[must_use]
    pub fn pass_forfeited(&self) -> Vec<Logged> {
        let Some(game) = self.game() else { return Vec::new() };
        game.pass_forfeited().into_iter().map(|e| Logged::teg2(None, e)).collect()
    }

    /// The command the bot of `bot` playing `player` chooses now, from that
    /// player's view only, its secrets derived from `bot_seed`.
    #[must_use]
    pub fn bot_command(&self, player: u8, bot: Teg2Bot, bot_seed: &Seed) -> Option<Command> {
        let game = self.game().filter(|_| player < self.players())?;
        let seen = super::bot::Seen::of(game, player);
        super::bot::service_command(&seen, bot, bot_seed)
    }

    /// The game as `viewer` (a player by number) sees it.
    #[must_use]
    pub fn view(&self, viewer: Viewer<u8>) -> HostedView {
        let operator = viewer == Viewer::Operator;
        let seed = if operator { self.seed } else { self.revealed_seed() };
        HostedView {
            ruleset: super::RULESET,
            status: if self.is_finished() { "finished" } else { "playing" },
            version: self.version,
            phase: PhaseName { name: super::RULESET },
            seating: self.seating.clone(),
            players: (0..self.players())
                .map(|p| HostedPlayer {
                    seat: p,
                    color: self.color(p),
                    controller: self.controller(p).unwrap_or_default(),
                    in_play: self.in_play(p),
                })
                .collect(),
            seed_commitment: hex(&self.commitment),
            seed: seed.map(|s| s.to_hex()),
            teg2: self.game().map(|g| {
                g.view(match viewer {
                    Viewer::Player(p) => Some(p),
                    // Operators see what spectators see of TEG II's secret
                    // choices (T2-SEC-1): nobody's before its window closes.
                    Viewer::Spectator | Viewer::Operator => None,
                })
            }),
        }
    }
}

/// A player of a hosted TEG II game, as its view lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Player))]
pub struct HostedPlayer {
    /// Their seat at the service's table (the lobby's `seats[].seat`), and
    /// their player number in the view's `teg2` (`seats[].player`).
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub seat: u8,
    /// Their colour, in a game begun before seats had numbers.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub color: Option<Color>,
    /// Who plays their seats now (SVC-BOTS).
    pub controller: Controller,
    /// Whether they still play: not forfeited, the war on.
    pub in_play: bool,
}

/// The name of a hosted TEG II game's phase: always `teg2` (its own steps
/// are in the view's `teg2`), so a client reads `phase.name` in every
/// family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PhaseName {
    /// `teg2`.
    pub name: &'static str,
}

/// A TEG II game as one viewer may see it (`ruleset` is `teg2`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2GameView))]
pub struct HostedView {
    /// `teg2`.
    #[cfg_attr(feature = "openapi", schema(pattern = "^teg2$"))]
    pub ruleset: &'static str,
    /// `playing` or `finished`. Not serialised: the service reports its own
    /// status beside the view.
    #[cfg_attr(feature = "serde", serde(skip))]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub status: &'static str,
    /// Events applied.
    pub version: u64,
    /// `{"name": "teg2"}`.
    pub phase: PhaseName,
    /// The players' colours, by player index, in a game begun before seats
    /// had numbers (left out since).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub seating: Vec<Color>,
    /// The players, by seat.
    pub players: Vec<HostedPlayer>,
    /// `sha256(seed)`, hex.
    pub seed_commitment: String,
    /// The seed, hex, once revealed (operators see it always).
    pub seed: Option<String>,
    /// Boards, levels, tokens, the open combat and commit–reveal window,
    /// scores (`None` only for a damaged log).
    pub teg2: Option<Teg2View>,
}
