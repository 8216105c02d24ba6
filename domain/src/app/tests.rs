//! Use-case tests over the in-memory ports, read as given/when/then.

use std::future::Future;
use std::pin::pin;
use std::sync::Arc;
use std::task::{Context, Poll, Wake, Waker};

use super::*;
use crate::ports::Subscription;
use crate::ports::local::{InProcessBus, SequentialSeeds};
use crate::ports::memory::{InMemoryGameStore, ManualClock};
use crate::rules::Secret;

/// A minimal executor: the domain has no async runtime, and needs none.
pub(super) fn block_on<F: Future>(f: F) -> F::Output {
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut f = pin!(f);
    loop {
        if let Poll::Ready(v) = f.as_mut().poll(&mut cx) {
            return v;
        }
        std::thread::park();
    }
}

pub(super) type TestPorts = Ports<InMemoryGameStore, InProcessBus, ManualClock, SequentialSeeds>;

pub(super) fn ports() -> TestPorts {
    Ports::new(
        InMemoryGameStore::new(),
        InProcessBus::new(),
        ManualClock::at(1_700_000_000_000),
        SequentialSeeds::new("app-tests"),
    )
}

pub(super) fn user(s: &str) -> UserId {
    UserId(s.to_owned())
}

fn started(p: &TestPorts) -> GameId {
    let id = GameId("g1".to_owned());
    block_on(async {
        p.create_game(id.clone(), user("ana"), 3, Options::default(), Some(Color::Red))
            .await
            .unwrap();
        p.join_game(&id, user("beto"), Some(Color::Blue)).await.unwrap();
        p.join_game(&id, user("caro"), None).await.unwrap();
        p.start_game(&id, &user("ana")).await.unwrap();
    });
    id
}

fn current_user(p: &TestPorts, id: &GameId) -> (UserId, Command, u64) {
    block_on(async {
        let loaded = p.store.load(id).await.unwrap();
        let game = loaded.state();
        let color = game.actor().unwrap();
        let seat = loaded.meta.seats.iter().find(|s| s.color == Some(color)).unwrap();
        let (version, actions) = p.legal_actions(id, &seat.user).await.unwrap();
        (seat.user.clone(), actions[0].clone().into(), version)
    })
}

/// A game just started, at the turn of its first player to act.
struct Turn {
    p: TestPorts,
    id: GameId,
    /// The player to act.
    who: UserId,
    /// The first action listed for them.
    command: Command,
    /// The game's version when they act.
    version: u64,
}

fn a_turn() -> Turn {
    let p = ports();
    let id = started(&p);
    let (who, command, version) = current_user(&p, &id);
    Turn { p, id, who, command, version }
}

#[test]
fn a_lobby_seats_players_with_distinct_colours_and_refuses_a_taken_one() {
    let p = ports();
    let id = GameId("g".to_owned());
    block_on(async {
        p.create_game(id.clone(), user("ana"), 2, Options::default(), Some(Color::Red))
            .await
            .unwrap();
        assert_eq!(
            p.join_game(&id, user("beto"), Some(Color::Red)).await,
            Err(AppError::ColorTaken(Color::Red))
        );
        let meta = p.join_game(&id, user("beto"), None).await.unwrap();
        assert_eq!(meta.seats[1].color, Some(Color::White));
        assert_eq!(p.join_game(&id, user("caro"), None).await, Err(AppError::GameFull));
        assert_eq!(p.start_game(&id, &user("beto")).await.unwrap_err(), AppError::NotCreator);
    });
}

#[test]
fn starting_a_game_deals_and_publishes_a_spectator_batch_without_secrets() {
    let p = ports();
    let id = GameId("g1".to_owned());
    let mut sub = block_on(p.bus.subscribe(&id)).unwrap();
    let id = started(&p);
    let message = block_on(sub.next()).unwrap();
    assert_eq!(message.version, u64::try_from(message.events.len()).unwrap());
    for e in &message.events {
        match e.risk().unwrap() {
            crate::rules::Event::GameStarted(start) => assert_eq!(start.seed, Secret::Redacted),
            crate::rules::Event::ObjectiveDealt { objectives, .. } => {
                assert_eq!(*objectives, Secret::Redacted);
            }
            _ => {}
        }
    }
    let (meta, view) = block_on(p.view_game(&id, Viewer::Spectator)).unwrap();
    let GameView::Risk(view) = view else { panic!("a Revancha view") };
    assert_eq!(meta.status, GameStatus::Playing);
    assert!(view.you.is_none() && view.secrets.is_none() && view.seed.is_none());
}

