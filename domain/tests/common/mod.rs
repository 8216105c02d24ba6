//! Shared helpers for the engine's integration tests: the invariant checker
//! run after every event, and scenario positions built from a few words.
#![allow(
    dead_code,
    unreachable_pub,
    clippy::unwrap_used,
    reason = "each test binary uses a different subset"
)]

pub mod edition;

use domain::board::Board;
use domain::rules::{Command, RuleViolation};
use domain::rules::{
    Event, Game, Pact, PactStatus, PactTerms, Phase, Position, Secret, Viewer, view, view_event,
};
use domain::sim::{Played, RandomPlayer};
use domain::{Color, CountryId, ScriptedDice, Seed, SeededRandomness};

/// The agreement of `legal_actions` with `decide`, probed before each batch
/// of a random game: every listed action of the player to act is accepted
/// (all of them when `exhaustive`, two sampled otherwise), what `decide`
/// refuses of some random commands is never listed and refusing changes
/// nothing, and the other players have only pact commands (R-PCT-1), none
/// at all without pacts.
pub struct LegalProbe {
    pub seed: Seed,
    pub chooser: RandomPlayer,
    pub probe: SeededRandomness,
    pub exhaustive: bool,
    pub pacts: bool,
    /// Random commands for the board, most of them refused.
    pub random_command: fn(&mut SeededRandomness, &'static Board) -> Command,
}

impl LegalProbe {
    /// A probe for the game seeded with `seed`.
    pub fn new(
        seed: Seed,
        exhaustive: bool,
        pacts: bool,
        random_command: fn(&mut SeededRandomness, &'static Board) -> Command,
    ) -> Self {
        LegalProbe {
            seed,
            chooser: RandomPlayer::new(&seed),
            probe: SeededRandomness::for_version(&seed, u64::MAX - 1),
            exhaustive,
            pacts,
            random_command,
        }
    }

    /// Checks the state before a batch.
    pub fn check(&mut self, before: &Game) {
        let Some(actor) = before.current_player() else { return };
        let legal = before.legal_actions(actor);
        assert!(!legal.is_empty(), "the player to act always has a legal action");
        let mut dice = SeededRandomness::for_version(&self.seed, before.version());
        let sample: Vec<&Command> = if self.exhaustive {
            legal.iter().collect()
        } else {
            (0..2).filter_map(|_| self.chooser.choose(before, &legal)).collect()
        };
        for cmd in sample {
            if let Err(v) = before.decide(actor, cmd, &mut dice) {
                panic!("legal action {cmd:?} refused: {v:?} ({})", v.rule());
            }
        }
        let hash = before.state_hash();
        for _ in 0..3 {
            let cmd = (self.random_command)(&mut self.probe, before.board());
            if before.decide(actor, &cmd, &mut dice).is_err() {
                assert!(!legal.contains(&cmd), "{cmd:?} listed but refused");
            }
        }
        assert_eq!(before.state_hash(), hash);
        for other in before.players().iter().map(|p| p.color).filter(|&c| c != actor) {
            let theirs = before.legal_actions(other);
            assert!(theirs.iter().all(Command::is_pact), "{other} may act out of turn");
            assert!(self.pacts || theirs.is_empty());
        }
    }
}

/// Running totals kept from the events alone, to check the state against.
#[derive(Debug, Default, Clone)]
pub struct Ledger {
    pub armies: i64,
    pub missiles: i64,
    /// Players who inherited cards (R-ELM-1) may hold more than 5.
    pub inherited: Vec<Color>,
}

impl Ledger {
    /// Accounts one event (R-INC, R-ATK-4, R-MIS-1/2/6, R-CRD-2).
    pub fn account(&mut self, e: &Event) {
        match e {
            Event::CountriesDealt { owners } => self.armies += i64::try_from(owners.len()).unwrap(),
            Event::PositionLoaded { position } => {
                for c in &position.countries {
                    let co = c.co.map_or((0, 0), |s| (s.armies, s.missiles));
                    self.armies += i64::from(c.armies + co.0);
                    self.missiles += i64::from(c.missiles + co.1);
                }
            }
            Event::ArmiesPlaced { armies, .. } | Event::CardBonus { armies, .. } => {
                self.armies += i64::from(*armies);
            }
            Event::MissileBought { .. } => self.missiles += 1,
            Event::MissileConverted { .. } => {
                self.armies -= 6;
                self.missiles += 1;
            }
            Event::AttackResolved { attacker_losses, defender_losses, .. } => {
                self.armies -= i64::from(attacker_losses + defender_losses);
            }
            Event::MissileFired { damage, .. } | Event::MissileFiredAt { damage, .. } => {
                self.armies -= i64::from(*damage);
                self.missiles -= 1;
            }
            Event::PlayerEliminated { by, .. } => self.inherited.push(*by),
            _ => {}
        }
    }
}

/// Checks every invariant that must hold after each event.
pub fn check_state(g: &Game, ledger: &Ledger) {
    let board = g.board();
    if g.countries().is_empty() {
        return;
    }
    // Every country owned by a player still in the game, with at least one army.
    let mut armies = 0i64;
    let mut missiles = 0i64;
    for (i, c) in g.countries().iter().enumerate() {
        // Two stakes only in a condominium, of two colours in the game (R-PCT-11).
        for stake in std::iter::once(c.main).chain(c.co) {
            assert!(stake.armies >= 1, "country #{i} has a stake with no army at {}", g.version());
            assert!(g.is_alive(stake.owner), "country #{i} held by eliminated {}", stake.owner);
            armies += i64::from(stake.armies);
            missiles += i64::from(stake.missiles);
        }
        if let Some(co) = c.co {
            assert!(g.options().pacts, "condominiums only with pacts on");
            assert_ne!(co.owner, c.main.owner, "country #{i}: a condominium of one colour");
            assert!(!g.is_blockaded(g.board().country_at(i).unwrap()), "R-BLK: never blockaded");
        }
    }
    assert_eq!(armies, ledger.armies, "armies ledger at version {}", g.version());
    assert_eq!(missiles, ledger.missiles, "missiles ledger at version {}", g.version());
    // Ownership masks agree with the countries: a condominium counts for
    // neither owner's own countries (R-PCT-11).
    for p in g.players() {
        let (mut alone, mut shared) = (0u128, 0u128);
        for (i, c) in g.countries().iter().enumerate() {
            let bit = 1u128 << i;
            match c.co {
                None if c.main.owner == p.color => alone |= bit,
                Some(co) if c.main.owner == p.color || co.owner == p.color => shared |= bit,
                _ => {}
            }
        }
        assert_eq!(g.owned_mask(p.color), alone, "{} countries", p.color);
        assert_eq!(g.shared_mask(p.color), shared, "{} condominiums", p.color);
        if p.eliminated {
            assert_eq!(alone | shared, 0);
            assert!(p.hand.is_empty());
        }
    }
    // The out-of-turn steps of an aggression pact name its allies (R-PCT-10).
    if let Phase::Aggression { turn, pact, actor } = g.phase() {
        let p = g.pacts().iter().find(|p| p.id == *pact).expect("the running aggression");
        assert!(matches!(p.terms, PactTerms::Aggression { leader, .. } if leader == *turn));
        assert!(p.binds(*actor), "{actor} rolls in an aggression not theirs");
    }
    // Cards: every country card is in exactly one place; hands within R-EXC-5.
    let mut seen = 0u128;
    let mut count = g.pile_len();
    for c in g.pile_contents() {
        assert_eq!(seen & c.bit(), 0);
        seen |= c.bit();
    }
    for p in g.players() {
        count += p.hand.len();
        for h in &p.hand {
            assert_eq!(seen & h.country.bit(), 0, "card {:?} twice", h.country);
            seen |= h.country.bit();
        }
        assert!(
            p.hand.len() <= 5 || ledger.inherited.contains(&p.color),
            "{} holds {} cards",
            p.color,
            p.hand.len()
        );
    }
    assert_eq!(count, board.len());
    assert_eq!(seen, board.all_mask());
    // An unfinished game has somebody to act and no winner yet (R-OBJ-6).
    if g.is_finished() {
        assert_eq!(*g.phase(), Phase::Finished);
    } else if let Some(actor) = g.current_player() {
        assert!(g.is_alive(actor), "{actor} must act but is out");
    } else {
        // Only between the deal and the first placement, inside one batch.
        assert_eq!(*g.phase(), Phase::NotStarted);
    }
}

/// Checks what holds once a whole batch (one command's events) is applied.
pub fn check_batch_end(g: &Game) {
    let board = g.board();
    // Pacts (R-PCT-1..5): between two distinct players in play, one open
    // pact per number, and a country pact's countries still held by its
    // parties (R-PCT-5 ends it otherwise).
    let mut numbers: Vec<u32> = g.pacts().iter().map(|p| p.id).collect();
    numbers.dedup();
    assert_eq!(numbers.len(), g.pacts().len(), "pact numbers are unique");
    for p in g.pacts() {
        assert!(g.options().pacts, "pacts only when the option is on");
        assert!(p.by != p.to && g.is_contending(p.by) && g.is_contending(p.to), "{p:?}");
        // R-PCT-11: a condominium pact binds exactly the two owners.
        if let PactTerms::Condominium { country } = p.terms {
            let here = g.country(country);
            assert!(here.co.is_some_and(|co| p.between(here.main.owner, co.owner)), "{p:?}");
        }
        if let PactTerms::Country { own, theirs } = p.terms {
            assert_eq!(g.country(own).main.owner, p.by, "{p:?} outlived its country");
            assert_eq!(g.country(theirs).main.owner, p.to, "{p:?} outlived its country");
        }
        if let PactStatus::Breaking { by, .. } = p.status {
            assert!(p.binds(by), "{p:?} broken by a third colour");
        }
        // R-PCT-7: a binding zone is one party's and keeps exactly one army.
        if let PactTerms::Zone { country } = p.terms
            && p.is_binding()
        {
            let here = g.country(country).main;
            assert!(p.binds(here.owner), "{p:?} held by a third colour");
            assert_eq!((here.armies, here.missiles), (1, 0), "{p:?} was reinforced");
        }
    }
    // Continent cards: the holder holds the continent (R-CRD-3).
    for k in board.continent_ids() {
        if let Some(h) = g.continent_card_holder(k) {
            let mask = board.continent(k).mask;
            assert_eq!(g.owned_mask(h) & mask, mask, "continent card kept without the continent");
        }
    }
}

/// Checks that no viewer's projection of `g` or `events` holds another
/// player's secrets (R-SET-2, R-EXC-6).
pub fn check_views(g: &Game, events: &[Event]) {
    let colors: Vec<Color> = g.players().iter().map(|p| p.color).collect();
    let finished = g.is_finished();
    for viewer in colors.iter().map(|&c| Viewer::Player(c)).chain([Viewer::Spectator]) {
        let v = view(g, viewer);
        assert!(v.secrets.is_none() && v.pile.is_none(), "only operators see every secret");
        assert_eq!(
            v.seed.is_some(),
            finished && g.revealed_seed().is_some(),
            "the seed only once revealed"
        );
        match viewer {
            Viewer::Player(c) => assert_eq!(v.you.as_ref().map(|y| y.color), Some(c)),
            _ => assert!(v.you.is_none()),
        }
        for e in events {
            let seen = view_event(e, viewer);
            let own = |c: &Color| viewer == Viewer::Player(*c);
            match &seen {
                Event::GameStarted(start) => assert_eq!(start.seed, Secret::Redacted),
                Event::ObjectiveDealt { player, objectives } => {
                    assert_eq!(objectives.known().is_some(), own(player), "objectives of {player}");
                }
                Event::CardDrawn { player, card } => {
                    assert_eq!(card.known().is_some(), own(player));
                }
                Event::PlayerEliminated { by, cards, .. } => {
                    assert_eq!(cards.known().is_some(), own(by));
                }
                Event::ZoneDutyFailed { player, card: Some(card), .. } => {
                    assert_eq!(card.known().is_some(), own(player), "the lost card is secret");
                }
                Event::PositionLoaded { position } => {
                    assert_eq!(position.seed, Secret::Redacted);
                    assert_eq!(position.pile, Secret::Redacted);
                    for p in &position.players {
                        assert_eq!(p.hand.known().is_some(), own(&p.color));
                        assert_eq!(p.objectives.known().is_some(), own(&p.color));
                    }
                }
                _ => assert_eq!(&seen, e, "public events are shown as they are"),
            }
        }
    }
    let op = view(g, Viewer::Operator);
    assert_eq!(op.secrets.map(|s| s.len()), Some(colors.len()));
}

/// The seed of game `game` of a random series: the player count and the
/// game's number, then `tag` to keep one series' seeds apart from another's.
pub fn series_seed(players: usize, game: u32, tag: u8) -> Seed {
    let mut s = [0u8; 32];
    s[0] = u8::try_from(players).expect("few players");
    s[1..5].copy_from_slice(&game.to_le_bytes());
    s[5] = tag;
    Seed(s)
}

/// A random game rebuilt batch by batch beside the driver that plays it,
/// so that every invariant is checked on the way and not only at the end.
#[derive(Debug, Default)]
pub struct Follower {
    pub live: Game,
    pub ledger: Ledger,
}

impl Follower {
    /// Applies one batch: the state is checked after each event and once
    /// the batch is whole, the views when `views` (they are slow), and a
    /// game that is not over has no winner yet (R-OBJ-6 is checked at once).
    pub fn follow(&mut self, batch: &[Event], views: bool) {
        for e in batch {
            self.ledger.account(e);
            self.live.apply(e);
            check_state(&self.live, &self.ledger);
        }
        check_batch_end(&self.live);
        if views {
            check_views(&self.live, batch);
        }
        if !self.live.is_finished() {
            assert_eq!(self.live.winner_now(), None, "a victory went unnoticed");
        }
    }

