//! Player reports (SVC-REPORT) and operators' notes over REST and GraphQL,
//! on the real server and SQLite: a seated player reports a colour at the
//! game's version, sees where their report stands (never the operator's
//! words), cannot flood the queue; an operator pages the queue, closes a
//! report once with a reason that lands in the audit log, and keeps notes
//! on accounts.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, assert_problem};

async fn file(app: &TestApp, id: &str, token: &str, body: Value) -> (StatusCode, Value) {
    app.post(&format!("/v1/games/{id}/reports"), token, body).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_reports_a_colour_and_an_operator_resolves_it_once_with_an_audited_reason_svc_report()
 {
    let app = TestApp::spawn("reports").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let ((ana_id, ana), (beto_id, _)) = (players[0].clone(), players[1].clone());
    let (_, game) = app.get(&format!("/v1/games/{id}"), &ana).await;
    let (s, report) = file(
        &app,
        &id,
        &ana,
        json!({"color": "white", "reason": "abusive_chat", "body": "insults in chat"}),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{report}");
    assert_eq!(report["status"], "open");
    assert_eq!(report["color"], "white", "beto joined as the first free colour");
    assert_eq!(report["version"], game["version"], "filed at the game's version");
    assert!(report.get("reporter_id").is_none() && report.get("resolution").is_none());
    let rid = report["id"].as_u64().expect("id");

    let (s, queue) = app.get("/v1/admin/reports?status=open", &admin).await;
    assert_eq!(s, StatusCode::OK, "{queue}");
    assert_eq!(queue["total"], 1);
    assert_eq!(queue["reports"][0]["reporter_id"], ana_id.as_str());
    assert_eq!(queue["reports"][0]["reported_id"], beto_id.as_str());
    let (s, b) = app.get("/v1/admin/reports", &ana).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "FORBIDDEN");

    let close = |outcome: &'static str, reason: &'static str| {
        let path = format!("/v1/admin/reports/{rid}/{outcome}");
        let admin = admin.clone();
        let app = &app;
        async move { app.post(&path, &admin, json!({"reason": reason})).await }
    };
    let (s, b) = close("resolve", "  ").await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "REASON_REQUIRED");
    let (s, closed) = close("resolve", "muted beto for a day").await;
    assert_eq!(s, StatusCode::OK, "{closed}");
    assert_eq!(
        (closed["status"].as_str(), closed["resolution"].as_str()),
        (Some("resolved"), Some("muted beto for a day"))
    );
    let (s, b) = close("dismiss", "changed my mind").await;
    assert_problem(s, &b, StatusCode::CONFLICT, "REPORT_CLOSED");
    let (s, b) = app.post("/v1/admin/reports/999/dismiss", &admin, json!({"reason": "x"})).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "REPORT_NOT_FOUND");

    let (s, audit) = app.get(&format!("/v1/admin/audit?target={rid}"), &admin).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(audit["total"], 1, "one closing, one audit row: {audit}");
    assert_eq!(audit["entries"][0]["action"], "resolve_report");
    assert_eq!(audit["entries"][0]["reason"], "muted beto for a day");

    let (s, mine) = app.get("/v1/me/reports", &ana).await;
    assert_eq!(s, StatusCode::OK, "{mine}");
    assert_eq!(mine["reports"][0]["status"], "resolved");
    assert!(mine["reports"][0]["handled_at"].is_string());
    assert!(
        mine["reports"][0].get("resolution").is_none(),
        "the operator's words stay with operators"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_report_that_cannot_be_filed_is_refused_with_its_code_and_leaves_nothing_svc_report() {
    let app = TestApp::spawn("reports-refused").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let ana = players[0].1.clone();
    let (_, zoe) = app.register("zoe").await;
    let cases = [
        (
            &ana,
            json!({"color": "red", "reason": "cheating", "body": "me"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "INVALID_REPORT",
        ),
        (
            &ana,
            json!({"color": "green", "reason": "cheating", "body": "x"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "INVALID_REPORT",
        ),
        (
            &ana,
            json!({"reason": "other", "body": "   "}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "INVALID_REPORT",
        ),
        (
            &ana,
            json!({"reason": "other", "body": "x".repeat(2001)}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "INVALID_REPORT",
        ),
        (
            &ana,
            json!({"reason": "other", "body": "a\u{0}b"}),
            StatusCode::BAD_REQUEST,
            "INVALID_TEXT",
        ),
        (&ana, json!({"reason": "spite", "body": "x"}), StatusCode::BAD_REQUEST, "MALFORMED_JSON"),
        (
            &ana,
            json!({"reason": "other", "body": "x", "extra": 1}),
            StatusCode::BAD_REQUEST,
            "MALFORMED_JSON",
        ),
        (
            &zoe,
            json!({"reason": "other", "body": "not my game"}),
            StatusCode::FORBIDDEN,
            "NOT_SEATED",
        ),
    ];
    for (token, body, status, code) in cases {
        let (s, b) = file(&app, &id, token, body.clone()).await;
        assert_problem(s, &b, status, code);
    }
    let (s, b) = file(&app, "no-such-game", &ana, json!({"reason": "other", "body": "x"})).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "GAME_NOT_FOUND");
    let (_, queue) = app.get("/v1/admin/reports", &admin).await;
    assert_eq!(queue["total"], 0, "nothing was filed: {queue}");
    for _ in 0..3 {
        let (s, b) = file(&app, &id, &ana, json!({"reason": "stalling", "body": "slow"})).await;
        assert_eq!(s, StatusCode::CREATED, "{b}");
    }
    let (s, b) = file(&app, &id, &ana, json!({"reason": "stalling", "body": "slow"})).await;
    assert_problem(s, &b, StatusCode::TOO_MANY_REQUESTS, "TOO_MANY_REPORTS");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn graphql_files_the_same_report_as_rest_svc_report() {
    let app = TestApp::spawn("reports-graphql").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let vars = json!({"g": id});
    let report = |query: &'static str| app.gql(&players[1].1, query, vars.clone());
    let answer = report("mutation($g: String!) { reportGame(gameId: $g, color: \"red\", reason: \"stalling\", body: \"never plays\") %ReportDto }").await;
    assert!(answer.get("errors").is_none(), "{answer}");
    assert_eq!(answer["data"]["reportGame"]["status"], "open");
    let bad =
        report("mutation($g: String!) { reportGame(gameId: $g, reason: \"spite\", body: \"x\") %ReportDto }")
            .await;
    assert_eq!(bad["errors"][0]["extensions"]["code"], "BAD_REASON", "{bad}");
    let (_, queue) = app.get(&format!("/v1/admin/reports?game={id}"), &admin).await;
    assert_eq!(queue["total"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operators_keep_audited_notes_on_an_account() {
    let app = TestApp::spawn("notes").await;
    let admin = app.admin_token().await;
    let (ana, token) = app.register("ana").await;
    let path = format!("/v1/admin/users/{ana}/notes");
    let (s, b) = app.post(&path, &admin, json!({"body": " "})).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_NOTE");
    let (s, b) = app.post(&path, &token, json!({"body": "x"})).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "FORBIDDEN");
    let (s, b) = app.post("/v1/admin/users/nobody/notes", &admin, json!({"body": "x"})).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "USER_NOT_FOUND");
    let (s, note) = app.post(&path, &admin, json!({"body": "warned about chat"})).await;
    assert_eq!(s, StatusCode::CREATED, "{note}");
    let (s, list) = app.get(&path, &admin).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(list["notes"][0]["body"], "warned about chat");
    let (_, audit) =
        app.get(&format!("/v1/admin/audit?action=add_note&target={ana}"), &admin).await;
    assert_eq!(audit["total"], 1, "{audit}");
}