#[test]
fn an_action_at_a_stale_expected_version_is_a_conflict_and_changes_nothing() {
    let Turn { p, id, who, command, version } = a_turn();
    let err = block_on(p.act(&id, &who, &command, Some(version - 1))).unwrap_err();
    assert_eq!(err.code(), "VERSION_CONFLICT");
    let after = block_on(p.store.load(&id)).unwrap().state().version();
    assert_eq!(after, version);
    let ok = block_on(p.act(&id, &who, &command, Some(version))).unwrap();
    assert!(ok.version > version);
}

#[test]
fn a_rule_violation_is_reported_with_its_code_and_changes_nothing() {
    let Turn { p, id, who, version, .. } = a_turn();
    let err = block_on(p.act(&id, &who, &crate::rules::Command::EndTurn.into(), None)).unwrap_err();
    assert_eq!(err.code(), "WRONG_PHASE");
    assert_eq!(block_on(p.store.load(&id)).unwrap().state().version(), version);
    let (meta, _) = block_on(p.view_game(&id, Viewer::Operator)).unwrap();
    let stranger = user("zed");
    assert!(meta.seat_of(&stranger).is_none());
    assert_eq!(
        block_on(p.act(&id, &stranger, &crate::rules::Command::EndTurn.into(), None)).unwrap_err(),
        AppError::NotSeated
    );
}

#[test]
fn a_whole_game_can_be_played_through_the_use_cases_and_snapshots_keep_state_equal() {
    let p = ports();
    let id = started(&p);
    let mut guard = 0;
    loop {
        let loaded = block_on(p.store.load(&id)).unwrap();
        if loaded.meta.status == GameStatus::Finished {
            break;
        }
        let (who, command, version) = current_user(&p, &id);
        block_on(p.act(&id, &who, &command, Some(version))).unwrap();
        guard += 1;
        assert!(guard < 200_000, "the game should end");
        if guard == 2_000 {
            break;
        }
    }
    // The snapshot-backed state equals a full replay of the log.
    let loaded = block_on(p.store.load(&id)).unwrap();
    let all = block_on(p.store.events_since(&id, 0)).unwrap();
    assert_eq!(loaded.state().state_hash(), Game::replay(&all).state_hash());
    assert!(loaded.snapshot.is_some(), "a snapshot every {SNAPSHOT_EVERY} events");
}

fn receipt(user: &UserId, game: &GameId, key: &str, fingerprint: &str) -> Receipt {
    Receipt {
        user: user.clone(),
        key: key.to_owned(),
        game: game.clone(),
        fingerprint: fingerprint.to_owned(),
    }
}

/// Renders refusals as a transport would (status and a body naming the code).
fn render(e: &AppError) -> Option<Refusal> {
    (!matches!(e, AppError::Store(_) | AppError::Unavailable(_)))
        .then(|| Refusal { status: 422, body: e.code().to_owned() })
}

#[test]
fn a_keyed_action_is_applied_once_and_its_retry_replays_the_answer_kept_with_its_events() {
    let Turn { p, id, who, command, version } = a_turn();
    let key = receipt(&who, &id, "k-1", "the request");
    block_on(async {
        let Ok(Once::Fresh(first)) = p.act_once(&command, None, &key, render).await else {
            panic!("the first request runs");
        };
        assert!(first.version > version);
        let again = p.act_once(&command, None, &key, render).await;
        assert_eq!(again, Ok(Once::Replayed(Kept::Applied(first.clone()))));
        assert_eq!(p.store.head(&id).await.unwrap().1, first.version, "applied once");
        let other = receipt(&who, &id, "k-1", "another request");
        assert_eq!(p.act_once(&command, None, &other, render).await, Err(AppError::KeyReused));
    });
}

#[test]
fn a_keyed_refusal_is_kept_and_its_retry_gets_the_same_refusal_and_changes_nothing() {
    let Turn { p, id, who, command, version } = a_turn();
    let key = receipt(&who, &id, "k-2", "stale");
    block_on(async {
        let stale = Some(version + 5);
        let refused = p.act_once(&command, stale, &key, render).await;
        assert!(matches!(refused, Err(AppError::VersionConflict { .. })), "{refused:?}");
        let kept = Refusal { status: 422, body: "VERSION_CONFLICT".to_owned() };
        assert_eq!(
            p.act_once(&command, stale, &key, render).await,
            Ok(Once::Replayed(Kept::Refused(kept)))
        );
        assert_eq!(p.store.head(&id).await.unwrap().1, version, "nothing applied");
    });
}

#[test]
fn a_keyed_append_that_finds_its_key_taken_writes_nothing_and_replays_the_first_answer() {
    let Turn { p, id, who, command, version } = a_turn();
    let key = receipt(&who, &id, "k-3", "the request");
    block_on(async {
        // Another request with the key commits while this one is deciding:
        // here, it kept a refusal first.
        let first = Refusal { status: 409, body: "first".to_owned() };
        assert_eq!(p.store.keep_refusal(&key, &first).await, Ok(KeyLookup::Free));
        let answer = p.act_keeping(&id, &who, &command, None, Some(&key)).await;
        assert_eq!(answer, Ok(Once::Replayed(Kept::Refused(first))));
        assert_eq!(p.store.head(&id).await.unwrap().1, version, "nothing appended");
    });
}

