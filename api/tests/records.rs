//! SVC-RECORD: a finished game leaves the service as a record that
//! verifies offline (`teg-api verify-record`), imports into another
//! service as a read-only replay of the same final position, and fails at
//! the version of any die changed in it.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, TestApp};
use domain::Board;
use domain::rng::Seed;

/// `teg-api verify-record` on `record`: its exit code and output.
async fn verify_offline(record: &Value, tag: &str) -> (i32, String) {
    let path = std::env::temp_dir().join(format!("teg-record-{tag}-{}.json", std::process::id()));
    std::fs::write(&path, serde_json::to_vec(record).expect("json")).expect("written");
    let ran = common::teg_api(&["verify-record".as_ref(), path.as_os_str()], &[]).await;
    let _ = std::fs::remove_file(&path);
    ran
}

/// The record with the first battle's first attacking die changed by one
/// pip: its version, and the record.
fn with_a_die_changed(record: &Value) -> (u64, Value) {
    let mut tampered = record.clone();
    let events = tampered["events"].as_array_mut().expect("events");
    let (index, battle) = events
        .iter_mut()
        .enumerate()
        .find(|(_, e)| e["type"] == "attack_resolved")
        .expect("a battle in the game");
    let die = battle["attacker_dice"][0].as_u64().expect("a die");
    battle["attacker_dice"][0] = json!(if die == 6 { 5 } else { die + 1 });
    (u64::try_from(index).expect("small") + 1, tampered)
}

