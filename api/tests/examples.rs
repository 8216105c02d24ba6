//! The spec's response examples (`openapi/examples.json`), taken from a real
//! run: a client's day on the service, from a guest's first request to an
//! operator's audit log, each answer kept as its operation's example. Ids,
//! tokens and times, new each run, are written as fixed ones; the test fails
//! when the file drifts from what the server answers (`cargo xtask
//! codegen` records it again, then writes it into the spec).

use std::collections::BTreeMap;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, recorded, spec};

/// A P-256 public key (uncompressed, base64url): a device's `p256dh` and
/// the service's VAPID key in the examples.
const EXAMPLE_POINT: &str =
    "BETss2u9ClJDUNWK0vfKyvbNN29i0cHzD-Rj7IsvmHEuuiTAm0Ki1xRvsYxBsCPag0VxCQ1KKRdzSFQ-AHyBdao";

/// The first successful answer of each operation, and the ids new each
/// run that are not UUIDs, with the fixed names they are written as.
#[derive(Default)]
struct Examples(BTreeMap<String, Value>, Vec<(String, String)>);

impl Examples {
    /// One request; its answer becomes its operation's example if it is the
    /// first success with a body.
    async fn call(
        &mut self,
        app: &TestApp,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Value {
        let (status, answer) = app.call(method, path, token, body).await;
        assert!(status.is_success(), "{method} {path}: {status} {answer}");
        let id = spec::operation_id(method, path.split('?').next().unwrap_or(path))
            .unwrap_or_else(|| panic!("{method} {path} is in the spec"));
        if status != StatusCode::NO_CONTENT && !answer.is_string() {
            self.0
                .entry(id.to_owned())
                .or_insert_with(|| json!({"status": status.as_str(), "body": answer.clone()}));
        }
        answer
    }

    /// The file: ids, tokens and times fixed.
    fn finish(self) -> String {
        let mut value = serde_json::to_value(&self.0).expect("json");
        let mut uuids = Vec::new();
        fixed_secrets(&mut value, &mut uuids);
        recorded::pretty(&recorded::fixed(&value, &self.1))
    }
}

/// Each UUID as the nth one met (`00000000-0000-4000-8000-00000000000n`),
/// each token as a placeholder.
fn fixed_secrets(value: &mut Value, uuids: &mut Vec<String>) {
    match value {
        Value::Object(fields) => {
            for (key, field) in fields.iter_mut() {
                match (key.as_str(), field.as_str()) {
                    ("token" | "access_token", Some(_)) => *field = json!("<access token (JWT)>"),
                    ("refresh_token", Some(_)) => *field = json!("<refresh token>"),
                    ("device_token", Some(_)) => *field = json!("<device token>"),
                    ("join_code", Some(_)) => *field = json!("K7M2Q9XP"),
                    // The VAPID public key, new in each run's data directory.
                    ("key", Some(key)) if key.len() == 87 => *field = json!(EXAMPLE_POINT),
                    ("username", Some(name)) if name.starts_with("guest-") => {
                        *field = json!("guest-9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d");
                    }
                    ("expires_at", None) if field.is_i64() => *field = json!(1_767_226_500),
                    _ => fixed_secrets(field, uuids),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| fixed_secrets(item, uuids)),
        // A UUID, alone or ahead of a `:` (an audit target such as
        // `<game>:blue`).
        Value::String(text)
            if text.get(..36).is_some_and(|id| uuid::Uuid::parse_str(id).is_ok())
                && (text.len() == 36 || text[36..].starts_with(':')) =>
        {
            let id = text[..36].to_owned();
            let n = uuids.iter().position(|u| *u == id).unwrap_or_else(|| {
                uuids.push(id);
                uuids.len() - 1
            });
            *text = format!("00000000-0000-4000-8000-{:012}{}", n + 1, &text[36..]);
        }
        _ => {}
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_specs_response_examples_are_what_the_server_answers() {
    let app = recorded::seeded("examples").await;
    let mut ex = Examples::default();
    let e = &mut ex;
    // Probes and the catalogue.
    e.call(&app, "GET", "/healthz", None, None).await;
    e.call(&app, "GET", "/readyz", None, None).await;
    e.call(&app, "GET", "/v1/rulesets", None, None).await;
    e.call(&app, "GET", "/v1/rulesets/classic", None, None).await;
    e.call(&app, "GET", "/v1/maps/classic", None, None).await;
    e.call(&app, "GET", "/v1/teg2/maps/americas", None, None).await;
    // Accounts and sessions.
    let guest =
        e.call(&app, "POST", "/v1/auth/guest", None, Some(json!({"display_name": "Pampa"}))).await;
    let guest = guest["token"].as_str().expect("a token").to_owned();
    let upgrade = json!({"username": "pampa", "password": "secret password"});
    let upgraded = e.call(&app, "POST", "/v1/me/upgrade", Some(&guest), Some(upgrade)).await;
    let refresh = json!({"refresh_token": upgraded["refresh_token"]});
    e.call(&app, "POST", "/v1/auth/refresh", None, Some(refresh)).await;
    let ana = json!({"username": "ana", "password": "secret password"});
    e.call(&app, "POST", "/v1/auth/register", None, Some(ana.clone())).await;
    let ana = e.call(&app, "POST", "/v1/auth/login", None, Some(ana)).await;
    let ana = ana["token"].as_str().expect("a token").to_owned();
    let [beto, caro] = app.tokens(["beto", "caro"]).await;
    e.call(&app, "GET", "/v1/me", Some(&ana), None).await;
    e.call(
        &app,
        "PATCH",
        "/v1/me",
        Some(&ana),
        Some(json!({"display_name": "Ana", "locale": "es"})),
    )
    .await;
    e.call(&app, "GET", "/v1/me/sessions", Some(&ana), None).await;
    let scopes = json!({"name": "my bot", "scopes": ["read", "play"]});
    let issued = e.call(&app, "POST", "/v1/me/tokens", Some(&ana), Some(scopes)).await;
    e.call(&app, "GET", "/v1/me/tokens", Some(&ana), None).await;
    let token_id = issued["id"].as_str().expect("a token id");
    e.call(&app, "DELETE", &format!("/v1/me/tokens/{token_id}"), Some(&ana), None).await;
    // A device subscribed to pushes (SVC-PUSH), its quiet hours, then gone.
    e.call(&app, "GET", "/v1/push/key", None, None).await;
    let device = json!({
        "endpoint": "https://fcm.googleapis.com/fcm/send/example-device",
        "keys": {"p256dh": EXAMPLE_POINT, "auth": "8eDyX_uCN0XRhSbY5hs7Hg"},
        "expirationTime": null,
    });
    let sub = e.call(&app, "POST", "/v1/me/push-subscriptions", Some(&ana), Some(device)).await;
    e.call(&app, "GET", "/v1/me/push-subscriptions", Some(&ana), None).await;
    let quiet =
        json!({"quiet_hours": {"from": "23:00", "to": "08:00"}, "utc_offset_minutes": -180});
    e.call(&app, "PUT", "/v1/me/push-settings", Some(&ana), Some(quiet)).await;
    e.call(&app, "GET", "/v1/me/push-settings", Some(&ana), None).await;
    let sub = sub["id"].as_str().expect("a subscription id");
    e.call(&app, "DELETE", &format!("/v1/me/push-subscriptions/{sub}"), Some(&ana), None).await;
    // A webhook registered, read and removed.
    let hook = json!({"url": "https://hooks.example.com/teg", "secret": "a long enough secret"});
    e.call(&app, "PUT", "/v1/me/webhook", Some(&ana), Some(hook)).await;
    e.call(&app, "GET", "/v1/me/webhook", Some(&ana), None).await;
    e.call(&app, "GET", "/v1/me/webhook/deliveries?limit=10", Some(&ana), None).await;
    e.call(&app, "DELETE", "/v1/me/webhook", Some(&ana), None).await;
    // An app Caro develops, which Ana lets read her games (SVC-OAUTH).
    let mate = json!({"name": "Mate Bot", "redirect_uris": [crate::oauth::REDIRECT]});
    let mate = e.call(&app, "POST", "/v1/oauth/apps", Some(&caro), Some(mate)).await;
    let client = mate["client_id"].as_str().expect("a client id").to_owned();
    e.1.push((client.clone(), "teg-00000000000000000000000000000001".to_owned()));
    e.call(&app, "GET", "/v1/oauth/apps", Some(&caro), None).await;
    let mut browser = crate::oauth::Browser::new(&app, "en");
    let asked = crate::oauth::ask(&client, "read", crate::oauth::REDIRECT);
    let code = crate::oauth::approve(&mut browser, &asked, "ana").await;
    let (s, granted) =
        crate::oauth::trade(&app, &client, &code, crate::oauth::VERIFIER, crate::oauth::REDIRECT)
            .await;
    assert_eq!(s, StatusCode::OK, "{granted}");
    e.call(&app, "GET", "/v1/me/grants", Some(&ana), None).await;
    // A table: created, listed, joined, started, played.
    let body =
        json!({"ruleset": "classic", "max_players": 3, "color": "red", "options": {"pacts": true}});
    let game = e.call(&app, "POST", "/v1/games", Some(&ana), Some(body)).await;
    let id = game["id"].as_str().expect("an id").to_owned();
    e.call(&app, "GET", "/v1/games?status=lobby&ruleset=classic", Some(&ana), None).await;
    let invited = json!({"username": "caro"});
    let invitation = e
        .call(&app, "POST", &format!("/v1/games/{id}/invitations"), Some(&ana), Some(invited))
        .await;
    e.call(&app, "GET", "/v1/me/invitations", Some(&caro), None).await;
    let invitation = invitation["id"].as_i64().map_or_else(
        || invitation["id"].as_str().unwrap_or_default().to_owned(),
        |n| n.to_string(),
    );
    let blue = json!({"color": "blue"});
    e.call(&app, "POST", &format!("/v1/games/{id}/join"), Some(&beto), Some(blue)).await;
    e.call(&app, "POST", &format!("/v1/invitations/{invitation}/accept"), Some(&caro), None).await;
    e.call(&app, "POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    e.call(&app, "GET", &format!("/v1/games/{id}"), Some(&ana), None).await;
    let legal =
        e.call(&app, "GET", &format!("/v1/games/{id}/legal-actions"), Some(&ana), None).await;
    let mut acted = false;
    for token in [&ana, &beto, &caro] {
        let legal = app.get(&format!("/v1/games/{id}/legal-actions"), token).await.1;
        let Some(action) = legal["actions"]
            .as_array()
            .and_then(|a| a.iter().find(|c| c["type"] != "propose_pact"))
        else {
            continue;
        };
        let body = json!({"action": action, "expected_version": legal["version"]});
        e.call(&app, "POST", &format!("/v1/games/{id}/actions"), Some(token), Some(body)).await;
        acted = true;
        break;
    }
    assert!(acted && legal["version"].is_u64(), "someone acts");
    e.call(&app, "GET", &format!("/v1/games/{id}/events?since=0"), Some(&ana), None).await;
    // A seat that is not acting now handed to a bot by an operator, then
    // taken back by its player before its turn comes.
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
    let (waiting, token) = [("red", &ana), ("blue", &beto)]
        .into_iter()
        .find(|(color, _)| view["current_player"] != *color)
        .expect("one of two is waiting");
    let admin = app.admin_token().await;
    let away = json!({"level": "greedy", "reason": "stepped away"});
    let seat = format!("/v1/admin/games/{id}/seats/{waiting}/bot");
    e.call(&app, "POST", &seat, Some(&admin), Some(away)).await;
    e.call(&app, "POST", &format!("/v1/games/{id}/seat/reclaim"), Some(token), None).await;
    e.call(&app, "GET", &format!("/v1/games/{id}/versions/1"), Some(&ana), None).await;
    let terms = json!({"to": "blue", "terms": {"kind": "world"}});
    e.call(&app, "POST", &format!("/v1/games/{id}/pacts"), Some(&ana), Some(terms)).await;
    e.call(&app, "GET", &format!("/v1/games/{id}/pacts"), Some(&beto), None).await;
    e.call(&app, "POST", &format!("/v1/games/{id}/pacts/1/accept"), Some(&beto), Some(json!({})))
        .await;
    let hello = json!({"body": "suerte!"});
    let said = e.call(&app, "POST", &format!("/v1/games/{id}/chat"), Some(&ana), Some(hello)).await;
    let said = said["id"].as_u64().expect("a message id");
    e.call(&app, "GET", &format!("/v1/games/{id}/chat"), Some(&beto), None).await;
    e.call(&app, "GET", "/v1/me/games", Some(&ana), None).await;
    e.call(&app, "GET", "/v1/me/events?since=0", Some(&ana), None).await;
    let report = json!({"reason": "stalling", "color": "blue", "body": "waits on every turn"});
    e.call(&app, "POST", &format!("/v1/games/{id}/reports"), Some(&ana), Some(report)).await;
    e.call(&app, "GET", "/v1/me/reports", Some(&ana), None).await;
    e.call(&app, "POST", &format!("/v1/games/{id}/resign"), Some(&caro), None).await;
    // A lobby with a bot, left again.
    let lobby =
        e.call(&app, "POST", "/v1/games", Some(&beto), Some(json!({"max_players": 3}))).await;
    let lobby = lobby["id"].as_str().expect("an id").to_owned();
    let greedy = json!({"level": "greedy"});
    e.call(&app, "POST", &format!("/v1/games/{lobby}/bots"), Some(&beto), Some(greedy)).await;
    e.call(&app, "POST", &format!("/v1/games/{lobby}/join"), Some(&caro), None).await;
    e.call(&app, "POST", &format!("/v1/games/{lobby}/leave"), Some(&caro), None).await;
    // Quick match: a ticket opened, read and withdrawn.
    let duel = json!({"ruleset": "classic", "players": {"min": 4, "max": 4}});
    let ticket = e.call(&app, "POST", "/v1/matchmaking/tickets", Some(&guest), Some(duel)).await;
    let ticket = ticket["id"].as_str().expect("a ticket id").to_owned();
    e.call(&app, "GET", &format!("/v1/matchmaking/tickets/{ticket}"), Some(&guest), None).await;
    e.call(&app, "DELETE", &format!("/v1/matchmaking/tickets/{ticket}"), Some(&guest), None).await;
    // A tournament: opened, listed, read, entered and left before its start.
    let starts_at = domain::time::rfc3339(
        domain::ports::Clock::now_ms(&teg_api::adapters::system::SystemClock) + 3_600_000,
    );
    let open = json!({"name": "Abierto", "ruleset": "revancha", "table_size": 4, "clock": {"turn_seconds": 60}, "starts_at": starts_at});
    let cup = e.call(&app, "POST", "/v1/tournaments", Some(&ana), Some(open)).await;
    let cup = cup["id"].as_str().expect("a tournament id").to_owned();
    e.call(&app, "GET", "/v1/tournaments", Some(&ana), None).await;
    e.call(&app, "GET", &format!("/v1/tournaments/{cup}"), Some(&beto), None).await;
    e.call(&app, "POST", &format!("/v1/tournaments/{cup}/join"), Some(&beto), None).await;
    e.call(&app, "POST", &format!("/v1/tournaments/{cup}/leave"), Some(&beto), None).await;
    // Ratings, which nobody has yet.
    e.call(&app, "GET", "/v1/leaderboards/classic", Some(&ana), None).await;
    // An operator's view.
    e.call(&app, "GET", "/v1/admin/games", Some(&admin), None).await;
    e.call(&app, "GET", &format!("/v1/admin/games/{id}"), Some(&admin), None).await;
    e.call(&app, "GET", &format!("/v1/admin/games/{id}/position"), Some(&admin), None).await;
    let why = |reason: &str| Some(json!({"reason": reason}));
    e.call(
        &app,
        "POST",
        &format!("/v1/admin/games/{lobby}/abort"),
        Some(&admin),
        why("test table"),
    )
    .await;
    e.call(&app, "GET", "/v1/admin/users", Some(&admin), None).await;
    let (_, me) = app.get("/v1/me", &beto).await;
    let beto_id = me["id"].as_str().expect("an id").to_owned();
    e.call(&app, "GET", &format!("/v1/admin/users/{beto_id}"), Some(&admin), None).await;
    e.call(&app, "GET", &format!("/v1/users/{beto_id}/ratings"), Some(&ana), None).await;
    e.call(&app, "POST", &format!("/v1/admin/messages/{said}/delete"), Some(&admin), why("rude"))
        .await;
    e.call(&app, "POST", &format!("/v1/admin/users/{beto_id}/mute"), Some(&admin), why("rude"))
        .await;
    // A fair-play cooldown set, then lifted (SVC-FAIRPLAY).
    let cooldown = format!("/v1/admin/users/{beto_id}/cooldown");
    let until = json!({"reason": "left three tables tonight", "until": "2099-01-01T00:00:00Z"});
    e.call(&app, "PUT", &cooldown, Some(&admin), Some(until)).await;
    app.call("PUT", &cooldown, Some(&admin), why("a power cut, not rage")).await;
    // Beto (blue) is taken out of play: Ana, the last one standing, wins,
    // and offers a rematch.
    let kick = json!({"color": "blue", "reason": "left the table"});
    e.call(&app, "POST", &format!("/v1/admin/games/{id}/kick"), Some(&admin), Some(kick)).await;
    e.call(&app, "POST", &format!("/v1/games/{id}/rematch"), Some(&ana), None).await;
    // Ana blocks Beto (SVC-BLOCK), lists her blocks, exports, then lifts it.
    e.call(&app, "PUT", &format!("/v1/me/blocks/{beto_id}"), Some(&ana), None).await;
    e.call(&app, "GET", "/v1/me/blocks", Some(&ana), None).await;
    e.call(&app, "GET", "/v1/me/export", Some(&ana), None).await;
    e.call(&app, "DELETE", &format!("/v1/me/blocks/{beto_id}"), Some(&ana), None).await;
    let note = json!({"body": "friendly"});
    e.call(&app, "POST", &format!("/v1/admin/users/{beto_id}/notes"), Some(&admin), Some(note))
        .await;
    e.call(&app, "GET", &format!("/v1/admin/users/{beto_id}/notes"), Some(&admin), None).await;
    let reports = e.call(&app, "GET", "/v1/admin/reports", Some(&admin), None).await;
    let report = reports["reports"][0]["id"].as_u64().expect("a report");
    e.call(&app, "GET", &format!("/v1/admin/reports/{report}"), Some(&admin), None).await;
    let dismiss = format!("/v1/admin/reports/{report}/dismiss");
    e.call(&app, "POST", &dismiss, Some(&admin), why("no stalling")).await;
    e.call(&app, "GET", "/v1/admin/audit", Some(&admin), None).await;
    e.call(&app, "GET", "/v1/admin/push/failing", Some(&admin), None).await;
    e.call(&app, "GET", "/v1/admin/oauth/apps", Some(&admin), None).await;
    let disable = format!("/v1/admin/oauth/apps/{client}/disable");
    e.call(&app, "POST", &disable, Some(&admin), why("phishing")).await;
    let _ = std::fs::remove_file(&app.db);
    recorded::assert_committed("openapi/examples.json", &ex.finish(), "UPDATE_CONTRACTS");
}
