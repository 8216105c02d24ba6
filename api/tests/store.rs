//! The sea-orm event store against real databases: an SQLite file and the
//! PostgreSQL of this machine (required when `CI=true`, skipped loudly
//! elsewhere when unreachable). The same contract holds on both: 24 racing
//! writers at one version (exactly one wins), 3 writers on each of 40 games
//! at once (`many_games`), a whole game through the use cases, and TEG II
//! snapshots read back to the same state (`teg2_snapshots`), and the
//! steps an append begins told with it (`told_turns`).

use crate::common;

use std::sync::Arc;

use domain::ports::{
    Acted, GameId, GameMeta, GameStatus, GameStore, Kept, KeyLookup, Receipt, Role, Seat,
    StoreError, Ticket, TicketStatus, TicketStore, TurnNotice, User, UserId, UserStore,
};
use domain::rules::{GameSetup, Options};
use domain::shared::SeatKey;
use domain::sim::play_random_game;

/// A whole random game as the service stores it.
struct Played {
    events: Vec<domain::game::Event>,
    game: domain::game::Game,
}

fn play(setup: &GameSetup, seed: Seed) -> Played {
    let played = play_random_game(setup, seed).expect("plays");
    Played { events: domain::game::risk_events(played.events), game: played.game.into() }
}
use domain::{Color, Seed};
use teg_api::adapters::db::{SeaGameStore, SeaNotices, SeaUserStore, SeaWebhooks};

/// A batch at version 0 of game `id`.
fn append<'a>(
    id: &'a GameId,
    events: &'a [domain::game::Event],
    keep: Option<(&'a domain::ports::Receipt, &'a domain::ports::Acted)>,
    turns: &'a [domain::ports::TurnNotice],
) -> domain::ports::Append<'a> {
    domain::ports::Append { id, expected_version: 0, events, keep, turns }
}

fn meta(id: &str) -> GameMeta {
    GameMeta {
        id: GameId(id.to_owned()),
        ruleset: "revancha".to_owned(),
        max_players: 3,
        options: Options::default().into(),
        creator: UserId("ana".to_owned()),
        seats: vec![
            Seat::human(UserId("ana".to_owned()), Some(Color::Red)),
            Seat::human(UserId("beto".to_owned()), Some(Color::Blue)),
            Seat::human(UserId("caro".to_owned()), Some(Color::Green)),
        ],
        status: GameStatus::Lobby,
        created_at_ms: 1_700_000_000_000,
        clock: None,
        deadline_ms: None,
        access: domain::ports::Access::default(),
        rated: false,
    }
}

async fn sqlite_store() -> (SeaGameStore, std::path::PathBuf) {
    let path = std::env::temp_dir().join(format!("teg-store-{}.db", uuid::Uuid::new_v4().simple()));
    let store = SeaGameStore::connect(&format!("sqlite://{}?mode=rwc", path.display()))
        .await
        .expect("sqlite");
    (store, path)
}

/// A store on a fresh PostgreSQL database, or `None` (skipped) outside CI when unreachable.
async fn postgres_store() -> Option<(SeaGameStore, String)> {
    let (url, name) = common::fresh_postgres().await?;
    Some((SeaGameStore::connect(&url).await.expect("postgres"), name))
}

async fn drop_postgres(name: &str) {
    common::drop_postgres(name).await;
}

/// A TEG II game (the stored fixture of `domain/tests`) snapshots like an
/// edition's: its state as TEG II's layout, read back to the same state.
async fn teg2_snapshots(store: &SeaGameStore) {
    let doc: serde_json::Value = serde_json::from_str(include_str!(
        "../../domain/tests/fixtures/teg2-stored-2026-11-26.json"
    ))
    .expect("the fixture is JSON");
    let events: Vec<domain::game::Event> =
        domain::wire::from_value(domain::Board::revancha(), &doc["events"]).expect("events");
    let id = GameId("teg2-snapshot".to_owned());
    let mut m = meta("teg2-snapshot");
    m.ruleset = "teg2".to_owned();
    m.seats.push(Seat::human(UserId("dani".to_owned()), Some(Color::Yellow)));
    m.max_players = 4;
    store.create(m).await.expect("create");
    store.append(&id, 0, &events, None).await.expect("append");
    let mid = domain::game::Game::replay(&events[..60]);
    store.save_snapshot(&id, &mid).await.expect("a TEG II snapshot");
    let loaded = store.load(&id).await.expect("load");
    assert_eq!(loaded.snapshot, Some(mid), "read back as it was saved");
    assert_eq!(loaded.events.len(), events.len() - 60);
    assert_eq!(loaded.state(), domain::game::Game::replay(&events));
    assert!(loaded.state().is_finished());
}

