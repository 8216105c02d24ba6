//! Bad input never panics: arbitrary commands (unknown countries, wrong
//! phase, wrong player, absurd quantities, bogus exchanges and pacts) are fed to
//! `decide` in random mid-game states. A refusal is a `RuleViolation` with a
//! stable code and changes nothing; an acceptance keeps every invariant.

use crate::common;

use common::{Ledger, check_batch_end, check_state};
use domain::rules::{Command, Game, PactTerms};
use domain::sim::RandomPlayer;
use domain::{Board, Color, ContinentId, CountryId, GameSetup, Options, Seed, SeededRandomness};
use proptest::prelude::*;

fn country() -> impl Strategy<Value = CountryId> {
    // Mostly real countries, sometimes another board's (the only ids a game
    // can be handed that are not its own: ids come from boards).
    let on = |board: &'static Board| {
        move |i: usize| board.country_at(i % board.len()).expect("in range")
    };
    prop_oneof![
        9 => (0usize..72).prop_map(on(Board::revancha())),
        1 => (0usize..50).prop_map(on(Board::classic())),
        1 => (0usize..32).prop_map(on(Board::junior())),
    ]
}

fn continent() -> impl Strategy<Value = ContinentId> {
    let on = |board: &'static Board| {
        move |i: usize| board.continent_at(i % board.continents.len()).expect("in range")
    };
    prop_oneof![8 => (0usize..7).prop_map(on(Board::revancha())), 1 => (0usize..6).prop_map(on(Board::junior()))]
}

fn quantity() -> impl Strategy<Value = u32> {
    prop_oneof![8 => 0u32..8, 1 => any::<u32>()]
}

fn command() -> impl Strategy<Value = Command> {
    prop_oneof![
        (country(), quantity()).prop_map(|(country, armies)| Command::Place { country, armies }),
        country().prop_map(|country| Command::BuyMissile { country }),
        country().prop_map(|country| Command::ConvertMissile { country }),
        (proptest::collection::vec(country(), 0..5), proptest::collection::vec(continent(), 0..3))
            .prop_map(|(cards, continents)| Command::Exchange { cards, continents }),
        (country(), country()).prop_map(|(from, to)| Command::Attack { from, to }),
        (country(), country()).prop_map(|(from, to)| Command::FireMissile { from, to }),
        quantity().prop_map(|armies| Command::MoveIn { armies }),
        (country(), country(), quantity(), quantity()).prop_map(|(from, to, armies, missiles)| {
            Command::Regroup { from, to, armies, missiles }
        }),
        Just(Command::EndTurn),
        (0usize..7, pact_terms())
            .prop_map(|(to, terms)| Command::ProposePact { to: Color::ALL[to % 6], terms }),
        pact_number().prop_map(|pact| Command::AcceptPact { pact }),
        pact_number().prop_map(|pact| Command::RefusePact { pact }),
        pact_number().prop_map(|pact| Command::WithdrawPact { pact }),
        pact_number().prop_map(|pact| Command::BreakPact { pact }),
    ]
}

fn pact_number() -> impl Strategy<Value = u32> {
    prop_oneof![8 => 0u32..6, 1 => any::<u32>()]
}

fn pact_terms() -> impl Strategy<Value = PactTerms> {
    prop_oneof![
        (country(), country()).prop_map(|(own, theirs)| PactTerms::Country { own, theirs }),
        continent().prop_map(|continent| PactTerms::Continent { continent }),
        (continent(), continent())
            .prop_map(|(a, b)| PactTerms::ContinentBorder { continents: [a, b] }),
        Just(PactTerms::World),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_commands_never_panic_and_refusals_change_nothing(
        seed in any::<[u8; 32]>(),
        players in 2usize..=6,
        steps in 0usize..600,
        probes in proptest::collection::vec((0usize..6, command()), 1..24),
        pacts in any::<bool>(),
    ) {
        let seed = Seed(seed);
        let options = Options { pacts, ..Options::default() };
        let setup = GameSetup { players: Color::ALL[..players].to_vec(), options };
        let events = domain::start(&setup, seed).expect("valid setup");
        let mut ledger = Ledger::default();
        for e in &events {
            ledger.account(e);
        }
        let mut game = Game::replay(&events);
        let mut bot = RandomPlayer::new(&seed);
        for (i, (who, cmd)) in probes.iter().enumerate() {
            // Advance the game a little with legal play between probes.
            for _ in 0..steps / probes.len() {
                let Some(actor) = game.current_player() else { break };
                let legal = game.legal_actions(actor);
                let pick = bot.choose(&game, &legal).expect("a legal action").clone();
                let mut dice = SeededRandomness::for_version(&seed, game.version());
                for e in game.decide(actor, &pick, &mut dice).expect("legal") {
                    ledger.account(&e);
                    game.apply(&e);
                }
            }
            let actor = if i % 2 == 0 { game.current_player().unwrap_or(Color::White) } else { Color::ALL[*who] };
            let before = game.clone();
            let mut dice = SeededRandomness::for_version(&seed, game.version());
            match game.decide(actor, cmd, &mut dice) {
                Ok(batch) => {
                    for e in &batch {
                        ledger.account(e);
                        game.apply(e);
                        check_state(&game, &ledger);
                    }
                    check_batch_end(&game);
                }
                Err(v) => {
                    prop_assert!(!v.code().is_empty() && v.rule().starts_with("R-"));
                    prop_assert_eq!(&game, &before);
                    prop_assert!(!before.legal_actions(actor).contains(cmd), "refused but listed: {:?}", cmd);
                }
            }
        }
    }
}
