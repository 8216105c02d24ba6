//! The Redis event bus against the real Redis of this machine (required
//! when `CI=true`, skipped loudly elsewhere when unreachable): what one
//! instance publishes, a subscriber on another receives in order, and what
//! travels carries no secret.
#![expect(clippy::print_stderr, reason = "a skipped Redis test says so")]

use std::time::Duration;

use domain::app::Ports;
use domain::ports::local::SequentialSeeds;
use domain::ports::memory::{InMemoryGameStore, ManualClock};
use domain::ports::{BusMessage, EventBus, GameId, Subscription, UserId};
use domain::rules::{Event, Options, Secret, Viewer, view_event};
use domain::{Color, GameSetup, Seed};
use futures_util::StreamExt;
use teg_api::adapters::bus::RedisBus;
use teg_api::adapters::redis_target::RedisTarget;

use crate::common;

const URL: &str = "redis://127.0.0.1:6379";

/// Two buses (as two server instances would have) on a test-unique prefix.
async fn buses() -> Option<(RedisBus, RedisBus, String)> {
    buses_on(&RedisTarget::Single(URL.to_owned())).await
}

/// Two buses on `target`.
pub(crate) async fn buses_on(target: &RedisTarget) -> Option<(RedisBus, RedisBus, String)> {
    let prefix = format!("teg-test-{}:", uuid::Uuid::new_v4().simple());
    match RedisBus::connect(target, &prefix).await {
        Ok(a) => {
            let b = RedisBus::connect(target, &prefix).await.expect("second connection");
            Some((a, b, prefix))
        }
        Err(e) if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!("Redis is required in CI: {e:?}")
        }
        Err(e) => {
            eprintln!("SKIPPED: Redis unreachable at {URL}: {e:?}");
            None
        }
    }
}

async fn next(sub: &mut impl Subscription) -> BusMessage {
    tokio::time::timeout(Duration::from_secs(5), sub.next())
        .await
        .expect("a message within 5 s")
        .expect("open")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_subscriber_on_one_instance_receives_what_another_publishes_in_order() {
    let Some((a, b, _)) = buses().await else { return };
    receives_in_order(&a, &b).await;
}

/// On a Redis Cluster (sharded pub/sub), as on one server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_redis_cluster_a_subscriber_receives_what_another_instance_publishes_in_order() {
    let Some(target) = crate::redis_cluster::target() else { return };
    let (a, b, _) = buses_on(&target).await.expect("the cluster answers");
    receives_in_order(&a, &b).await;
}

/// What `b` publishes on a game, `a`'s subscriber reads, in order, and
/// nothing of another game.
pub(crate) async fn receives_in_order(a: &RedisBus, b: &RedisBus) {
    let id = GameId("g-order".to_owned());
    let mut sub = a.subscribe(&id).await.expect("subscribe");
    let setup = GameSetup {
        players: vec![Color::Red, Color::Blue, Color::Green],
        options: Options::default(),
    };
    let events: Vec<Event> = domain::start(&setup, Seed([6; 32]))
        .expect("start")
        .iter()
        .map(|e| view_event(e, Viewer::Spectator))
        .collect();
    for (i, e) in events.iter().enumerate() {
        let version = u64::try_from(i + 1).expect("small");
        b.publish(BusMessage {
            game_id: id.clone(),
            ruleset: String::new(),
            version,
            events: vec![e.clone().into()],
        })
        .await
        .expect("publish");
    }
    for (i, e) in events.iter().enumerate() {
        let m = next(&mut sub).await;
        assert_eq!(
            (m.game_id.0.as_str(), m.version),
            ("g-order", u64::try_from(i + 1).expect("small"))
        );
        assert_eq!(m.events, vec![domain::game::Event::from(e.clone())]);
    }
    // Another game's channel is not ours.
    b.publish(BusMessage {
        game_id: GameId("other".to_owned()),
        ruleset: String::new(),
        version: 1,
        events: vec![],
    })
    .await
    .expect("publish");
    b.publish(BusMessage {
        game_id: id.clone(),
        ruleset: String::new(),
        version: 99,
        events: vec![],
    })
    .await
    .expect("publish");
    assert_eq!(next(&mut sub).await.version, 99);
}