#[test]
fn starting_a_game_stores_its_first_events_and_status_together_or_not_at_all() {
    let p = ports();
    let id = started(&p);
    block_on(async {
        let (meta, version) = p.store.head(&id).await.unwrap();
        assert_eq!(meta.status, GameStatus::Playing);
        assert!(version > 0);
        // A second start finds the game out of its lobby and changes nothing.
        assert_eq!(p.store.start(&id, &[]).await, Err(StoreError::NotPlaying(GameStatus::Playing)));
        assert_eq!(p.store.head(&id).await.unwrap().1, version);
    });
}

#[test]
fn the_in_process_bus_knows_whether_a_game_has_followers_until_the_last_one_leaves() {
    let bus = InProcessBus::new();
    let game = GameId("followed".to_owned());
    assert!(!bus.has_subscribers(&game));
    let first = block_on(bus.subscribe(&game)).unwrap();
    let second = block_on(bus.subscribe(&game)).unwrap();
    assert!(bus.has_subscribers(&game));
    assert!(!bus.has_subscribers(&GameId("other".to_owned())));
    drop(first);
    assert!(bus.has_subscribers(&game), "one follower is left");
    drop(second);
    assert!(!bus.has_subscribers(&game));
}

#[test]
fn svc_lobby_ttl_lobbies_that_never_start_are_closed_with_an_audit_entry_and_nothing_else_is() {
    let p = ports();
    let playing = started(&p);
    block_on(async {
        let old = GameId("old-lobby".to_owned());
        p.create_game(old.clone(), user("dora"), 4, Options::default(), None).await.unwrap();
        p.clock.advance(60_000);
        let young = GameId("young-lobby".to_owned());
        p.create_game(young.clone(), user("eva"), 4, Options::default(), None).await.unwrap();
        p.clock.advance(30_000);
        // A TTL of 80 s: the lobby made 90 s ago goes; the one made 30 s
        // ago and the game under way stay.
        let closed = p.expire_lobbies(80_000, 100).await.unwrap();
        assert_eq!(closed, vec![old.clone()]);
        assert_eq!(p.store.meta(&old).await.unwrap().status, GameStatus::Aborted);
        assert_eq!(p.store.meta(&young).await.unwrap().status, GameStatus::Lobby);
        assert_eq!(p.store.meta(&playing).await.unwrap().status, GameStatus::Playing);
        let entry = p.store.audit.entries().pop().expect("an audit entry");
        assert_eq!(
            (entry.actor.0.as_str(), entry.action.as_str(), entry.target_id.as_str()),
            ("system", "expire_lobby", "old-lobby")
        );
        assert_eq!(entry.reason, "lobby_expired");
        // A second sweep (another instance's) finds nothing left to close.
        assert!(p.expire_lobbies(80_000, 100).await.unwrap().is_empty());
        assert_eq!(p.store.audit.entries().len(), 1, "closed once");
    });
}

#[test]
fn a_cached_state_behind_the_store_catches_up_with_the_events_it_lacks() {
    // Another instance moved the game on: this one's cache holds an older
    // state. Acting at the stored version folds the missing events onto it,
    // and the result is the state the whole log gives.
    let Turn { p, id, who, command, version } = a_turn();
    block_on(p.act(&id, &who, &command, Some(version))).unwrap();
    let (who, command, version) = current_user(&p, &id);
    block_on(async {
        let log = p.store.events_since(&id, 0).await.unwrap();
        let mut behind = Game::default();
        for e in &log[..log.len() - 3] {
            behind.apply(e);
        }
        let meta = p.store.meta(&id).await.unwrap();
        p.cache.put(&meta, std::sync::Arc::new(behind));
        p.act(&id, &who, &command, Some(version)).await.unwrap();
        let stored = p.store.load(&id).await.unwrap().state();
        let (_, cached) = p.cache.latest(&id).unwrap();
        assert_eq!(cached.version(), stored.version());
        assert_eq!(*cached, stored, "the caught-up state is the fold of the whole log");
    });
}

#[test]
fn a_command_changes_a_copy_of_the_cached_state_never_the_one_readers_share() {
    // Views and legal lists read the cached state in place; a command that
    // commits while one of them holds it must not change it under them.
    let Turn { p, id, who, command, version } = a_turn();
    let held = p.cache.get(&id, version).expect("the started game is cached");
    let again = p.cache.get(&id, version).expect("still cached");
    assert!(std::sync::Arc::ptr_eq(&held, &again), "readers share one state, uncopied");
    block_on(p.act(&id, &who, &command, Some(version))).unwrap();
    assert_eq!(held.version(), version, "the state a reader holds is as it was");
    let (_, now) = p.cache.latest(&id).expect("the new state is cached");
    assert!(now.version() > version);
    assert!(!std::sync::Arc::ptr_eq(&held, &now));
}

