//! Helpers for the rule tests of one edition (classic, Junior): positions,
//! countries and commands on that edition's board, named by slug through an
//! [`Edition`], and the edition-free steps that drive a game through
//! `decide`/`apply` and read its events.

use domain::rules::{
    Command, Event, Game, GameSetup, Incorporation, Objective, Phase, Position, PositionPlayer,
    RuleViolation, Secret, WinReason, start_edition,
};
use domain::{
    Board, Color, ContinentId, CountryId, Options, Ruleset, RulesetId, ScriptedDice, Seed,
};

/// A change a table makes to the edition's options.
pub type OptionChange = fn(&mut Options);

/// The edition a test file plays: its board names the slugs the helpers
/// take, its ruleset starts the games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edition(pub RulesetId);

impl Edition {
    /// The edition's values.
    pub fn ruleset(self) -> &'static Ruleset {
        self.0.ruleset()
    }

    /// The edition's board.
    pub fn board(self) -> &'static Board {
        self.ruleset().board
    }

    /// A country of the edition's board by slug.
    pub fn c(self, slug: &str) -> CountryId {
        self.board().country_by_slug(slug).unwrap_or_else(|| panic!("no {} country {slug}", self.0))
    }

    /// A continent of the edition's board by slug.
    pub fn continent(self, slug: &str) -> ContinentId {
        self.board()
            .continent_by_slug(slug)
            .unwrap_or_else(|| panic!("no {} continent {slug}", self.0))
    }

    /// The slug of a country of the edition's board.
    pub fn slug_of(self, id: CountryId) -> &'static str {
        self.board().country(id).slug.as_str()
    }

    /// The slugs of a continent's countries, in board order.
    pub fn continent_slugs(self, slug: &str) -> Vec<&'static str> {
        let countries = &self.board().continent(self.continent(slug)).countries;
        countries.iter().map(|&id| self.slug_of(id)).collect()
    }

    /// `n` countries spread over the continents: the first of each
    /// continent, then the second of each, and so on (in board order), so
    /// that none is held whole while few are taken.
    pub fn scattered(self, n: usize) -> Vec<&'static str> {
        let continents = &self.board().continents;
        let longest = continents.iter().map(|k| k.countries.len()).max().unwrap_or(0);
        (0..longest)
            .flat_map(|i| continents.iter().filter_map(move |k| k.countries.get(i)))
            .take(n)
            .map(|&id| self.slug_of(id))
            .collect()
    }

    /// The countries named, as a mask.
    pub fn mask(self, slugs: &[&str]) -> u128 {
        slugs.iter().fold(0, |m, s| m | self.c(s).bit())
    }

    /// `players` at a table with the edition's default options.
    pub fn setup(self, players: &[Color]) -> GameSetup {
        GameSetup { players: players.to_vec(), options: self.ruleset().default_options() }
    }

    /// A game of the edition started with `seed`: its events and the game
    /// they build.
    pub fn new_game(self, players: &[Color], seed: u8) -> (Vec<Event>, Game) {
        let events = start_edition(self.0, &self.setup(players), Seed([seed; 32]))
            .unwrap_or_else(|e| panic!("a valid {} setup: {e:?}", self.0));
        let game = Game::replay(&events);
        (events, game)
    }

    /// A position of the edition: `players` seated in that order, the
    /// countries dealt round the table with one army each, every card in the
    /// pile, nobody holding a card or a secret objective, the first player
    /// attacking in round 2.
    pub fn table(self, players: &[Color]) -> Position {
        let (_, game) = self.new_game(players, 5);
        let mut p = game.position();
        p.players = players
            .iter()
            .map(|&color| {
                let mut pl = p.players.iter().find(|x| x.color == color).cloned().expect("seated");
                pl.objectives = Secret::Known(vec![]);
                pl.hand = Secret::Known(vec![]);
                pl.hand_size = 0;
                pl
            })
            .collect();
        p.seating = players.to_vec();
        for (i, country) in p.countries.iter_mut().enumerate() {
            country.owner = players[i % players.len()];
            country.armies = 1;
        }
        p.pile = Secret::Known(self.board().country_ids().collect());
        p.pile_bottom.clear();
        p.phase = Phase::Attack { player: players[0] };
        p.round = 2;
        p.round_order = players.to_vec();
        p.first_player = Some(players[0]);
        p
    }

    /// Sets a country's owner and armies in a position.
    pub fn put(self, p: &mut Position, slug: &str, owner: Color, armies: u32) {
        let country = &mut p.countries[self.c(slug).index()];
        country.owner = owner;
        country.armies = armies;
    }

    /// Gives `holder` `home` (10 armies) and the first `more` other
    /// countries in board order, leaving out `spare`; the rest go round
    /// `others`. Every other country keeps one army.
    pub fn share_map(
        self,
        p: &mut Position,
        holder: Color,
        home: &str,
        more: usize,
        spare: &[&str],
        others: &[Color],
    ) {
        let home = self.c(home).index();
        let kept: Vec<usize> = spare.iter().map(|s| self.c(s).index()).collect();
        let (mut given, mut dealt) = (0, 0);
        for (i, country) in p.countries.iter_mut().enumerate() {
            country.armies = 1;
            if i == home {
                country.owner = holder;
            } else if given < more && !kept.contains(&i) {
                country.owner = holder;
                given += 1;
            } else {
                country.owner = others[dealt % others.len()];
                dealt += 1;
            }
        }
        assert_eq!(given, more, "enough countries for {holder}");
        p.countries[home].armies = 10;
    }

    /// Puts the named cards in `color`'s hand (taken out of the pile), their
    /// bonus not yet collected.
    pub fn deal_cards(self, p: &mut Position, color: Color, slugs: &[&str]) {
        let cards: Vec<CountryId> = slugs.iter().map(|s| self.c(s)).collect();
        if let Secret::Known(pile) = &mut p.pile {
            pile.retain(|x| !cards.contains(x));
        }
        let pl = player_mut(p, color);
        pl.hand = Secret::Known(cards.iter().map(|&x| (x, false)).collect());
        pl.hand_size = u32::try_from(cards.len()).expect("a small hand");
    }

    /// `player`'s incorporation with `free` armies and no continent bonus.
    pub fn incorporation(self, player: Color, free: u32) -> Phase {
        Phase::Incorporation { player, free, continent: vec![0; self.board().continents.len()] }
    }

    /// The slugs of the continents an incorporation pays a bonus for, with
    /// the bonus.
    pub fn bonuses(self, inc: &Incorporation) -> Vec<(String, u32)> {
        let board = self.board();
        inc.for_continents.iter().map(|(k, n)| (board.continent(*k).slug.clone(), *n)).collect()
    }

    /// Places `armies` on a country.
    pub fn place(self, slug: &str, armies: u32) -> Command {
        Command::Place { country: self.c(slug), armies }
    }

    /// Attacks `to` from `from`.
    pub fn attack(self, from: &str, to: &str) -> Command {
        Command::Attack { from: self.c(from), to: self.c(to) }
    }

    /// Moves `armies` (no missiles) from `from` to `to`.
    pub fn regroup(self, from: &str, to: &str, armies: u32) -> Command {
        Command::Regroup { from: self.c(from), to: self.c(to), armies, missiles: 0 }
    }

    /// Exchanges the named cards, asking for no continent card.
    pub fn exchange(self, slugs: &[&str]) -> Command {
        Command::Exchange { cards: slugs.iter().map(|s| self.c(s)).collect(), continents: vec![] }
    }

    /// Of an incorporation that owes armies to a continent elsewhere, `who`
    /// may place at most `max` on `slug`: one more is refused, `max` are
    /// placed, and after them `next` takes none, the rest being owed to the
    /// other continent.
    pub fn place_at_most(self, g: &mut Game, who: Color, slug: &str, max: u32, next: &str) {
        let e = refusal(g, who, &self.place(slug, max + 1));
        let capped = matches!(e, RuleViolation::QuantityOutOfRange { max: m, .. } if m == max);
        assert!(capped || matches!(e, RuleViolation::ContinentArmiesElsewhere { .. }), "{e:?}");
        play(g, who, &self.place(slug, max), &[]);
        assert_eq!(refusal(g, who, &self.place(next, 1)).code(), "CONTINENT_ARMIES_ELSEWHERE");
    }

    /// Takes a one-army country with three sixes against a one, moving no
    /// extra army in.
    pub fn conquer(self, g: &mut Game, who: Color, from: &str, to: &str) -> Vec<Event> {
        let mut events = play(g, who, &self.attack(from, to), &[6, 6, 6, 1]);
        assert!(
            events.iter().any(|e| matches!(e, Event::AttackResolved { conquered: true, .. })),
            "{from} should have taken {to}: {events:?}"
        );
        if matches!(g.phase(), Phase::MoveIn { .. }) {
            events.extend(play(g, who, &Command::MoveIn { armies: 0 }, &[]));
        }
        events
    }
}