    /// Folding the whole log reproduces the live state and its hash.
    pub fn check_replay(&self, played: &Played) {
        let replayed = Game::replay(&played.events);
        assert_eq!(replayed, played.game);
        assert_eq!(replayed.state_hash(), self.live.state_hash());
        assert_eq!(replayed, self.live);
    }
}

/// Exports `g`'s position and checks that it reloads to the same one; the
/// position, for the caller's own checks.
pub fn check_reload(g: &Game) -> Position {
    let pos = g.position();
    let reloaded = Game::replay(&Game::from_position(&pos).expect("an exported position is valid"));
    assert_eq!(reloaded.position(), pos);
    pos
}

/// A country by slug.
/// Country `n` of `board`, or past its end another board's: the ids a
/// game can be handed that are not its own.
pub fn any_country(board: &'static Board, n: u32) -> CountryId {
    let n = usize::try_from(n).expect("small");
    board.country_at(n).unwrap_or_else(|| {
        let other =
            if std::ptr::eq(board, Board::junior()) { Board::revancha() } else { Board::junior() };
        other.country_at(n % other.len()).expect("in range")
    })
}

pub fn c(slug: &str) -> CountryId {
    Board::revancha().country_by_slug(slug).unwrap_or_else(|| panic!("no country {slug}"))
}

/// Plays events from a list and returns the state.
pub fn state_of(events: &[Event]) -> Game {
    Game::replay(events)
}

/// A scenario position: `players` seated in that order; every country
/// belongs to the first player with 1 army unless changed; first player to
/// act in the attack phase of round 2; classic combat; all cards in the pile.
pub fn scenario(players: &[Color]) -> Position {
    let board = Board::revancha();
    let mut events = domain::start(
        &domain::GameSetup { players: players.to_vec(), options: domain::Options::default() },
        domain::Seed([5; 32]),
    )
    .expect("setup");
    let g = Game::replay(&events);
    events.clear();
    let mut p = g.position();
    p.seating = players.to_vec();
    let mut ordered = Vec::new();
    for &color in players {
        ordered.push(p.players.iter().find(|x| x.color == color).cloned().expect("seated"));
    }
    p.players = ordered;
    for pl in &mut p.players {
        // Large occupation objectives keep scenarios from ending by accident:
        // 35 countries, or (small games, R-SMALL-1) Europe + South America,
        // with Asia + Central America as the second one of two players.
        let card = |card| domain::rules::Objective { card, target: None };
        pl.objectives = Secret::Known(match players.len() {
            2 => vec![card(2), card(4)],
            3 => vec![card(2)],
            _ => vec![card(12)],
        });
    }
    for (i, country) in p.countries.iter_mut().enumerate() {
        country.owner = players[i % players.len()];
        country.armies = 1;
        country.missiles = 0;
    }
    p.pile = Secret::Known(board.country_ids().collect());
    p.phase = Phase::Attack { player: players[0] };
    p.round = 2;
    p.round_order = players.to_vec();
    p.situation = Some(domain::rules::Situation::ClassicCombat);
    p.first_player = Some(players[0]);
    p
}

/// Sets a country's owner and armies in a scenario.
pub fn put(p: &mut Position, slug: &str, owner: Color, armies: u32) {
    let i = c(slug).index();
    p.countries[i].owner = owner;
    p.countries[i].armies = armies;
}

/// Sets several countries at once, as `"argentina white 6, chile black 3"`:
/// each country's slug, its owner's colour and its armies, read as a
/// position is described in the rulebook's examples.
pub fn hold(p: &mut Position, holdings: &str) {
    for holding in holdings.split(',') {
        let words: Vec<&str> = holding.split_whitespace().collect();
        let [slug, colour, armies] = words[..] else {
            panic!("not `country colour armies`: {holding}")
        };
        let owner = Color::parse(colour).unwrap_or_else(|| panic!("no colour {colour}"));
        put(p, slug, owner, armies.parse().unwrap_or_else(|_| panic!("not armies: {armies}")));
    }
}

/// Loads a scenario as a game.
pub fn load(p: &Position) -> Game {
    Game::replay(&Game::from_position(p).unwrap_or_else(|e| panic!("{e}")))
}

/// A game under test, with the event ledger the invariant checker needs.
pub struct Table {
    pub game: Game,
    pub ledger: Ledger,
}

impl Table {
    pub fn new(pos: &Position) -> Self {
        let events = Game::from_position(pos).unwrap_or_else(|e| panic!("{e}"));
        let mut t = Table { game: Game::new(), ledger: Ledger::default() };
        for e in &events {
            t.game.apply(e);
            t.ledger.account(e);
        }
        t
    }