/// Exports finished game `id` from `from`, imports it into `into` as
/// `importer`, and checks that the replay is the same final position.
/// Returns the record and the replay's id.
pub(crate) async fn round_trip(
    from: &TestApp,
    id: &str,
    token: &str,
    into: &TestApp,
) -> (Value, String) {
    let (s, record) = from.get(&format!("/v1/games/{id}/record"), token).await;
    assert_eq!(s, StatusCode::OK, "{record}");
    assert_eq!(record["format"], "teg-record");
    assert_eq!(record["format_version"], 1);
    let (_, original) = from.get(&format!("/v1/games/{id}"), token).await;
    assert_eq!(record["dice"]["seed"], original["seed"], "the revealed seed");
    assert_eq!(
        record["events"].as_array().map(Vec::len),
        original["version"].as_u64().map(|v| { usize::try_from(v).expect("small") })
    );
    let (_, importer) = into.register("importer").await;
    let (s, kept) = into.post("/v1/records", &importer, record.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{kept}");
    let replay = kept["game_id"].as_str().expect("game_id");
    assert_ne!(replay, id, "a new id");
    let (s, again) = into.get(&format!("/v1/games/{replay}"), &importer).await;
    assert_eq!(s, StatusCode::OK, "{again}");
    assert_eq!(again["status"], "finished");
    assert_eq!(again["version"], original["version"]);
    for field in ["countries", "teg2", "winner", "seed"] {
        assert_eq!(again[field], original[field], "{field} of the replay");
    }
    // The same players, but held by nobody here (`record:<seat>`).
    let nobodys = |view: &Value| -> Vec<Value> {
        common::each(&view["players"])
            .map(|p| {
                let mut p = p.clone();
                p["user_id"] = Value::Null;
                p["name"] = Value::Null;
                p
            })
            .collect()
    };
    assert_eq!(nobodys(&again), nobodys(&original), "the replay's players");
    // The replay's seats are nobody's: no one acts in it, nor is rated.
    let seats = again["game"]["seats"].as_array().expect("seats");
    assert!(seats.iter().all(|s| s["user_id"].as_str().is_some_and(|u| u.starts_with("record:"))));
    assert!(again["game"].get("rated").is_none(), "{again}");
    // And it is read version by version as any finished game.
    let (s, first) = into.get(&format!("/v1/games/{replay}/versions/1"), &importer).await;
    assert_eq!(s, StatusCode::OK, "{first}");
    // Its record is the same game again.
    let (s, twice) = into.get(&format!("/v1/games/{replay}/record"), &importer).await;
    assert_eq!(s, StatusCode::OK, "{twice}");
    assert_eq!(twice["events"], record["events"]);
    assert_eq!(twice["dice"], record["dice"]);
    (record, replay.to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_record_a_game_exported_verifies_offline_imports_elsewhere_and_a_changed_die_is_named()
{
    let here = TestApp::spawn("records-here").await;
    let elsewhere = TestApp::spawn("records-elsewhere").await;
    let (id, players) = here.started_game().await;
    let tokens: Vec<String> = players.iter().map(|p| p.1.clone()).collect();
    let (s, b) = here.get(&format!("/v1/games/{id}/record"), &tokens[0]).await;
    common::assert_problem(s, &b, StatusCode::CONFLICT, "WRONG_STATUS");
    here.play_over_rest(&id, &tokens, Board::revancha(), Seed([7; 32]), 20_000).await;

    let (record, replay) = round_trip(&here, &id, &tokens[0], &elsewhere).await;
    // The operators of the other service scrub the replay as a game of theirs.
    let mut op = common::admin::Browser::operator(&elsewhere.base).await;
    let last = record["events"].as_array().map_or(0, Vec::len);
    for version in [1, last / 2, last] {
        let (s, page, _) = op.get(&format!("/admin/games/{replay}/replay?version={version}")).await;
        assert_eq!(s, StatusCode::OK, "{page}");
        // Every country is drawn, blockaded or not (`class="country blockaded"`).
        assert_eq!(page.matches("<g class=\"country").count(), 72, "at version {version}");
    }
    let names: Vec<&str> = common::texts(&record["players"], "name");
    assert_eq!(names, ["ana", "beto"], "{}", record["players"]);
    let (s, anonymous) =
        here.call("GET", &format!("/v1/games/{id}/record?anonymous=true"), None, None).await;
    assert_eq!(s, StatusCode::OK, "a public game's record needs no token: {anonymous}");
    assert_eq!(common::texts(&anonymous["players"], "name"), ["Player 1", "Player 2"]);
    assert_eq!(anonymous["events"], record["events"]);

    let (code, out) = verify_offline(&record, "good").await;
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("verified"), "{out}");

    let (version, tampered) = with_a_die_changed(&record);
    let (code, out) = verify_offline(&tampered, "die").await;
    assert_eq!(code, 1, "{out}");
    assert!(out.contains(&format!("version {version}")), "{out}");
    let (_, token) = elsewhere.register("tamperer").await;
    let (s, b) = elsewhere.post("/v1/records", &token, tampered).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "RECORD_INVALID");
    assert_eq!(b["version"], version, "{b}");
    assert!(b["detail"].as_str().is_some_and(|d| d.contains("attacker_dice")), "{b}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_record_a_game_with_a_bot_ended_by_resignations_round_trips() {
    let app = TestApp::spawn("records-bots").await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    let body = json!({"ruleset": "classic", "max_players": 3, "color": "red",
        "seats": [{"seat": 0, "bot": "greedy"}]});
    let (s, g) = app.post("/v1/games", &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    for token in [&beto, &ana] {
        let (s, b) = app.post(&format!("/v1/games/{id}/resign"), token, json!({})).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
    assert_eq!(view["status"], "finished", "{view}");
    let (record, _) = round_trip(&app, &id, &ana, &app).await;
    assert_eq!(record["players"][0]["bot"], "greedy");
    assert_eq!(common::texts(&record["players"], "name"), ["bot (greedy)", "ana", "beto"]);
    let (code, out) = verify_offline(&record, "bots").await;
    assert_eq!(code, 0, "{out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_record_bad_records_are_refused_and_change_nothing() {
    let app = TestApp::spawn("records-bad").await;
    let [token] = app.tokens(["importer"]).await;
    let (s, before) = app.get("/v1/games?status=finished", &token).await;
    assert_eq!(s, StatusCode::OK);
    let record = json!({"format": "teg-record", "format_version": 1, "game_id": "g",
        "ruleset": "revancha", "options": {}, "players": [], "events": [],
        "dice": {"commitment": "0".repeat(64), "seed": "0".repeat(64)}});
    let (s, b) = app.post("/v1/records", &token, record.clone()).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "RECORD_INVALID");
    let mut unknown = record.clone();
    unknown["ruleset"] = json!("atlantis");
    let (s, b) = app.post("/v1/records", &token, unknown).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_RULESET");
    let mut extra = record.clone();
    extra["comment"] = json!("not a field");
    let (s, b) = app.post("/v1/records", &token, extra).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{b}");
    let (s, b) = app.call("POST", "/v1/records", None, Some(record)).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "UNAUTHORIZED");
    let (_, after) = app.get("/v1/games?status=finished", &token).await;
    assert_eq!(after["total"], before["total"], "nothing kept");
}