#[test]
fn a_reader_woken_by_a_commit_gets_what_reading_the_head_gives_even_when_the_held_head_is_behind() {
    let Turn { p, id, who, command, version } = a_turn();
    let acted = block_on(p.act(&id, &who, &command, Some(version))).unwrap();
    let read = block_on(p.events_as(&id, &who, false, version)).unwrap();
    assert!(!read.is_empty());
    let woken = block_on(p.events_woken(&id, &who, false, version, acted.version)).unwrap();
    assert_eq!(woken, read, "the head this commit cached serves its readers");
    // Another instance's commit: the head held here is older than the
    // version the bus announces, so the head is read.
    let meta = block_on(p.store.meta(&id)).unwrap();
    p.cache.put_head(&meta, version, p.clock.now_ms());
    let woken = block_on(p.events_woken(&id, &who, false, version, acted.version)).unwrap();
    assert_eq!(woken, read, "a held head behind the announced version is not trusted");
}

#[test]
fn svc_life_a_pause_a_resumption_and_an_abort_are_events_told_to_everyone_seated() {
    use crate::ports::NoticeKind;
    use crate::shared::Authority;
    let Turn { p, id, who, command, version } = a_turn();
    let mut sub = block_on(p.bus.subscribe(&id)).unwrap();
    let op = user("op");
    block_on(p.moderate_game(&op, &id, GameAction::Pause, "a dispute")).unwrap();
    // Paused: the move read before is refused, and the log has one more.
    let refused = block_on(p.act(&id, &who, &command, None)).unwrap_err();
    assert_eq!(refused, AppError::WrongStatus(GameStatus::Paused));
    block_on(p.moderate_game(&op, &id, GameAction::Resume, "settled")).unwrap();
    block_on(p.moderate_game(&op, &id, GameAction::Abort, "broken")).unwrap();
    let by = Authority::Operator;
    let told = [
        crate::rules::Event::GamePaused { by },
        crate::rules::Event::GameResumed { by },
        crate::rules::Event::GameAborted { by },
    ]
    .map(Event::Risk);
    assert_eq!(block_on(p.store.events_since(&id, version)).unwrap(), told);
    // Each published as its own batch, at its version.
    for (at, event) in (version + 1..).zip(&told) {
        let message = block_on(sub.next()).unwrap();
        assert_eq!((message.version, &message.events[..]), (at, std::slice::from_ref(event)));
    }
    // The rules' state is as it was, one version per event on.
    let all = block_on(p.store.events_since(&id, 0)).unwrap();
    let (before, after) = (Game::replay(&all[..all.len() - 3]), Game::replay(&all));
    assert_eq!(after.version(), before.version() + 3);
    assert_eq!(crate::game::view(&after, Viewer::Spectator).version(), version + 3);
    // Everyone seated is told each, with its version.
    for person in ["ana", "beto", "caro"] {
        let feed: Vec<NoticeKind> = p
            .store
            .feed()
            .into_iter()
            .filter(|n| n.user == user(person) && n.game_id.as_ref() == Some(&id))
            .map(|n| n.kind)
            .filter(|k| !matches!(k, NoticeKind::YourTurn { .. } | NoticeKind::GameStarted))
            .collect();
        assert_eq!(
            feed,
            [
                NoticeKind::GamePaused { version: version + 1 },
                NoticeKind::GameResumed { version: version + 2 },
                NoticeKind::GameAborted { version: version + 3 },
            ],
            "{person}"
        );
    }
}

#[test]
fn svc_life_an_aborted_lobby_writes_no_log_and_tells_its_people_version_zero() {
    use crate::ports::NoticeKind;
    let p = ports();
    let id = GameId("lobby".to_owned());
    block_on(async {
        p.create_game(id.clone(), user("ana"), 3, Options::default(), None).await.unwrap();
        p.join_game(&id, user("beto"), None).await.unwrap();
    });
    block_on(p.moderate_game(&user("op"), &id, GameAction::Abort, "spam")).unwrap();
    assert!(block_on(p.store.events_since(&id, 0)).unwrap().is_empty());
    assert_eq!(block_on(p.store.meta(&id)).unwrap().status, GameStatus::Aborted);
    let told: Vec<NoticeKind> = p
        .store
        .feed()
        .into_iter()
        .filter(|n| n.game_id.as_ref() == Some(&id))
        .map(|n| n.kind)
        .collect();
    assert_eq!(
        told,
        [NoticeKind::GameAborted { version: 0 }, NoticeKind::GameAborted { version: 0 }]
    );
}