    /// Decides and applies a command that must be accepted.
    pub fn play(&mut self, actor: Color, cmd: &Command, dice: &[u32]) -> Vec<Event> {
        let events = self
            .game
            .decide(actor, cmd, &mut ScriptedDice::new(dice.iter().copied()))
            .unwrap_or_else(|e| {
                let why = e.explained(self.game.board());
                panic!("{cmd:?} refused: {} ({}): {why}", e.code(), e.rule())
            });
        for e in &events {
            self.game.apply(e);
            self.ledger.account(e);
            check_state(&self.game, &self.ledger);
        }
        check_batch_end(&self.game);
        events
    }

    /// A command that must be refused; the state is untouched.
    pub fn refuse(&self, actor: Color, cmd: &Command) -> RuleViolation {
        let before = self.game.clone();
        match self.game.decide(actor, cmd, &mut ScriptedDice::new([6, 6, 6, 6, 1, 1, 1, 1])) {
            Ok(events) => panic!("{cmd:?} should be refused, got {events:?}"),
            Err(err) => {
                assert_eq!(self.game, before, "a refusal changes nothing");
                err
            }
        }
    }

    /// The code of the refusal of a command.
    pub fn code(&self, actor: Color, cmd: &Command) -> &'static str {
        self.refuse(actor, cmd).code()
    }