/// The contract every store keeps.
async fn contract(store: &SeaGameStore) {
    // Arrange: a lobby, then a whole played game's log.
    let id = GameId("g1".to_owned());
    store.create(meta("g1")).await.expect("create");
    assert_eq!(store.create(meta("g1")).await, Err(StoreError::AlreadyExists));
    let loaded = store.load(&id).await.expect("load");
    assert_eq!(loaded.meta, meta("g1"));
    assert_eq!(store.meta(&id).await, Ok(meta("g1")));
    assert_eq!(store.meta(&GameId("nope".to_owned())).await, Err(StoreError::NotFound));
    assert!(loaded.events.is_empty() && loaded.snapshot.is_none());
    let setup = GameSetup {
        players: vec![Color::Red, Color::Blue, Color::Green],
        options: Options::default(),
    };
    let played = play(&setup, Seed([1; 32]));
    let (first, rest) = played.events.split_at(10);

    // Act + assert: appends move the version; a stale one is a conflict.
    assert_eq!(store.append(&id, 0, first, None).await, Ok(10));
    assert_eq!(
        store.append(&id, 0, first, None).await,
        Err(StoreError::Conflict { expected: 0, actual: 10 })
    );
    assert_eq!(
        store.append(&id, 10, rest, None).await,
        Ok(u64::try_from(played.events.len()).expect("len"))
    );
    assert_eq!(store.events_since(&id, 0).await.expect("all"), played.events);
    assert_eq!(store.events_since(&id, 10).await.expect("rest"), rest);
    assert_eq!(store.events_since(&GameId("nope".to_owned()), 0).await, Err(StoreError::NotFound));

    // Snapshots shorten loads and give the same state.
    let mid = domain::game::Game::replay(&played.events[..200]);
    store.save_snapshot(&id, &mid).await.expect("snapshot");
    store.save_snapshot(&id, &mid).await.expect("the same snapshot again is fine");
    let loaded = store.load(&id).await.expect("load");
    assert_eq!(loaded.snapshot.as_ref().map(domain::game::Game::version), Some(200));
    assert_eq!(loaded.events.len(), played.events.len() - 200);
    assert_eq!(loaded.state(), played.game);
    teg2_snapshots(store).await;

    // Metadata updates.
    let mut m = meta("g1");
    m.status = GameStatus::Finished;
    store.update_meta(m.clone()).await.expect("update");
    assert_eq!(store.load(&id).await.expect("load").meta, m);
    assert_eq!(store.update_meta(meta("ghost")).await, Err(StoreError::NotFound));
}

/// A quick match claims its tickets and starts its game in one
/// transaction (SVC-MATCH): once a ticket reads `matched`, its game is
/// already playing with its opening events; a second claim writes nothing.
async fn tickets_are_claimed_with_their_game_started(store: &SeaGameStore) {
    let ticket = |id: &str, user: &str| Ticket {
        id: id.to_owned(),
        user: UserId(user.to_owned()),
        ruleset: "revancha".to_owned(),
        players: (3, 3),
        clock: None,
        options: Options::default().into(),
        rated: false,
        bots_after_ms: None,
        status: TicketStatus::Waiting,
        created_at_ms: 1_700_000_000_000,
        updated_at_ms: 1_700_000_000_000,
    };
    for (id, user) in [("t-ana", "ana"), ("t-beto", "beto"), ("t-caro", "caro")] {
        store.open_ticket(&ticket(id, user)).await.expect("open");
    }
    let ids = ["t-ana", "t-beto", "t-caro"].map(str::to_owned);
    let game = meta("matched-1");
    let setup = GameSetup {
        players: vec![Color::Red, Color::Blue, Color::Green],
        options: Options::default(),
    };
    let opening = &play(&setup, Seed([3; 32])).events[..6];

    assert!(store.claim_tickets(&ids, &game, opening, 1_700_000_001_000).await.expect("claim"));

    let stored = store.meta(&game.id).await.expect("the game exists");
    assert_eq!(stored.status, GameStatus::Playing, "started as it was claimed");
    assert_eq!(store.events_since(&game.id, 0).await.expect("log"), opening);
    for id in &ids {
        let status = store.ticket(id).await.expect("read").expect("kept").status;
        assert_eq!(status, TicketStatus::Matched(game.id.clone()));
    }
    let again = meta("matched-2");
    assert!(
        !store.claim_tickets(&ids, &again, opening, 1_700_000_002_000).await.expect("claim"),
        "a ticket is in one game at most"
    );
    assert_eq!(store.meta(&again.id).await, Err(StoreError::NotFound), "nothing written");
}

