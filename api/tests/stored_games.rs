//! A game stored by the service as it stood before editions (main at
//! f3c87a6: format-1 event rows, a snapshot of the old state layout, see
//! `domain/tests/fixtures/`) loads through today's store on SQLite and
//! PostgreSQL: the old snapshot is set aside (another layout), the events
//! replay to the recorded state hash, and the game accepts its next action.

use crate::common;

use domain::ports::{GameId, GameMeta, GameStatus, GameStore, Seat, UserId};
use domain::rules::{Event, Options};
use domain::{Color, Seed, SeededRandomness};
use sea_orm::{ConnectionTrait, Statement};
use teg_api::adapters::db::SeaGameStore;

const FIXTURE: &str = include_str!("../../domain/tests/fixtures/revancha-stored-2026-11-22.json");

/// Writes the stored game's rows as the old service did: no `format`
/// column was set (the migration gives them format 1).
async fn store_the_old_rows(store: &SeaGameStore, doc: &serde_json::Value) -> GameId {
    let seating: Vec<Color> = {
        let first: Event = domain::wire::from_str(
            domain::Board::revancha(),
            doc["events"][0].as_str().expect("text"),
        )
        .expect("game_started");
        match first {
            Event::GameStarted(start) => start.seating,
            other => panic!("the log starts with the start, not {other:?}"),
        }
    };
    let id = GameId("stored-before-editions".to_owned());
    let meta = GameMeta {
        id: id.clone(),
        ruleset: "revancha".to_owned(),
        max_players: seating.len(),
        options: Options { pacts: true, ..Options::default() }.into(),
        creator: UserId("u0".to_owned()),
        seats: seating
            .iter()
            .enumerate()
            .map(|(i, &color)| Seat::human(UserId(format!("u{i}")), Some(color)))
            .collect(),
        status: GameStatus::Playing,
        created_at_ms: 1_763_800_000_000,
        clock: None,
        deadline_ms: None,
        access: domain::ports::Access::default(),
        rated: false,
    };
    store.create(meta).await.expect("create");
    let db = store.connection();
    let backend = db.get_database_backend();
    let events = doc["events"].as_array().expect("events");
    for (i, payload) in events.iter().enumerate() {
        let payload = payload.as_str().expect("text");
        let kind = payload.split('"').nth(3).expect("a type tag");
        db.execute_raw(Statement::from_sql_and_values(
            backend,
            match backend {
                sea_orm::DbBackend::Postgres => "INSERT INTO game_events (game_id, seq, kind, payload, created_at) VALUES ($1, $2, $3, $4, 0)",
                _ => "INSERT INTO game_events (game_id, seq, kind, payload, created_at) VALUES (?, ?, ?, ?, 0)",
            },
            [
                id.0.clone().into(),
                i64::try_from(i + 1).expect("small").into(),
                kind.to_owned().into(),
                payload.to_owned().into(),
            ],
        ))
        .await
        .expect("an old event row");
    }
    let version = i64::try_from(events.len()).expect("small");
    let snapshot_version = doc["snapshot_version"].as_i64().expect("version");
    let sql = |pg: &'static str, lite: &'static str| match backend {
        sea_orm::DbBackend::Postgres => pg,
        _ => lite,
    };
    db.execute_raw(Statement::from_sql_and_values(
        backend,
        sql(
            "INSERT INTO snapshots (game_id, version, state, created_at) VALUES ($1, $2, $3, 0)",
            "INSERT INTO snapshots (game_id, version, state, created_at) VALUES (?, ?, ?, 0)",
        ),
        [
            id.0.clone().into(),
            snapshot_version.into(),
            doc["snapshot"].as_str().expect("text").into(),
        ],
    ))
    .await
    .expect("an old snapshot row");
    db.execute_raw(Statement::from_sql_and_values(
        backend,
        sql(
            "UPDATE games SET version = $1 WHERE id = $2",
            "UPDATE games SET version = ? WHERE id = ?",
        ),
        [version.into(), id.0.clone().into()],
    ))
    .await
    .expect("the game's version");
    id
}

async fn loads_replays_and_accepts_its_next_action(store: &SeaGameStore) {
    let doc: serde_json::Value = serde_json::from_str(FIXTURE).expect("json");
    let id = store_the_old_rows(store, &doc).await;
    let loaded = store.load(&id).await.expect("the old game loads");
    assert!(loaded.snapshot.is_none(), "a snapshot of the old layout is set aside");
    let game = loaded.state().risk().cloned().expect("a Revancha game");
    assert_eq!(game.version(), doc["version"].as_u64().expect("version"));
    assert_eq!(game.state_hash(), doc["state_hash"].as_u64().expect("hash"));
    let actor = game.current_player().expect("someone to act");
    let command = game.legal_actions(actor).into_iter().next().expect("a legal action");
    let seed: Vec<u8> = serde_json::from_value(doc["seed"].clone()).expect("seed");
    let seed = Seed(seed.try_into().expect("32 bytes"));
    let mut dice = SeededRandomness::for_version(&seed, game.version());
    let events = game.decide(actor, &command, &mut dice).expect("accepted");
    let events = domain::game::risk_events(events);
    let next = store.append(&id, game.version(), &events, None).await.expect("appended");
    let reloaded = store.load(&id).await.expect("reloads").state();
    assert_eq!(reloaded.version(), next);
}

#[tokio::test]
async fn a_game_stored_before_editions_loads_and_plays_on_sqlite() {
    let path =
        std::env::temp_dir().join(format!("teg-stored-{}.db", uuid::Uuid::new_v4().simple()));
    let store = SeaGameStore::connect(&format!("sqlite://{}?mode=rwc", path.display()))
        .await
        .expect("sqlite");
    loads_replays_and_accepts_its_next_action(&store).await;
    let _ = std::fs::remove_file(path);
}

#[tokio::test]
async fn a_game_stored_before_editions_loads_and_plays_on_postgres() {
    let Some((url, name)) = common::fresh_postgres().await else { return };
    let store = SeaGameStore::connect(&url).await.expect("postgres");
    loads_replays_and_accepts_its_next_action(&store).await;
    drop(store);
    common::drop_postgres(&name).await;
}
