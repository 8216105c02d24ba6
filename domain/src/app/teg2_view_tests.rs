//! A TEG II game's latest events as each viewer sees them (T2-SEC-3,
//! T2-SEC-6): served from what the state folded of its moves' publications,
//! they must be exactly what the whole log gives, for every viewer, after
//! every move, from every recent version; so must an action's own answer
//! when it closes a window.

use super::tests::{TestPorts, block_on, ports, user};
use super::*;
use crate::shared::SeatKey;

/// Ana, beto and ciro's TEG II game `id` at `level`, started, with no clock.
fn teg2_game(p: &TestPorts, id: &str, level: crate::teg2::PlayLevel) -> GameId {
    let id = GameId(id.to_owned());
    block_on(async {
        let options = Options {
            teg2: Some(crate::teg2::Teg2Options { level, ..crate::teg2::Teg2Options::default() }),
            ..Options::default()
        };
        let table = NewTable::plain(crate::game::Kind::Teg2, 3, options);
        p.create_table(id.clone(), user("ana"), table).await.unwrap();
        p.join_game(&id, user("beto"), None).await.unwrap();
        p.join_game(&id, user("ciro"), None).await.unwrap();
        p.start_game(&id, &user("ana")).await.unwrap();
    });
    id
}

/// Who may look: the three players, a spectator and an operator.
const LOOKERS: [(&str, bool); 5] =
    [("ana", false), ("beto", false), ("ciro", false), ("zoe", false), ("root", true)];

/// What the whole log gives `who` after `since`.
fn from_the_whole_log(
    p: &TestPorts,
    id: &GameId,
    who: &str,
    operator: bool,
    since: u64,
) -> Vec<Event> {
    block_on(async {
        let log = p.store.events_since(id, 0).await.unwrap();
        let meta = p.store.meta(id).await.unwrap();
        let viewer = TestPorts::viewer(&meta, &user(who), operator);
        let over = meta.status == GameStatus::Finished;
        crate::game::view_log(&log, viewer, over, usize::try_from(since).unwrap())
    })
}

#[test]
fn a_teg2_games_latest_events_read_from_its_state_are_what_its_whole_log_shows_t2_sec_3_t2_sec_6() {
    let p = ports();
    let (mut closing, mut moves) = (0, 0);
    for level in [crate::teg2::PlayLevel::Basic, crate::teg2::PlayLevel::Advanced] {
        let id = teg2_game(&p, &format!("teg2-{level:?}"), level);
        play_comparing(&p, &id, &mut moves, &mut closing);
    }
    assert!(moves > 100, "a long stretch of play: {moves} moves");
    assert!(closing > 2, "windows closed along the way: {closing}");
}

/// Plays `id` to its end (each move what the acting seat's bot would
/// send), comparing after each move.
fn play_comparing(p: &TestPorts, id: &GameId, moves: &mut usize, closing: &mut usize) {
    let names = ["ana", "beto", "ciro"];
    for _ in 0..2_000 {
        let (meta, game) = block_on(p.current(id)).unwrap();
        if game.is_finished() {
            break;
        }
        let hosted = game.teg2().expect("a TEG II game");
        let version = game.version();
        assert!(hosted.published_since(version.saturating_sub(8)).is_some(), "the state knows");
        // The first seat the game waits on plays what its bot would.
        let seat = (0..3).find(|s| hosted.waits_on(*s)).expect("someone to act");
        let key = SeatKey { seat, color: None };
        let level = crate::shared::BotLevel::Greedy;
        let command = crate::game::bot_command(&game, key, level, &crate::Seed([seat + 1; 32]))
            .expect("a move");
        let who = names[usize::from(seat)];
        let open_before = game.open_windows();
        let acted = block_on(p.act(id, &user(who), &command, Some(version))).unwrap();
        *moves += 1;
        let (_, after) = block_on(p.current(id)).unwrap();
        if open_before.zip(after.open_windows()).is_some_and(|(b, a)| !b.is_subset(&a)) {
            *closing += 1;
        }
        assert_eq!(
            acted.events,
            from_the_whole_log(p, id, who, false, version),
            "the answer to move {moves} ({who}), closing a window or not"
        );
        drop(meta);
        for (looker, operator) in LOOKERS {
            for since in acted.version.saturating_sub(6)..=acted.version {
                let seen = block_on(p.events_as(id, &user(looker), operator, since)).unwrap();
                let whole = from_the_whole_log(p, id, looker, operator, since);
                assert_eq!(seen, whole, "{looker} after {since}, at {}", acted.version);
            }
        }
    }
    assert!(block_on(p.current(id)).unwrap().1.is_finished(), "played to the end");
}