/// A seated player of a position.
pub fn player_mut(p: &mut Position, color: Color) -> &mut PositionPlayer {
    p.players.iter_mut().find(|x| x.color == color).expect("a seated colour")
}

/// Loads a scenario, which nobody has won yet.
pub fn load(p: &Position) -> Game {
    let g = Game::replay(&Game::from_position(p).unwrap_or_else(|e| panic!("{e}")));
    assert_eq!(g.winner_now(), None, "the scenario is already won");
    g
}

/// Decides `command` for `who` with scripted dice and applies its events.
pub fn play(g: &mut Game, who: Color, command: &Command, dice: &[u32]) -> Vec<Event> {
    let events =
        g.decide(who, command, &mut ScriptedDice::new(dice.iter().copied())).unwrap_or_else(|e| {
            panic!("{who} {command:?} was refused: {} ({})", e.explained(g.board()), e.code())
        });
    for e in &events {
        g.apply(e);
    }
    events
}

/// The refusal of `command`; the state is untouched.
pub fn refusal(g: &Game, who: Color, command: &Command) -> RuleViolation {
    let before = g.clone();
    match g.decide(who, command, &mut ScriptedDice::new([6, 6, 6, 1, 1, 1])) {
        Ok(events) => panic!("{who} {command:?} was accepted: {events:?}"),
        Err(e) => {
            assert_eq!(*g, before, "a refusal changes nothing");
            e
        }
    }
}