    pub fn armies(&self, slug: &str) -> u32 {
        self.game.country(c(slug)).main.armies
    }

    pub fn missiles(&self, slug: &str) -> u32 {
        self.game.country(c(slug)).main.missiles
    }

    pub fn owner(&self, slug: &str) -> Color {
        self.game.country(c(slug)).main.owner
    }

    pub fn blockaded(&self, slug: &str) -> bool {
        self.game.is_blockaded(c(slug))
    }

    pub fn legal(&self, actor: Color) -> Vec<Command> {
        self.game.legal_actions(actor)
    }
}

pub fn attack(from: &str, to: &str) -> Command {
    Command::Attack { from: c(from), to: c(to) }
}

pub fn fire(from: &str, to: &str) -> Command {
    Command::FireMissile { from: c(from), to: c(to) }
}

/// Moves armies only, no missiles.
pub fn regroup(from: &str, to: &str, armies: u32) -> Command {
    Command::Regroup { from: c(from), to: c(to), armies, missiles: 0 }
}

/// A [`scenario`] with the pacts option on and no situation cards.
pub fn pacts_on(players: &[Color]) -> Position {
    let mut p = scenario(players);
    p.options.pacts = true;
    p.options.situation_cards = false;
    p.situation = None;
    p
}

/// `by` proposes, `to` accepts (whoever's turn it is): the pact's number.
pub fn agree(t: &mut Table, by: Color, to: Color, terms: PactTerms) -> u32 {
    let events = t.play(by, &Command::ProposePact { to, terms }, &[]);
    let Some(Event::PactProposed { pact, .. }) = events.first() else {
        panic!("no proposal in {events:?}")
    };
    t.play(to, &Command::AcceptPact { pact: *pact }, &[]);
    *pact
}

/// The pact numbered `id`, if still in the game.
pub fn the_pact(t: &Table, id: u32) -> Option<Pact> {
    t.game.pacts().iter().find(|p| p.id == id).copied()
}

/// Puts a country card in a player's hand (taken out of the pile).
pub fn give_card(p: &mut Position, color: Color, slug: &str, bonus_used: bool) {
    let card = c(slug);
    if let Secret::Known(pile) = &mut p.pile {
        pile.retain(|&x| x != card);
    }
    let pl = p.players.iter_mut().find(|x| x.color == color).expect("seated");
    let Secret::Known(hand) = &mut pl.hand else { panic!("hand redacted") };
    hand.push((card, bonus_used));
    pl.hand_size = u32::try_from(hand.len()).expect("a small hand");
}
