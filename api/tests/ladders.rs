//! The dashboard's leaderboards and collusion signal through the spawned
//! app (HTML, no browser): established people are on `/admin/leaderboards`
//! as `GET /v1/leaderboards/{ruleset}` ranks them; a pair where one
//! resigns to the other game after game, their accounts made together,
//! and a person fed by throwaway accounts show on `/admin/collusion` as a
//! signal for review, never a sanction; the user
//! page offers the unrank form and says when a person is left out, and
//! the leaderboards then leave them out. Both pages are operators' only.
//! A tournament's page shows its standings and rounds, and its forms pause
//! it and disqualify an entrant, audited (SVC-TOURNAMENT).

use reqwest::StatusCode;
use serde_json::json;

use crate::common;

use common::TestApp;
use common::admin::{Browser, hidden};

/// A rated Revancha table of `creator` (red), `other` and a greedy bot,
/// started: its id.
async fn rated_game(app: &TestApp, creator: &str, other: &str) -> String {
    let body = json!({
        "ruleset": "revancha",
        "max_players": 3,
        "color": "red",
        "seats": [{"color": "blue", "bot": "greedy"}],
        "rated": true,
    });
    let (s, g) = app.post("/v1/games", creator, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, creator, &[other]).await;
    id
}

/// `token` resigns its seat in game `id`.
async fn resign(app: &TestApp, id: &str, token: &str) {
    let (s, b) = app.post(&format!("/v1/games/{id}/resign"), token, json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
}

/// The leaderboard's user ids, best first, as REST ranks them.
async fn ranked(app: &TestApp, token: &str) -> Vec<String> {
    let (s, board) = app.get("/v1/leaderboards/revancha", token).await;
    assert_eq!(s, StatusCode::OK, "{board}");
    let entries = board["entries"].as_array().expect("entries");
    entries.iter().filter_map(|e| e["user"]["id"].as_str().map(str::to_owned)).collect::<Vec<_>>()
}

/// Revancha ratings of 12 counted games for `people` (id, mu; sigma 2),
/// written in the test server's database as the store keeps them.
async fn established(app: &TestApp, people: &[(&str, f64)]) {
    use sea_orm::ConnectionTrait as _;
    let url = format!("sqlite://{}?mode=rw", app.db.display());
    let db = sea_orm::Database::connect(&url).await.expect("the test server's database");
    for (id, mu) in people {
        let shown = mu - 6.0;
        db.execute_unprepared(&format!(
            "INSERT INTO ratings (user_id, ruleset, mu, sigma, shown, games, updated_at) \
             VALUES ('{id}', 'revancha', {mu}, 2.0, {shown}, 12, 0)"
        ))
        .await
        .expect("insert");
    }
    db.close().await.expect("closed");
}

/// Where in `page` `needle` first is.
fn at(page: &str, needle: &str) -> usize {
    page.find(needle).unwrap_or_else(|| panic!("`{needle}` in {page}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboards_and_the_collusion_signal_show_rated_play_and_unranking_leaves_one_out() {
    let app = TestApp::spawn("ladders").await;
    let [(ana_id, ana), (beto_id, beto)] = app.accounts(["ana", "beto"]).await;
    // Three rated games in which ana resigns at once, leaving beto at the
    // table, then beto: unplayed, they count for nobody (SVC-RATING), and
    // nobody is on a leaderboard.
    for _ in 0..3 {
        let id = rated_game(&app, &ana, &beto).await;
        resign(&app, &id, &ana).await;
        resign(&app, &id, &beto).await;
        let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
        assert_eq!(view["status"], "finished", "{view}");
        assert_eq!(view["rating_uncounted"], "too_few_turns", "{view}");
    }
    assert!(ranked(&app, &ana).await.is_empty(), "nobody counted a game");
    // Ratings as established people have them, in the store.
    established(&app, &[(&ana_id, 20.0), (&beto_id, 26.0)]).await;
    assert_eq!(ranked(&app, &ana).await, [beto_id.clone(), ana_id.clone()]);

    // Nobody without an operator session sees either page.
    let mut anon = Browser::new(&app.base);
    for path in ["/admin/leaderboards", "/admin/collusion"] {
        let (s, _, to) = anon.get(path).await;
        assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")), "{path}");
    }

    let mut op = Browser::operator(&app.base).await;
    // The nav links both pages.
    let (s, overview, _) = op.get("/admin").await;
    assert_eq!(s, StatusCode::OK);
    assert!(overview.contains(r#"href="/admin/leaderboards""#), "{overview}");
    assert!(overview.contains(r#"href="/admin/collusion""#), "{overview}");

    // Revancha's leaderboard, the default: beto first, ana second, as REST
    // ranks them, each linked to their page, with their counted games.
    let (s, board, _) = op.get("/admin/leaderboards").await;
    assert_eq!(s, StatusCode::OK, "{board}");
    let (beto_at, ana_at) = (
        at(&board, &format!(r#"href="/admin/users/{beto_id}"><bdi>beto</bdi></a>"#)),
        at(&board, &format!(r#"href="/admin/users/{ana_id}"><bdi>ana</bdi></a>"#)),
    );
    assert!(beto_at < ana_at, "the REST order: {board}");
    assert_eq!(board.matches(r#"<tr class="leader">"#).count(), 2, "{board}");
    assert!(board.contains("<td>12</td>"), "twelve counted games: {board}");
    let (_, same, _) = op.get("/admin/leaderboards?ruleset=revancha").await;
    assert_eq!(same.matches(r#"<tr class="leader">"#).count(), 2);
    // Another game's board is empty; an unknown one is refused.
    let (s, classic, _) = op.get("/admin/leaderboards?ruleset=classic").await;
    assert_eq!(s, StatusCode::OK);
    assert!(classic.contains("Nobody is rated in this game."), "{classic}");
    let (s, page, _) = op.get("/admin/leaderboards?ruleset=chess").await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{page}");
    assert!(page.contains("UNKNOWN_RULESET"), "{page}");

    // The collusion signal: ana left beto at the table in each of their
    // three games together: flagged "one feeds the other", and said to be
    // a signal only.
    let (s, signal, _) = op.get("/admin/collusion").await;
    assert_eq!(s, StatusCode::OK, "{signal}");
    assert!(signal.contains("never a sanction"), "{signal}");
    assert_eq!(signal.matches(r#"<tr class="pair">"#).count(), 1, "{signal}");
    assert!(
        signal.contains(&format!(r#"href="/admin/users/{ana_id}"><bdi>ana</bdi></a>"#)),
        "{signal}"
    );
    assert!(
        signal.contains(&format!(r#"href="/admin/users/{beto_id}"><bdi>beto</bdi></a>"#)),
        "{signal}"
    );
    assert!(signal.contains("One feeds the other"), "{signal}");
    // Registered minutes apart from one address: linked as well.
    assert!(signal.contains("Accounts made together, and one fed the other"), "{signal}");
    assert!(signal.contains(r#"id="no-farms""#), "nobody fed by throwaways yet: {signal}");
    assert!(signal.contains("<td>revancha</td><td>3</td><td>0</td><td>3</td>"), "{signal}");
    assert!(!signal.contains("/moderate"), "no sanction from here: {signal}");
    let (s, all, _) = op.get("/admin/collusion?all=on").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(all.matches(r#"<tr class="pair">"#).count(), 1, "{all}");

    // Ana's page offers the unrank form; unranked, she is said to be so,
    // is offered "rerank", and leaves both leaderboards.
    let (s, page, _) = op.get(&format!("/admin/users/{ana_id}")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains(r#"name="action" value="unrank""#), "{page}");
    assert!(!page.contains(r#"id="unranked""#), "{page}");
    let csrf = hidden(&page, "csrf");
    let form = [
        ("csrf", csrf.as_str()),
        ("action", "unrank"),
        ("reason", "feeding beto"),
        ("back", "user"),
    ];
    let (s, _, to) = op.post(&format!("/admin/users/{ana_id}/moderate"), &form).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let to = to.expect("a redirect");
    assert_eq!(to, format!("/admin/users/{ana_id}?done=unrank"));
    let (_, page, _) = op.get(&to).await;
    assert!(page.contains(r#"id="unranked""#), "{page}");
    assert!(page.contains(r#"name="action" value="rerank""#), "{page}");
    let (_, board, _) = op.get("/admin/leaderboards").await;
    assert_eq!(board.matches(r#"<tr class="leader">"#).count(), 1, "{board}");
    assert!(!board.contains(&format!("/admin/users/{ana_id}")), "{board}");
    assert_eq!(ranked(&app, &beto).await, [beto_id], "REST agrees");
    // The signal is about play, not the leaderboards: it stays.
    let (_, signal, _) = op.get("/admin/collusion").await;
    assert_eq!(signal.matches(r#"<tr class="pair">"#).count(), 1, "{signal}");

    // Three throwaways each sit one rated game with carla and resign to
    // her: no pair has the games to say anything, but carla is a farm.
    let (carla_id, carla) = app.register("carla").await;
    let mut throwaways = Vec::new();
    for name in ["tiro1", "tiro2", "tiro3"] {
        let (id, token) = app.register(name).await;
        let game = rated_game(&app, &token, &carla).await;
        resign(&app, &game, &token).await;
        resign(&app, &game, &carla).await;
        throwaways.push(id);
    }
    let (_, signal, _) = op.get("/admin/collusion").await;
    let farm = &signal[at(&signal, r#"<table id="farms">"#)..];
    assert_eq!(farm.matches(r#"<tr class="farm">"#).count(), 1, "{signal}");
    assert!(farm.contains(&format!(r#"href="/admin/users/{carla_id}"><bdi>carla</bdi></a>"#)));
    for id in &throwaways {
        assert!(farm.contains(&format!("/admin/users/{id}")), "{farm}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_tournament_the_dashboard_shows_a_tournament_and_pauses_and_disqualifies_audited() {
    let app = TestApp::spawn("ladders-tournament").await;
    let [(ana_id, ana), (beto_id, beto)] = app.accounts(["ana", "beto"]).await;
    let soon = domain::time::rfc3339(
        domain::ports::Clock::now_ms(&teg_api::adapters::system::SystemClock) + 1_000,
    );
    let body = json!({"name": "Copa", "ruleset": "revancha", "table_size": 2, "rounds": 2,
        "clock": {"turn_seconds": 600, "on_timeout": "bot"}, "starts_at": soon});
    let (s, t) = app.post("/v1/tournaments", &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{t}");
    let id = t["id"].as_str().expect("id").to_owned();
    for token in [&ana, &beto] {
        app.call("POST", &format!("/v1/tournaments/{id}/join"), Some(token), None).await;
    }
    // Round 1 starts by itself.
    for _ in 0..100 {
        let (_, t) = app.get(&format!("/v1/tournaments/{id}"), &ana).await;
        if t["round"] == 1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let mut op = Browser::operator(&app.base).await;
    let (s, list, _) = op.get("/admin/tournaments").await;
    assert_eq!(s, StatusCode::OK);
    assert!(list.contains("Copa") && list.contains(&format!("/admin/tournaments/{id}")), "{list}");
    let (s, page, _) = op.get(&format!("/admin/tournaments/{id}")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(
        page.contains("running") && page.contains(&ana_id) && page.contains(&beto_id),
        "{page}"
    );
    assert!(
        page.contains(r#"id="standings""#) && page.contains("/admin/games/"),
        "a table links its game"
    );
    let csrf = hidden(&page, "csrf");
    let moderate = format!("/admin/tournaments/{id}/moderate");
    let (s, _, to) =
        op.post(&moderate, &[("csrf", &csrf), ("action", "pause"), ("reason", "a dispute")]).await;
    assert_eq!(
        (s, to.as_deref()),
        (StatusCode::SEE_OTHER, Some(format!("/admin/tournaments/{id}").as_str()))
    );
    let form = [
        ("csrf", csrf.as_str()),
        ("action", "disqualify"),
        ("user_id", beto_id.as_str()),
        ("reason", "colluded"),
    ];
    let (s, _, _) = op.post(&moderate, &form).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, page, _) = op.get(&format!("/admin/tournaments/{id}")).await;
    assert!(page.contains("paused") && page.contains("colluded"), "{page}");
    let (s, _, _) = op.post(&moderate, &[("action", "resume"), ("reason", "no token")]).await;
    assert_ne!(s, StatusCode::SEE_OTHER, "no form acts without its CSRF token");
    let admin = app.admin_token().await;
    for action in ["pause_tournament", "disqualify"] {
        let (_, audit) = app.get(&format!("/v1/admin/audit?action={action}"), &admin).await;
        assert_eq!(audit["entries"].as_array().map(Vec::len), Some(1), "{action}: {audit}");
    }
}