/// The winner among `events`, and how they won.
pub fn won(events: &[Event]) -> Option<(Color, WinReason)> {
    events.iter().find_map(|e| match e {
        Event::GameWon { winner, reason } => Some((*winner, *reason)),
        _ => None,
    })
}

/// The rounds started among `events`, each with its order of play.
pub fn rounds_started(events: &[Event]) -> Vec<(u32, Vec<Color>)> {
    events
        .iter()
        .filter_map(|e| {
            let Event::RoundStarted { round, order } = e else { return None };
            Some((*round, order.clone()))
        })
        .collect()
}

/// The secret objectives dealt among `events` (as the operator sees them),
/// with the player each was dealt to.
pub fn objectives_dealt(events: &[Event]) -> Vec<(Color, Vec<Objective>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ObjectiveDealt { player, objectives: Secret::Known(os) } => {
                Some((*player, os.clone()))
            }
            _ => None,
        })
        .collect()
}

/// The countries `color` holds, in board order.
pub fn owned_by(g: &Game, color: Color) -> Vec<CountryId> {
    g.board().country_ids().filter(|&id| g.country(id).main.owner == color).collect()
}

/// Loads `p`, where `ending` is on turn, ends that turn, and returns the
/// incorporation `next`'s turn starts with, and the game.
pub fn turn_passed_to(p: &Position, ending: Color, next: Color) -> (Incorporation, Game) {
    let mut g = load(p);
    let events = play(&mut g, ending, &Command::EndTurn, &[0]);
    (incorporation_of(&events, next), g)
}

/// How many dice each side rolled in the battle `events` open with.
pub fn dice_counts(events: &[Event]) -> (usize, usize) {
    let (attacker, defender, ..) = battle(events);
    (attacker.len(), defender.len())
}

/// The battle `events` open with: each side's dice, highest first as they
/// were paired, and the armies each side lost (attacker first).
pub fn battle(events: &[Event]) -> (Vec<u8>, Vec<u8>, u32, u32) {
    match events.first() {
        Some(Event::AttackResolved {
            attacker_dice,
            defender_dice,
            attacker_losses,
            defender_losses,
            ..
        }) => (
            attacker_dice.as_slice().to_vec(),
            defender_dice.as_slice().to_vec(),
            *attacker_losses,
            *defender_losses,
        ),
        other => panic!("no battle: {other:?}"),
    }
}

/// The seating order from the first player.
pub fn order_from_first(g: &Game) -> Vec<Color> {
    let first = g.first_player().expect("a first player");
    let seats = g.seating();
    let i = seats.iter().position(|&x| x == first).expect("seated");
    seats[i..].iter().chain(&seats[..i]).copied().collect()
}

/// The incorporation `player`'s turn starts with, among `events`.
pub fn incorporation_of(events: &[Event], player: Color) -> Incorporation {
    events
        .iter()
        .find_map(|e| match e {
            Event::TurnStarted { player: p, incorporation } if *p == player => {
                incorporation.clone()
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("{player}'s turn starts with an incorporation: {events:?}"))
}