/// An outside consumer reading Redis alone sees the started game without
/// any objective or seed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_the_use_cases_publish_on_redis_holds_no_secret() {
    let Some((bus, _, prefix)) = buses().await else { return };
    let client = redis::Client::open(URL).expect("url");
    let mut raw = client.get_async_pubsub().await.expect("pubsub");
    raw.subscribe(format!("{prefix}game:g-secret")).await.expect("subscribe");
    let mut raw = raw.into_on_message();
    let ports = Ports::new(
        InMemoryGameStore::new(),
        bus,
        ManualClock::at(0),
        SequentialSeeds::new("bus-tests"),
    );
    let id = GameId("g-secret".to_owned());
    let (ana, beto) = (UserId("ana".to_owned()), UserId("beto".to_owned()));
    ports
        .create_game(id.clone(), ana.clone(), 2, Options::default().into(), None)
        .await
        .expect("create");
    ports.join_game(&id, beto, None).await.expect("join");
    ports.start_game(&id, &ana).await.expect("start");
    let msg = tokio::time::timeout(Duration::from_secs(5), raw.next())
        .await
        .expect("in time")
        .expect("message");
    let json: serde_json::Value = serde_json::from_slice(msg.get_payload_bytes()).expect("json");
    assert_eq!(json["game_id"], "g-secret");
    let events: Vec<Event> =
        domain::wire::from_value(domain::Board::revancha(), &json["events"]).expect("events");
    assert!(!events.is_empty());
    for e in &events {
        match e {
            Event::GameStarted(s) => assert_eq!(s.seed, Secret::Redacted),
            Event::ObjectiveDealt { objectives, .. } => assert_eq!(*objectives, Secret::Redacted),
            _ => {}
        }
    }
    assert!(
        !msg.get_payload_bytes().windows(7).any(|w| w == b"\"known\""),
        "no known secret on the wire"
    );
}

/// An outside consumer reading Redis alone learns that something was
/// whispered in a game, never what or to whom (SVC-WHISPER): the message
/// is a bare wake-up, version 0 without events.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whisper_crosses_redis_as_a_bare_wake_up_without_its_text_or_seats() {
    use domain::ports::UserStore as _;
    let Some((bus, _, prefix)) = buses().await else { return };
    let client = redis::Client::open(URL).expect("url");
    let mut raw = client.get_async_pubsub().await.expect("pubsub");
    raw.subscribe(format!("{prefix}game:g-whisper")).await.expect("subscribe");
    let mut raw = raw.into_on_message();
    let ports = Ports::new(
        InMemoryGameStore::new(),
        bus,
        ManualClock::at(0),
        SequentialSeeds::new("bus-tests"),
    );
    let users = domain::ports::memory::InMemoryUserStore::new();
    let id = GameId("g-whisper".to_owned());
    let (ana, beto) = (UserId("ana".to_owned()), UserId("beto".to_owned()));
    for person in [&ana, &beto] {
        users.insert(common::person(person)).await.expect("an account");
    }
    ports
        .create_game(id.clone(), ana.clone(), 2, Options::default().into(), None)
        .await
        .expect("create");
    ports.join_game(&id, beto, None).await.expect("join");
    ports.whisper(&users, &ana, &id, &[1], "meet me in kamchatka").await.expect("whispered");
    let msg = loop {
        let msg = tokio::time::timeout(Duration::from_secs(5), raw.next())
            .await
            .expect("in time")
            .expect("message");
        let json: serde_json::Value =
            serde_json::from_slice(msg.get_payload_bytes()).expect("json");
        if json["version"] == 0 {
            break json;
        }
    };
    assert_eq!(msg["events"], serde_json::json!([]), "{msg}");
    let text = msg.to_string();
    assert!(!text.contains("kamchatka") && !text.contains("\"to\""), "{text}");
}