/// Many writers racing at the same version: exactly one wins, the others
/// get a conflict naming the version they lost to.
async fn race(store: Arc<SeaGameStore>) {
    let id = GameId("race".to_owned());
    store.create(meta("race")).await.expect("create");
    let setup = GameSetup { players: vec![Color::Red, Color::Blue], options: Options::default() };
    let events = domain::game::risk_events(domain::start(&setup, Seed([2; 32])).expect("start"));
    let mut tasks = Vec::new();
    for _ in 0..24 {
        let store = Arc::clone(&store);
        let (id, events) = (id.clone(), events.clone());
        tasks.push(tokio::spawn(async move { store.append(&id, 0, &events, None).await }));
    }
    let mut won = 0;
    let winner_version = u64::try_from(events.len()).expect("len");
    for t in tasks {
        match t.await.expect("task") {
            Ok(v) => {
                assert_eq!(v, winner_version);
                won += 1;
            }
            Err(StoreError::Conflict { expected: 0, actual }) => assert_eq!(actual, winner_version),
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert_eq!(won, 1);
    assert_eq!(store.events_since(&id, 0).await.expect("log"), events);
}

/// Creates the games `{prefix}-0` to `{prefix}-{n - 1}`, each playing but
/// those `lobby` picks.
async fn create_games(store: &SeaGameStore, prefix: &str, n: usize, lobby: impl Fn(usize) -> bool) {
    for g in 0..n {
        let mut m = meta(&format!("{prefix}-{g}"));
        if !lobby(g) {
            m.status = GameStatus::Playing;
        }
        store.create(m).await.expect("create");
    }
}

/// Concurrent appends to many games at once (PostgreSQL commits them in
/// shared statements): each keeps its own guards. Per game exactly one of
/// three racing writers wins; appends to games not playing are refused
/// with their status; every log is exactly its winner's events.
async fn many_games(store: Arc<SeaGameStore>) {
    let setup = GameSetup { players: vec![Color::Red, Color::Blue], options: Options::default() };
    let events = domain::game::risk_events(domain::start(&setup, Seed([3; 32])).expect("start"));
    let n = 40;
    create_games(&store, "many", n, |g| g % 4 == 0).await;
    let mut tasks = Vec::new();
    for writer in 0..3 {
        for g in 0..n {
            let store = Arc::clone(&store);
            let id = GameId(format!("many-{g}"));
            let events = events.clone();
            tasks.push(tokio::spawn(async move {
                (g, writer, store.append_if_playing(&append(&id, &events, None, &[])).await)
            }));
        }
    }
    let mut winners = vec![0; n];
    let last = u64::try_from(events.len()).expect("len");
    for t in tasks {
        let (g, _, result) = t.await.expect("task");
        match result {
            Ok(v) => {
                assert_eq!(v, last);
                winners[g] += 1;
            }
            Err(StoreError::Conflict { expected: 0, actual }) => assert_eq!(actual, last),
            Err(StoreError::NotPlaying(GameStatus::Lobby)) => assert_eq!(g % 4, 0),
            Err(e) => panic!("game {g}: unexpected {e:?}"),
        }
    }
    for (g, won) in winners.iter().enumerate() {
        let id = GameId(format!("many-{g}"));
        let log = store.events_since(&id, 0).await.expect("log");
        if g % 4 == 0 {
            assert_eq!((*won, log.len()), (0, 0), "game {g} is not playing");
        } else {
            assert_eq!(*won, 1, "game {g}: exactly one writer wins");
            assert_eq!(log, events, "game {g}");
        }
    }
}

/// One idempotency key sent with appends to two games at once (both pass
/// their version guards): the key admits exactly one, whose events and
/// answer are stored; the other is refused with `KeyTaken` and writes
/// nothing. On PostgreSQL the pairs share group-commit statements, so a
/// taken key also shows that a failed batch loses no one else's append.
async fn keyed_pairs(store: Arc<SeaGameStore>) {
    let setup = GameSetup { players: vec![Color::Red, Color::Blue], options: Options::default() };
    let events = domain::game::risk_events(domain::start(&setup, Seed([4; 32])).expect("start"));
    let last = u64::try_from(events.len()).expect("len");
    let pairs = 20;
    for g in 0..2 * pairs {
        let mut m = meta(&format!("keyed-{g}"));
        m.status = GameStatus::Playing;
        store.create(m).await.expect("create");
    }
    let receipt = |g: usize| Receipt {
        user: UserId("ana".to_owned()),
        key: format!("pair-{}", g / 2),
        game: GameId(format!("keyed-{g}")),
        fingerprint: format!("request for game {g}"),
    };
    let acted = Acted { version: last, events: events.clone() };
    let mut tasks = Vec::new();
    for g in 0..2 * pairs {
        let (store, events, acted, receipt) =
            (Arc::clone(&store), events.clone(), acted.clone(), receipt(g));
        tasks.push(tokio::spawn(async move {
            let id = receipt.game.clone();
            (g, store.append_if_playing(&append(&id, &events, Some((&receipt, &acted)), &[])).await)
        }));
    }
    let mut won = vec![0; pairs];
    for t in tasks {
        let (g, result) = t.await.expect("task");
        let id = GameId(format!("keyed-{g}"));
        let log = store.events_since(&id, 0).await.expect("log");
        match result {
            Ok(v) => {
                assert_eq!((v, &log), (last, &events), "game {g}");
                won[g / 2] += 1;
                assert_eq!(
                    store.receipt(&receipt(g)).await,
                    Ok(KeyLookup::Kept(Kept::Applied(acted.clone()))),
                    "the answer is kept with the events"
                );
            }
            Err(StoreError::KeyTaken) => {
                assert!(log.is_empty(), "game {g}: a refused keyed append writes nothing");
                assert_eq!(store.receipt(&receipt(g)).await, Ok(KeyLookup::OtherRequest));
            }
            Err(e) => panic!("game {g}: unexpected {e:?}"),
        }
    }
    assert!(won.iter().all(|&w| w == 1), "one append per key: {won:?}");
}

/// SVC-NOTIFY: the steps an append begins are told with it, in its
/// transaction (on PostgreSQL in the shared group-commit statement): each
/// step's `your_turn` notice on its user's feed and, for a user with a
/// webhook, a queued delivery. Two writers race on each game; only the
/// winner's append tells, once, and an append refused by its status (a
/// lobby) tells nothing.
async fn told_turns(store: Arc<SeaGameStore>) {
    let setup = GameSetup { players: vec![Color::Red, Color::Blue], options: Options::default() };
    let events = domain::game::risk_events(domain::start(&setup, Seed([5; 32])).expect("start"));
    let last = u64::try_from(events.len()).expect("len");
    let hooks = SeaWebhooks::new(store.connection().clone());
    hooks.put("beto", "http://127.0.0.1:9/hook", "s3cret", 1).await.expect("webhook");
    let n = 12;
    create_games(&store, "told", n, |g| g % 4 == 3).await;
    let turn = |g: usize, user: &str, seat: u8| TurnNotice {
        game_id: GameId(format!("told-{g}")),
        version: last,
        seat: SeatKey { seat, color: None },
        user: UserId(user.to_owned()),
        deadline_ms: Some(1_800_000_000_000),
    };
    // The first writer of every other game is keyed: its receipt and its
    // turns share the statement too.
    let acted = Acted { version: last, events: events.clone() };
    let mut tasks = Vec::new();
    for writer in 0..2 {
        for g in 0..n {
            let (store, events, acted) = (Arc::clone(&store), events.clone(), acted.clone());
            let turns = vec![turn(g, "beto", 1), turn(g, "caro", 2)];
            let receipt = (writer == 0 && g % 2 == 0).then(|| Receipt {
                user: UserId("ana".to_owned()),
                key: format!("told-{g}"),
                game: GameId(format!("told-{g}")),
                fingerprint: format!("told {g}"),
            });
            tasks.push(tokio::spawn(async move {
                let id = GameId(format!("told-{g}"));
                let keep = receipt.as_ref().map(|r| (r, &acted));
                (g, store.append_if_playing(&append(&id, &events, keep, &turns)).await)
            }));
        }
    }
    let mut won = vec![0; n];
    for t in tasks {
        let (g, result) = t.await.expect("task");
        match result {
            Ok(v) => {
                assert_eq!(v, last);
                won[g] += 1;
            }
            Err(StoreError::Conflict { .. }) => {}
            Err(StoreError::NotPlaying(GameStatus::Lobby)) => assert_eq!(g % 4, 3),
            Err(e) => panic!("game {g}: unexpected {e:?}"),
        }
    }
    let playing: Vec<String> = (0..n).filter(|g| g % 4 != 3).map(|g| format!("told-{g}")).collect();
    assert!(won.iter().enumerate().all(|(g, &w)| w == usize::from(g % 4 != 3)), "{won:?}");
    let feeds = SeaNotices::new(store.connection().clone());
    for user in ["beto", "caro"] {
        let mut games: Vec<String> = Vec::new();
        for notice in feeds.since(&UserId(user.to_owned()), 0, 100).await.expect("feed") {
            assert_eq!(notice.kind, "your_turn");
            let payload: serde_json::Value = serde_json::from_str(&notice.payload).expect("json");
            assert_eq!(payload["version"], last, "{user}: {payload}");
            assert_eq!(payload["deadline_ms"], 1_800_000_000_000_i64, "{user}: {payload}");
            games.push(notice.game_id.expect("about a game"));
        }
        games.sort();
        let mut want = playing.clone();
        want.sort();
        assert_eq!(games, want, "{user}: one notice per applied append, none for the refused");
    }
    let mut hooked: Vec<String> = hooks
        .deliveries("beto", 100)
        .await
        .expect("deliveries")
        .into_iter()
        .map(|d| {
            assert_eq!(
                (d.version, d.status.as_str()),
                (i64::try_from(last).expect("v"), "pending")
            );
            d.game_id
        })
        .collect();
    hooked.sort();
    let mut want = playing.clone();
    want.sort();
    assert_eq!(hooked, want, "beto's webhook: one delivery per applied append");
    assert!(hooks.deliveries("caro", 100).await.expect("deliveries").is_empty(), "no webhook");
}

/// Whispers are kept with their seats (the recipients a bit set read with
/// `&` on either backend), answered to each seat its own, counted by pair
/// of seats, and deleted with their audit entry (SVC-WHISPER).
async fn whispers_are_read_by_seat(store: &SeaGameStore) {
    use domain::ports::{AuditEntry, Whisper, WhisperPair, WhisperStore as _};
    let (game, other) = (GameId("g-whispers".to_owned()), GameId("g-other".to_owned()));
    let whisper = |game: &GameId, from: u8, to: Vec<u8>, pact: Option<u32>| Whisper {
        id: 0,
        game_id: game.clone(),
        from,
        author: UserId(format!("seat-{from}")),
        to,
        body: format!("from {from}"),
        pact,
        deleted: false,
        at_ms: 1_000,
    };
    let first = store.whisper(whisper(&game, 0, vec![1, 11], Some(3))).await.expect("kept");
    let second = store.whisper(whisper(&game, 2, vec![0], None)).await.expect("kept");
    store.whisper(whisper(&other, 0, vec![1], None)).await.expect("kept");
    assert_eq!((first.to.as_slice(), first.pact), (&[1, 11][..], Some(3)));
    let read = |seat: u8, after: u64| store.whispers_for(&game, seat, after, 10);
    assert_eq!(read(11, 0).await.expect("seat 11"), std::slice::from_ref(&first));
    assert_eq!(read(0, 0).await.expect("seat 0"), [first.clone(), second.clone()]);
    assert_eq!(read(0, first.id).await.expect("after"), std::slice::from_ref(&second));
    assert!(read(5, 0).await.expect("seat 5").is_empty(), "a seat reads only its own");
    assert_eq!(store.last_whisper(&game).await, Ok(second.id));
    assert_eq!(store.last_whisper(&GameId("none".to_owned())).await, Ok(0));
    assert_eq!(
        store.whispers_by_id(&[second.id, 999]).await.expect("by id"),
        std::slice::from_ref(&second)
    );
    let pairs = store.whisper_pairs(&game).await.expect("pairs");
    let pair = |a, b| WhisperPair { a, b, count: 1 };
    assert_eq!(pairs, [pair(0, 1), pair(0, 2), pair(0, 11)]);
    let entry = AuditEntry {
        id: 0,
        actor: UserId("op".to_owned()),
        action: "delete_whisper".to_owned(),
        target_kind: "whisper".to_owned(),
        target_id: first.id.to_string(),
        reason: "abuse".to_owned(),
        at_ms: 2_000,
    };
    let gone = store.delete_whisper(first.id, &entry).await.expect("deleted");
    assert!(gone.is_some_and(|w| w.deleted));
    assert_eq!(store.delete_whisper(999, &entry).await, Ok(None));
}

/// Ties are kept once a kind and pair, apart by kind, read both ways the
/// newest first, and undone one at a time (SVC-BLOCK, SVC-FRIENDS).
async fn ties_are_kept_by_kind(store: &SeaGameStore) {
    use domain::ports::{Tie, TieKind, TieStore as _};
    let user = |s: &str| UserId(s.to_owned());
    let tie = |from: &str, to: &str, at_ms| Tie { from: user(from), to: user(to), at_ms };
    store.tie(TieKind::Follow, &tie("ana", "beto", 1)).await.expect("kept");
    store.tie(TieKind::Follow, &tie("ana", "beto", 5)).await.expect("again: nothing");
    store.tie(TieKind::Follow, &tie("caro", "beto", 2)).await.expect("kept");
    store.tie(TieKind::Block, &tie("beto", "ana", 3)).await.expect("kept");
    let from = store.ties_from(TieKind::Follow, &user("ana")).await.expect("read");
    assert_eq!(from, [tie("ana", "beto", 1)], "the first tie stands");
    let to = store.ties_to(TieKind::Follow, &user("beto")).await.expect("read");
    assert_eq!(to, [tie("caro", "beto", 2), tie("ana", "beto", 1)], "the newest first");
    let among = store.ties_among(TieKind::Block, &[user("ana"), user("beto")]).await;
    assert_eq!(among.expect("read"), [tie("beto", "ana", 3)], "blocks apart from follows");
    assert!(store.ties_to(TieKind::Block, &user("beto")).await.expect("read").is_empty());
    assert_eq!(store.untie(TieKind::Block, &user("ana"), &user("beto")).await, Ok(false));
    assert_eq!(store.untie(TieKind::Follow, &user("ana"), &user("beto")).await, Ok(true));
    let to = store.ties_to(TieKind::Follow, &user("beto")).await.expect("read");
    assert_eq!(to, [tie("caro", "beto", 2)]);
}

/// Every part of the contract, on one store.
async fn keeps_the_contract(store: SeaGameStore) {
    contract(&store).await;
    whispers_are_read_by_seat(&store).await;
    ties_are_kept_by_kind(&store).await;
    tickets_are_claimed_with_their_game_started(&store).await;
    let store = Arc::new(store);
    race(Arc::clone(&store)).await;
    keyed_pairs(Arc::clone(&store)).await;
    told_turns(Arc::clone(&store)).await;
    many_games(store).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_store_keeps_its_contract_on_sqlite() {
    let (store, path) = sqlite_store().await;
    keeps_the_contract(store).await;
    let _ = std::fs::remove_file(path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_store_keeps_its_contract_on_postgres() {
    let Some((store, name)) = postgres_store().await else { return };
    keeps_the_contract(store).await;
    drop_postgres(&name).await;
}

/// Replicas started together on an empty database (a deployment's first
/// start) all come up: the migrations run once, under a lock, and the later
/// instances find the schema made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn instances_started_together_on_an_empty_postgres_database_all_migrate() {
    let Some((url, name)) = common::fresh_postgres().await else { return };
    let starts: Vec<_> = (0..4)
        .map(|_| {
            let url = url.clone();
            tokio::spawn(async move { SeaGameStore::connect(&url).await })
        })
        .collect();
    let mut stores = Vec::new();
    for start in starts {
        stores.push(start.await.expect("task").expect("every instance connects and migrates"));
    }
    // Every instance works on the one schema: a lobby made through the first
    // is read through the last.
    stores[0].create(meta("migrated-once")).await.expect("create");
    let read = stores[3].meta(&GameId("migrated-once".to_owned())).await.expect("meta");
    assert_eq!(read.max_players, 3);
    drop(stores);
    drop_postgres(&name).await;
}

/// The use cases over the real store: a whole game played from the lobby to
/// the end through `act`, snapshots included, and the stored log replays to
/// the final state.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_through_the_use_cases_on_sqlite() {
    use domain::app::Ports;
    use domain::ports::local::{InProcessBus, SequentialSeeds};
    use domain::ports::memory::ManualClock;

    let (store, path) = sqlite_store().await;
    let ports = Ports::new(
        store,
        InProcessBus::new(),
        ManualClock::at(1_700_000_000_000),
        SequentialSeeds::new("store-tests"),
    );
    let id = GameId("full".to_owned());
    let users = [UserId("ana".to_owned()), UserId("beto".to_owned()), UserId("caro".to_owned())];
    let ana = users[0].clone();
    ports
        .create_game(id.clone(), ana.clone(), 3, Options::default().into(), Some(Color::Red))
        .await
        .expect("create");
    ports.join_game(&id, users[1].clone(), None).await.expect("join");
    ports.join_game(&id, users[2].clone(), None).await.expect("join");
    ports.start_game(&id, &ana).await.expect("start");
    let mut bot = domain::sim::RandomPlayer::new(&Seed([3; 32]));
    let mut commands = 0;
    loop {
        let loaded = ports.store.load(&id).await.expect("load");
        if loaded.meta.status == GameStatus::Finished {
            break;
        }
        let game = loaded.state();
        let actor = game.actor().expect("someone acts");
        let user = users
            .iter()
            .find(|u| loaded.meta.seat_of(u).and_then(|k| k.color) == Some(actor))
            .expect("seated");
        let (version, legal) = ports.legal_actions(&id, user).await.expect("legal");
        let command =
            bot.choose(game.risk().expect("Revancha"), &legal).expect("a legal action").clone();
        ports.act(&id, user, &command.into(), Some(version)).await.expect("accepted");
        commands += 1;
        assert!(commands < 50_000, "the game ends");
    }
    let loaded = ports.store.load(&id).await.expect("load");
    let all = ports.store.events_since(&id, 0).await.expect("log");
    // This seeded game is long enough to cross the snapshot interval.
    assert!(
        all.len() > usize::try_from(domain::app::SNAPSHOT_EVERY).expect("small"),
        "{} events",
        all.len()
    );
    assert!(loaded.snapshot.is_some(), "long games are snapshotted");
    assert_eq!(domain::game::Game::replay(&all), loaded.state());
    assert!(loaded.state().is_finished());
    let _ = std::fs::remove_file(path);
}

fn account(id: &str, username: &str) -> User {
    User {
        id: UserId(id.to_owned()),
        username: username.to_owned(),
        display_name: username.to_uppercase(),
        password_hash: Some("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA".to_owned()),
        role: Role::Player,
        guest: false,
        banned: false,
        muted: false,
        banned_until: None,
        muted_until: None,
        created_at_ms: 1_700_000_000_000,
        locale: Some("es".to_owned()),
        unranked: false,
        origin: Some("a1b2".to_owned()),
        deleted_at_ms: None,
    }
}

/// The contract every user store keeps (the in-memory one included).
async fn user_contract(users: &impl UserStore) {
    let ana = account("u1", "ana");
    users.insert(ana.clone()).await.expect("insert");
    assert_eq!(
        users.insert(account("u2", "ana")).await,
        Err(StoreError::AlreadyExists),
        "usernames are unique"
    );
    assert_eq!(
        users.insert(account("u1", "other")).await,
        Err(StoreError::AlreadyExists),
        "ids are unique"
    );
    assert_eq!(users.by_username("ana").await, Ok(Some(ana.clone())));
    assert_eq!(users.by_id(&UserId("u1".to_owned())).await, Ok(Some(ana.clone())));
    assert_eq!(users.by_username("nobody").await, Ok(None));
    let mut banned = ana.clone();
    banned.banned = true;
    banned.role = Role::Operator;
    banned.password_hash = None;
    users.update(banned.clone()).await.expect("update");
    assert_eq!(users.by_id(&UserId("u1".to_owned())).await, Ok(Some(banned)));
    assert_eq!(users.update(account("ghost", "ghost")).await, Err(StoreError::NotFound));

    // Time-limited sanctions: only those that ran out are found.
    let mut carla = account("u3", "carla");
    (carla.muted, carla.muted_until) = (true, Some(1_000));
    let mut dario = account("u4", "dario");
    (dario.banned, dario.banned_until) = (true, Some(5_000));
    let mut eva = account("u5", "eva");
    eva.banned = true; // until lifted by hand
    for u in [&carla, &dario, &eva] {
        users.insert(u.clone()).await.expect("insert");
    }
    let ran_out = |list: Vec<User>| list.into_iter().map(|u| u.username).collect::<Vec<_>>();
    assert_eq!(ran_out(users.expired_sanctions(2_000, 10).await.expect("query")), ["carla"]);
    let mut both = ran_out(users.expired_sanctions(5_000, 10).await.expect("query"));
    both.sort();
    assert_eq!(both, ["carla", "dario"]);
    assert_eq!(users.expired_sanctions(5_000, 1).await.expect("query").len(), 1, "bounded");

    // Listing: by the start of the name (its wildcards literal), by flag.
    let list = |prefix: &str, banned: bool, offset: u64, limit: u64| {
        let filter = domain::ports::UserFilter {
            prefix: prefix.to_owned(),
            banned,
            ..domain::ports::UserFilter::default()
        };
        async move {
            let (page, total) = users.list(&filter, offset, limit).await.expect("list");
            (page.into_iter().map(|u| u.username).collect::<Vec<_>>(), total)
        }
    };
    let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<String>>();
    assert_eq!(list("", false, 0, 10).await, (names(&["ana", "carla", "dario", "eva"]), 4));
    assert_eq!(list("", false, 1, 2).await, (names(&["carla", "dario"]), 4));
    assert_eq!(list("", true, 0, 10).await, (names(&["ana", "dario", "eva"]), 3));
    assert_eq!(list("d", false, 0, 10).await, (names(&["dario"]), 1));
    assert_eq!(list("%", false, 0, 10).await, (Vec::<String>::new(), 0), "a % is a %");
    assert_eq!(list("_", false, 0, 10).await, (Vec::<String>::new(), 0), "a _ is a _");
}

#[tokio::test]
async fn the_in_memory_user_store_keeps_the_user_contract() {
    user_contract(&domain::ports::memory::InMemoryUserStore::new()).await;
}

#[tokio::test]
async fn the_user_store_keeps_its_contract_on_sqlite() {
    let (store, path) = sqlite_store().await;
    user_contract(&SeaUserStore::new(store.connection().clone())).await;
    let _ = std::fs::remove_file(path);
}

#[tokio::test]
async fn the_user_store_keeps_its_contract_on_postgres() {
    let Some((store, name)) = postgres_store().await else { return };
    user_contract(&SeaUserStore::new(store.connection().clone())).await;
    drop_postgres(&name).await;
}
