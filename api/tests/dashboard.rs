//! The operator dashboard through the spawned app (HTML, no browser): login
//! redirect, CSRF rejection, operator-only access (a player's token or no
//! session never sees an /admin page), the game page with its SVG board,
//! the replay stepper, and moderation that takes effect and is audited.

use reqwest::StatusCode;
use reqwest::header::{COOKIE, SET_COOKIE};
use serde_json::json;

use crate::common;

use common::TestApp;
use common::admin::{Browser, hidden};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_an_operator_session_every_admin_page_redirects_to_the_login() {
    let app = TestApp::spawn("dashboard").await;
    let (id, players) = app.started_game().await;
    let mut anon = Browser::new(&app.base);
    for path in
        ["/admin", "/admin/games", &format!("/admin/games/{id}"), "/admin/audit", "/admin/users"]
    {
        let (s, _, to) = anon.get(path).await;
        assert_eq!(s, StatusCode::SEE_OTHER, "{path}");
        assert_eq!(to.as_deref(), Some("/admin/login"), "{path}");
    }
    // A player's own token, planted as the session cookie, is not a session.
    let mut player = Browser::new(&app.base);
    player.cookies.push(("teg_session".to_owned(), players[0].1.clone()));
    let (s, body, to) = player.get("/admin/games").await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")), "{body}");
    // Nor is a bearer header.
    let res = app.raw_get("/admin/games", &players[0].1).await;
    assert!(res.url().path().ends_with("/admin/login"), "followed to the login page");
    // A player's credentials do not open a session.
    let (s, page, _) = player.login("ana", "secret password").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    assert!(page.contains("operators only"), "{page}");
    assert!(
        player.cookie("teg_session").is_none()
            || player.cookie("teg_session") == Some(players[0].1.clone())
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logins_and_forms_without_the_right_csrf_token_are_refused_and_change_nothing() {
    let app = TestApp::spawn("dashboard").await;
    let (id, players) = app.started_game().await;
    let mut op = Browser::new(&app.base);
    let (s, _, _) = op.get("/admin/login").await;
    assert_eq!(s, StatusCode::OK);
    let (s, _, _) = op
        .post(
            "/admin/login",
            &[("csrf", "forged"), ("username", "admin"), ("password", "admin password")],
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert!(op.cookie("teg_session").is_none(), "no session without the login token");
    let (s, _, _) = op.login("admin", "wrong password").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    let (s, _, to) = op.login("admin", "admin password").await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin")));
    assert!(op.cookie("teg_session").is_some());

    let (s, _, _) = op
        .post(
            &format!("/admin/games/{id}/moderate"),
            &[("csrf", "forged"), ("action", "pause"), ("reason", "x")],
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    assert_eq!(view["status"], "playing", "a forged form changes nothing");
    let (_, audit, _) = op.get("/admin/audit").await;
    assert!(!audit.contains(r#"<td class="action">pause</td>"#), "nothing audited");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_operator_sees_the_board_replays_it_and_pauses_the_game_with_an_audit_entry() {
    let app = TestApp::spawn("dashboard").await;
    let (id, players) = app.started_game().await;
    // Play a few actions so the replay has somewhere to go.
    for _ in 0..6 {
        for (_, token) in &players {
            let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
            if let Some(a) = legal["actions"].as_array().and_then(|a| a.last()) {
                let (s, b) = app.try_act(&id, token, a).await;
                assert_eq!(s, StatusCode::OK, "{b}");
                break;
            }
        }
    }
    app.post(&format!("/v1/games/{id}/chat"), &players[0].1, json!({"body": "buena suerte"})).await;
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let session = op.cookie("teg_session").expect("session");
    assert!(!session.is_empty());

    let (s, overview, _) = op.get("/admin").await;
    assert_eq!(s, StatusCode::OK);
    assert!(overview.contains(r#"id="live-games">1<"#), "{overview}");
    let (_, list, _) = op.get("/admin/games?status=playing").await;
    assert!(list.contains(&format!("/admin/games/{id}")));
    let (_, none, _) = op.get("/admin/games?status=finished").await;
    assert!(!none.contains(&format!("/admin/games/{id}")), "the status filter works");
    let (_, by_player, _) = op.get("/admin/games?player=beto").await;
    assert!(by_player.contains(&format!("/admin/games/{id}")), "the player filter works");

    let (s, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(page.matches(r#"<g class="country""#).count(), 72, "the SVG has 72 countries");
    assert!(page.contains("Objectives:") && page.contains("buena suerte"));
    assert!(page.contains("the game starts; seating"), "the log is in plain language");
    let version: u64 = {
        let start = page.find(r#"id="version">"#).expect("version") + r#"id="version">"#.len();
        page[start..].split('<').next().expect("n").parse().expect("number")
    };
    assert!(version >= 8);
    let (_, at_one, _) = op.get(&format!("/admin/games/{id}/replay?version=1")).await;
    let (_, at_last, _) = op.get(&format!("/admin/games/{id}/replay?version={version}")).await;
    let owners = |p: &str| p.matches(r#"data-owner="""#).count();
    assert_eq!(owners(&at_one), 72, "before the deal nobody owns a country");
    assert_eq!(owners(&at_last), 0, "after it everyone does");
    let (s, position, _) = op.get(&format!("/admin/games/{id}/position?version={version}")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(position.contains("\"countries\""), "the position exports as JSON");

    let csrf = hidden(&page, "csrf");
    let (s, _, to) = op
        .post(
            &format!("/admin/games/{id}/moderate"),
            &[("csrf", &csrf), ("action", "pause"), ("reason", "dispute over a roll")],
        )
        .await;
    assert_eq!(
        (s, to.as_deref()),
        (StatusCode::SEE_OTHER, Some(format!("/admin/games/{id}?done=pause").as_str()))
    );
    // The page after the action says what happened and links its audit row.
    let (_, after, _) = op.get(&format!("/admin/games/{id}?done=pause")).await;
    assert!(after.contains(r#"id="done""#) && after.contains("Game paused."), "{after}");
    let admin = app.admin_token().await;
    let (_, rows) = app.get("/v1/admin/audit?action=pause", &admin).await;
    let row = rows["entries"][0]["id"].as_u64().expect("the pause's audit row");
    let link = format!("/admin/audit?actor=admin&action=pause#entry-{row}");
    let escaped = link.replace('&', "&#38;");
    assert!(after.contains(&format!(r#"href="{escaped}""#)), "{after}");
    let (_, audit_page, _) = op.get(&link).await;
    assert!(
        audit_page.contains(&format!(r#"<tr class="entry" id="entry-{row}">"#)),
        "the row it points at"
    );
    let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &players[0].1).await;
    assert_eq!(legal["actions"], json!([]));
    let (_, audit, _) = op.get("/admin/audit").await;
    assert!(
        audit.contains(r#"<td class="action">pause</td>"#) && audit.contains("dispute over a roll"),
        "{audit}"
    );

    // Ban through the users page: the player can no longer log in.
    let (_, users, _) = op.get("/admin/users?username=beto").await;
    assert!(users.contains(r#"name="confirm" value="yes" required"#), "a ban asks first");
    let beto = &players[1].0;
    let csrf_users = hidden(&users, "csrf");
    let unconfirmed = [("csrf", csrf_users.as_str()), ("action", "ban"), ("reason", "spam")];
    let (s, page, _) = op.post(&format!("/admin/users/{beto}/moderate"), &unconfirmed).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "an unconfirmed ban is refused: {page}");
    assert!(page.contains("CONFIRMATION_REQUIRED"));
    let (s, _) = app.log_in("beto", "secret password").await;
    assert_eq!(s, StatusCode::OK, "and changed nothing");
    let (s, _, _) = op
        .post(
            &format!("/admin/users/{beto}/moderate"),
            &[("csrf", &csrf_users), ("action", "ban"), ("reason", "spam"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (s, _) = app.log_in("beto", "secret password").await;
    assert_eq!(s, StatusCode::FORBIDDEN);

    let (s, _, to) = op.post("/admin/logout", &[("csrf", &csrf)]).await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")));
    assert!(op.cookie("teg_session").is_none(), "logging out drops the session cookie");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_and_its_replays_show_the_pacts_of_that_moment_r_pct_1() {
    let app = TestApp::spawn("dashboard-pacts").await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    let body = json!({"max_players": 2, "color": "red", "options": {"pacts": true}});
    let (s, g) = app.post("/v1/games", &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto), None).await;
    app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    let seating = app.get(&format!("/v1/games/{id}"), &ana).await.1["seating"].clone();
    let other =
        seating.as_array().expect("seating").iter().find(|c| *c != "red").expect("beto").clone();
    let terms = json!({"kind": "world"});
    let (s, proposed) = app
        .post(&format!("/v1/games/{id}/pacts"), &ana, json!({"to": other, "terms": terms}))
        .await;
    assert_eq!(s, StatusCode::OK, "{proposed}");
    let at_proposal = proposed["version"].as_u64().expect("version");
    let (s, accepted) =
        app.call("POST", &format!("/v1/games/{id}/pacts/1/accept"), Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{accepted}");

    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (s, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert_eq!(s, StatusCode::OK);
    let pacts = page.split(r#"id="pacts""#).nth(1).expect("the pacts card");
    let pacts = pacts.split("</div>").next().expect("card end");
    assert!(
        pacts.contains("#1") && pacts.contains("world pact") && pacts.contains("in force"),
        "{pacts}"
    );
    assert!(
        page.contains("proposes pact #1") && page.contains("pact #1 accepted"),
        "the log narrates"
    );
    // The replay shows each moment's pacts: proposed, then none before.
    let (_, then, _) = op.get(&format!("/admin/games/{id}/replay?version={at_proposal}")).await;
    let card =
        then.split(r#"id="pacts""#).nth(1).expect("card").split("</div>").next().expect("end");
    assert!(card.contains("proposed") && !card.contains("in force"), "{card}");
    let (_, before, _) =
        op.get(&format!("/admin/games/{id}/replay?version={}", at_proposal - 1)).await;
    assert!(before.contains("No pacts proposed or in force."));
}

/// SVC-CLOCK and SVC-BOTS on the game page: the clock and the actor's
/// deadline, the form that puts a bot in a seat (posted as the browser
/// posts it, every field), which needs a reason, is audited and shows the
/// bot's badge, and the log that narrates the change of hands.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_bots_the_game_page_shows_the_clock_and_puts_a_bot_in_a_seat_with_an_audited_reason() {
    let app = TestApp::spawn("dashboard-bots").await;
    let ana = app.register("ana").await;
    let beto = app.register("beto").await;
    let clock = json!({"turn_seconds": 3600, "on_timeout": "bot", "max_timeouts": 2});
    let (s, g) = app
        .post("/v1/games", &ana.1, json!({"max_players": 2, "color": "red", "clock": clock}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let join = Some(json!({"color": "blue"}));
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto.1), join).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana.1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");

    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (s, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("3600 s a step; on timeout: bot; 2 in a row: bot for good"), "{page}");
    assert!(page.contains(r#"<time datetime=""#), "the actor's deadline is shown");
    assert!(page.contains(r#"id="seat-bot""#) && !page.contains(r#"class="badge bot""#));

    // Without a reason: refused, nothing changes.
    let csrf = hidden(&page, "csrf");
    let form = |reason: &'static str| {
        [
            ("csrf", csrf.clone()),
            ("color", "blue".into()),
            ("level", "planner".into()),
            ("reason", reason.into()),
        ]
    };
    let as_pairs = |f: &[(&'static str, String); 4]| {
        f.iter().map(|(k, v)| (*k, v.clone())).collect::<Vec<_>>()
    };
    let blank = as_pairs(&form(" "));
    let blank: Vec<(&str, &str)> = blank.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let (s, answer, _) = op.post(&format!("/admin/games/{id}/seat-bot"), &blank).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{answer}");
    assert!(answer.contains("REASON_REQUIRED"), "{answer}");
    let (_, view) = app.get(&format!("/v1/games/{id}"), &beto.1).await;
    let blue = |v: &serde_json::Value| {
        v["players"].as_array().expect("players").iter().find(|p| p["color"] == "blue").cloned()
    };
    assert_eq!(blue(&view).expect("blue")["controller"], json!({"kind": "human"}));

    let full = as_pairs(&form("beto left for the night"));
    let full: Vec<(&str, &str)> = full.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let (s, _, to) = op.post(&format!("/admin/games/{id}/seat-bot"), &full).await;
    assert_eq!(
        (s, to.as_deref()),
        (StatusCode::SEE_OTHER, Some(format!("/admin/games/{id}?done=seat_bot").as_str()))
    );
    let (_, view) = app.get(&format!("/v1/games/{id}"), &beto.1).await;
    assert_eq!(
        blue(&view).expect("blue")["controller"],
        json!({"kind": "bot", "level": "planner"})
    );
    let (_, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert!(page.contains(r#"<span class="badge bot">bot (planner)</span>"#), "{page}");
    assert!(page.contains("seat is played by a bot (planner) (by an operator)"), "the log says so");
    let (_, audit, _) = op.get("/admin/audit").await;
    assert!(
        audit.contains(r#"<td class="action">seat_bot</td>"#)
            && audit.contains("beto left for the night"),
        "{audit}"
    );
}

/// Server-side sessions: logging out ends the session for good (the old
/// cookie gets the login page and its CSRF token pauses nothing), "end all
/// my sessions" ends the ones on other devices, and a dashboard cookie is
/// never an API bearer token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dashboard_session_ends_at_logout_and_its_cookie_is_no_api_token() {
    let app = TestApp::spawn("dashboard-sessions").await;
    let (id, _) = app.started_game().await;
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let cookie = op.cookie("teg_session").expect("a session");

    // The cookie opens the dashboard, and nothing of the API.
    let (s, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert_eq!(s, StatusCode::OK);
    let csrf = hidden(&page, "csrf");
    let (s, b) = app.get("/v1/admin/games", &cookie).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "{b}");

    // Logout; the old cookie, replayed, gets the login page.
    let (s, _, to) = op.post("/admin/logout", &[("csrf", &csrf)]).await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")));
    let mut stolen = Browser::new(&app.base);
    stolen.cookies.push(("teg_session".to_owned(), cookie.clone()));
    let (s, _, to) = stolen.get(&format!("/admin/games/{id}")).await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")));
    let pause = [("csrf", csrf.as_str()), ("action", "pause"), ("reason", "replayed cookie")];
    let (s, _, to) = stolen.post(&format!("/admin/games/{id}/moderate"), &pause).await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")));
    let (_, game) = app.get(&format!("/v1/games/{id}"), &app.admin_token().await).await;
    assert_eq!(game["status"], "playing", "the replayed cookie paused nothing: {game}");

    // Two devices; ending all sessions from one ends the other's too.
    let mut laptop = Browser::new(&app.base);
    laptop.login("admin", "admin password").await;
    let mut phone = Browser::new(&app.base);
    phone.login("admin", "admin password").await;
    let (s, _, _) = phone.get("/admin").await;
    assert_eq!(s, StatusCode::OK);
    let (_, page, _) = laptop.get("/admin").await;
    let (s, _, to) = laptop.post("/admin/sessions/end", &[("csrf", &hidden(&page, "csrf"))]).await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")));
    let (s, _, to) = phone.get("/admin").await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin/login")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_session_cookie_is_http_only_and_same_site_strict_and_secure_when_configured() {
    let (mut config, db) = common::sqlite_config("dashboard-cookie");
    config.cookie_secure = true;
    let base = teg_api::startup::Application::spawn(config).await.expect("builds");
    let _app = TestApp { base: base.clone(), http: reqwest::Client::new(), db };
    let mut op = Browser::new(&base);
    let (_, page, _) = op.get("/admin/login").await;
    let res = op
        .http
        .post(format!("{base}/admin/login"))
        .header(COOKIE, op.cookie_header())
        .form(&[
            ("csrf", hidden(&page, "csrf").as_str()),
            ("username", "admin"),
            ("password", "admin password"),
        ])
        .send()
        .await
        .expect("login");
    let set = res
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .map(|h| h.to_str().expect("ascii").to_owned())
        .find(|c| c.starts_with("teg_session="))
        .expect("a session cookie");
    for flag in ["HttpOnly", "SameSite=Strict", "Secure", "Path=/admin"] {
        assert!(set.contains(flag), "{flag} in {set}");
    }
}

/// People, not colours: the game page names the player beside each colour
/// (whose turn, the log, pact parties), a lobby lists who is seated, and the
/// Spanish page says status and phase in Spanish.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_names_people_beside_colours_and_speaks_spanish_through() {
    let app = TestApp::spawn("dashboard-people").await;
    let ana = app.register("ana").await;
    let beto = app.register("beto").await;
    let body = Some(json!({"max_players": 2, "color": "red"}));
    let (s, g) = app.call("POST", "/v1/games", Some(&ana.1), body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let join = Some(json!({"color": "blue"}));
    app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto.1), join).await;

    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (_, lobby, _) = op.get(&format!("/admin/games/{id}")).await;
    assert!(lobby.contains(r#"id="lobby-seats""#), "{lobby}");
    assert!(lobby.contains("red <b>ana</b>") && lobby.contains("blue <b>beto</b>"), "{lobby}");

    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana.1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (_, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert!(
        page.contains("Turn of red (ana)") || page.contains("Turn of blue (beto)"),
        "whose turn, by name: {page}"
    );
    assert!(page.contains("initial placement"), "the phase in plain words");
    assert!(page.contains("(ana)") && page.contains("(beto)"), "the log names people");

    // In Spanish, status and phase too.
    let res = op
        .http
        .get(format!("{}/admin/games/{id}", app.base))
        .header(COOKIE, op.cookie_header())
        .header("accept-language", "es")
        .send()
        .await
        .expect("page");
    let es = res.text().await.expect("body");
    assert!(es.contains(r#"data-status="playing">en juego<"#), "{es}");
    assert!(es.contains("colocación inicial"));
    assert!(es.contains("rojo (ana)") || es.contains("azul (beto)"));
}

/// The dashboard's login is throttled like the API's, per account and per
/// address: 429 with `Retry-After`, and the throttle's hit in the audit log
/// (once, however often it is hit).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dashboard_logins_are_throttled_with_retry_after_and_the_hit_is_audited() {
    let app = TestApp::spawn("dashboard-throttle").await;
    // A token from before the guessing (the account is throttled after).
    let admin = app.admin_token().await;
    let mut guesser = Browser::new(&app.base);
    let mut statuses = Vec::new();
    let mut retry_after = None;
    for _ in 0..8 {
        let (_, page, _) = guesser.get("/admin/login").await;
        let csrf = hidden(&page, "csrf");
        let res = guesser
            .http
            .post(format!("{}/admin/login", app.base))
            .header(COOKIE, guesser.cookie_header())
            .form(&[("csrf", csrf.as_str()), ("username", "admin"), ("password", "wrong guess")])
            .send()
            .await
            .expect("login");
        guesser.keep(&res);
        statuses.push(res.status());
        if res.status() == StatusCode::TOO_MANY_REQUESTS {
            retry_after =
                res.headers().get("retry-after").map(|v| v.to_str().expect("ascii").to_owned());
        }
    }
    assert_eq!(&statuses[..5], &[StatusCode::UNAUTHORIZED; 5], "{statuses:?}");
    assert_eq!(&statuses[5..], &[StatusCode::TOO_MANY_REQUESTS; 3], "{statuses:?}");
    assert!(retry_after.is_some_and(|s| s.parse::<u64>().is_ok_and(|n| n >= 1)));

    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    let hits: Vec<&serde_json::Value> =
        common::each(&audit["entries"]).filter(|e| e["action"] == "login_throttled").collect();
    assert_eq!(hits.len(), 1, "one row for the burst: {audit}");
    assert_eq!(hits[0]["target_id"], "admin");
    assert_eq!(hits[0]["actor"], "system");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_signs_in_from_a_known_browser_while_admin_is_guessed_from_its_address() {
    let app = TestApp::spawn("dashboard-device").await;
    // The operator's browser signed in once before: it keeps a device cookie.
    let mut operator = Browser::operator(&app.base).await;
    assert!(operator.cookie("teg_device").is_some(), "a device cookie: {:?}", operator.cookies);
    // Someone at the same address guesses admin's password until throttled.
    let mut guesser = Browser::new(&app.base);
    let mut last = StatusCode::OK;
    for _ in 0..7 {
        last = guesser.login("admin", "wrong guess").await.0;
    }
    assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "the guesser is throttled");
    let (s, _, _) = guesser.login("admin", "admin password").await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS, "even with the right password, from there");
    // The operator's browser, at that very address, gets in.
    let (s, _, to) = operator.login("admin", "admin password").await;
    assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin")), "not locked out");
    // A device token of another account, or a forged one, buys nothing.
    let mut forger = Browser::new(&app.base);
    forger.cookies.push(("teg_device".to_owned(), "laptop.00ff".to_owned()));
    assert_eq!(forger.login("admin", "admin password").await.0, StatusCode::TOO_MANY_REQUESTS);
}

/// The users page's mute, posted as the browser posts it (every field):
/// for 24 hours, so it ends by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_users_page_mutes_for_a_chosen_time() {
    let app = TestApp::spawn("dashboard-mute-for").await;
    let (beto, _) = app.register("beto").await;
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (_, users, _) = op.get("/admin/users?username=beto").await;
    assert!(users.contains(r#"<option value="86400">24 h</option>"#), "{users}");
    let csrf = hidden(&users, "csrf");
    let form =
        [("csrf", csrf.as_str()), ("action", "mute"), ("reason", "flooding"), ("for", "86400")];
    let (s, _, _) = op.post(&format!("/admin/users/{beto}/moderate"), &form).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let admin = app.admin_token().await;
    let (_, found) = app.get(&format!("/v1/admin/users/{beto}"), &admin).await;
    assert_eq!(found["muted"], true, "{found}");
    let until =
        found["muted_until"].as_str().and_then(domain::time::parse_rfc3339).expect("an end");
    let in_a_day = teg_api::adapters::system::now_ms() + 86_400_000;
    assert!((until - in_a_day).abs() < 60_000, "about a day from now");
}

/// The audit page filters by operator and action, names and links its
/// targets, and exports what it shows as CSV.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_audit_page_filters_links_targets_and_exports_csv() {
    let app = TestApp::spawn("dashboard-audit").await;
    let (id, players) = app.started_game().await;
    let admin = app.admin_token().await;
    let why = |r: &str| Some(json!({"reason": r}));
    app.call("POST", &format!("/v1/admin/games/{id}/pause"), Some(&admin), why("dispute")).await;
    app.call(
        "POST",
        &format!("/v1/admin/users/{}/mute", players[1].0),
        Some(&admin),
        why("=cmd|' /C calc'!A0"),
    )
    .await;
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (s, page, _) = op.get("/admin/audit?actor=admin&action=mute").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(page.matches(r#"<tr class="entry" id="entry-"#).count(), 1, "{page}");
    let beto = &players[1].0;
    assert!(
        page.contains(&format!(r#"<a href="/admin/users/{beto}"><bdi>user beto</bdi></a>"#)),
        "{page}"
    );
    let (_, games, _) = op.get("/admin/audit?action=pause").await;
    assert!(
        games.contains(&format!(r#"<a href="/admin/games/{id}"><bdi>game {id}</bdi></a>"#)),
        "{games}"
    );
    let (s, csv, _) = op.get("/admin/audit.csv?actor=admin").await;
    assert_eq!(s, StatusCode::OK);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "at,actor_id,action,target_kind,target_id,reason");
    assert_eq!(lines.len(), 3, "{csv}");
    assert!(
        lines[1].contains(r#""mute""#) && lines[1].ends_with(r#""'=cmd|' /C calc'!A0""#),
        "{csv}"
    );
    let (s, _, _) = op.get("/admin/audit?from=not-a-date").await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
}

/// Issue "Dashboard, second round", item 9 (SVC-REPORT): a player's report
/// shows in the operators' queue with a replay link at its version and the
/// people named; the overview counts it; the close form, as the browser
/// posts it (every field), resolves it once with an audited reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_report_waits_in_the_queue_and_is_resolved_from_it_once() {
    let app = TestApp::spawn("dashboard-reports").await;
    let (id, players) = app.started_game().await;
    let (_, game) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    let body = json!({"color": "white", "reason": "abusive_chat", "body": "called me names"});
    let (s, report) = app.post(&format!("/v1/games/{id}/reports"), &players[0].1, body).await;
    assert_eq!(s, StatusCode::CREATED, "{report}");
    let rid = report["id"].as_u64().expect("id");
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (_, overview, _) = op.get("/admin").await;
    assert!(overview.contains(r#"<b id="open-reports">1</b>"#), "{overview}");
    let (s, queue, _) = op.get("/admin/reports").await;
    assert_eq!(s, StatusCode::OK);
    let version = game["version"].as_u64().expect("version");
    assert!(queue.contains(&format!(r#"href="/admin/games/{id}/replay?version={version}""#)));
    assert!(queue.contains(&format!(r#"href="/admin/users/{}"><bdi>ana</bdi></a>"#, players[0].0)));
    assert!(
        queue.contains(&format!(r#"href="/admin/users/{}"><bdi>beto</bdi></a>"#, players[1].0))
    );
    assert!(queue.contains("called me names") && queue.contains("abusive chat"));
    let csrf = hidden(&queue, "csrf");
    let path = format!("/admin/reports/{rid}/close");
    let (s, page, _) =
        op.post(&path, &[("csrf", &csrf), ("reason", " "), ("outcome", "resolve")]).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{page}");
    assert!(page.contains("REASON_REQUIRED"));
    let form = [("csrf", csrf.as_str()), ("reason", "warned beto"), ("outcome", "resolve")];
    let (s, _, to) = op.post(&path, &form).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, after, _) = op.get(&to.expect("a redirect")).await;
    assert!(after.contains(r#"id="done""#) && after.contains("Report resolved."), "{after}");
    let (s, page, _) = op.post(&path, &form).await;
    assert_eq!(s, StatusCode::CONFLICT, "{page}");
    assert!(page.contains("REPORT_CLOSED"));
    let admin = app.admin_token().await;
    let (_, one) = app.get(&format!("/v1/admin/reports/{rid}"), &admin).await;
    assert_eq!(
        (one["status"].as_str(), one["resolution"].as_str()),
        (Some("resolved"), Some("warned beto"))
    );
    let (_, audit) = app.get("/v1/admin/audit?action=resolve_report", &admin).await;
    assert_eq!(audit["total"], 1, "{audit}");
    let (_, all, _) = op.get("/admin/reports?status=all").await;
    assert!(all.contains(&format!(r#"id="report-{rid}" data-status="resolved""#)), "{all}");
}

/// Issue "Dashboard, second round", item 6: a user's page shows their
/// games, chat, the sanctions history, the reports about them and the
/// operators' notes; a note and a ban made there come back to it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_users_page_shows_games_chat_reports_and_notes_and_sanctions_from_it() {
    let app = TestApp::spawn("dashboard-user-page").await;
    let (id, players) = app.started_game().await;
    let (beto, beto_token) = players[1].clone();
    let chat = json!({"body": "you will lose"});
    let (s, _) = app.post(&format!("/v1/games/{id}/chat"), &beto_token, chat).await;
    assert_eq!(s, StatusCode::CREATED);
    let report = json!({"color": "white", "reason": "stalling", "body": "takes ages"});
    let (s, _) = app.post(&format!("/v1/games/{id}/reports"), &players[0].1, report).await;
    assert_eq!(s, StatusCode::CREATED);
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (_, users, _) = op.get("/admin/users?username=beto").await;
    assert!(
        users.contains(&format!(r#"href="/admin/users/{beto}"><bdi>beto</bdi></a>"#)),
        "{users}"
    );
    let page_path = format!("/admin/users/{beto}");
    let (s, page, _) = op.get(&page_path).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert!(page.contains(&format!(r#"href="/admin/games/{id}""#)), "their game");
    assert!(
        page.contains("<bdi>you will lose</bdi>"),
        "their chat, isolated from the page's direction"
    );
    assert!(page.contains("takes ages"), "the report about them");
    let csrf = hidden(&page, "csrf");
    let (s, _, to) = op
        .post(&format!("/admin/users/{beto}/notes"), &[("csrf", &csrf), ("body", "first warning")])
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(to.as_deref(), Some(format!("/admin/users/{beto}?done=add_note#notes").as_str()));
    let ban = [
        ("csrf", csrf.as_str()),
        ("action", "ban"),
        ("back", "user"),
        ("reason", "second offence"),
        ("for", "86400"),
        ("confirm", "yes"),
    ];
    let (s, _, to) = op.post(&format!("/admin/users/{beto}/moderate"), &ban).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(to.as_deref(), Some(format!("/admin/users/{beto}?done=ban").as_str()));
    let (_, page, _) = op.get(&format!("{page_path}?done=ban")).await;
    assert!(page.contains("first warning"), "the note");
    assert!(page.contains(r#"<b id="banned">"#), "banned now");
    assert!(page.contains("second offence") && page.contains("add_note"), "the history");
    assert!(page.contains("User banned."), "the notice");
    let (s, page, _) = op.get("/admin/users/nobody").await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{page}");
}

/// SVC-FAIRPLAY: an operator reads an account's fair play on its page and
/// sets, then lifts, its cooldown there, each with a reason in the audit;
/// the player's own `/v1/me` says the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_operator_sets_and_lifts_a_cooldown_from_the_users_page_with_a_reason() {
    let app = TestApp::spawn("dashboard-fair-play").await;
    let (beto, beto_token) = app.register("beto").await;
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let page_path = format!("/admin/users/{beto}");
    let (_, page, _) = op.get(&page_path).await;
    assert!(page.contains(r#"<b id="abandoned-week">0</b>"#), "{page}");
    assert!(page.contains(r#"<span id="no-cooldown">"#), "{page}");
    let csrf = hidden(&page, "csrf");
    let path = format!("/admin/users/{beto}/cooldown");
    let (s, page, _) = op.post(&path, &[("csrf", &csrf), ("for", "3600"), ("reason", "")]).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{page}");
    assert!(page.contains("REASON_REQUIRED"), "{page}");
    let set = [("csrf", csrf.as_str()), ("for", "3600"), ("reason", "left three tables")];
    let (s, _, to) = op.post(&path, &set).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let to = to.expect("a redirect");
    assert_eq!(to, format!("/admin/users/{beto}?done=set_cooldown#fair-play"));
    let (_, page, _) = op.get(&to).await;
    assert!(page.contains(r#"<b id="cooldown">"#) && page.contains("Cooldown set."), "{page}");
    let (_, me) = app.get("/v1/me", &beto_token).await;
    assert!(me["cooldown_until"].as_i64().is_some(), "{me}");
    let lift = [("csrf", csrf.as_str()), ("for", ""), ("reason", "a power cut")];
    let (s, _, to) = op.post(&path, &lift).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, page, _) = op.get(&to.expect("a redirect")).await;
    assert!(page.contains(r#"<span id="no-cooldown">"#) && page.contains("Cooldown lifted."));
    assert!(page.contains("left three tables") && page.contains("a power cut"), "the history");
    let (_, me) = app.get("/v1/me", &beto_token).await;
    assert!(me["cooldown_until"].is_null(), "{me}");
}

/// Issue "Dashboard, second round", item 8: a game in play with no action
/// for the stalled time is counted on the overview and listed, with its
/// last action's time, under the games' "stalled" filter.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_no_recent_action_is_listed_as_stalled() {
    use sea_orm::ConnectionTrait as _;
    let app = TestApp::spawn("dashboard-stalled").await;
    let (quiet, _) = app.started_game().await;
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (_, overview, _) = op.get("/admin").await;
    assert!(overview.contains(r#"<b id="stalled-games">0</b>"#), "a fresh game is not stalled");
    // Its last action an hour ago (the default stalled time is 30 min).
    let db =
        sea_orm::Database::connect(format!("sqlite://{}", app.db.display())).await.expect("db");
    let hour_ago = teg_api::adapters::system::now_ms() - 3_600_000;
    db.execute_unprepared(&format!(
        "UPDATE games SET updated_at = {hour_ago} WHERE id = '{quiet}'"
    ))
    .await
    .expect("update");
    let (_, overview, _) = op.get("/admin").await;
    assert!(overview.contains(r#"<b id="stalled-games">1</b>"#), "{overview}");
    assert!(overview.contains(r#"href="/admin/games?stalled=on""#));
    let (_, list, _) = op.get("/admin/games?stalled=on").await;
    assert!(list.contains(&format!(r#"href="/admin/games/{quiet}""#)), "{list}");
    assert!(list.contains(r#"class="idle""#));
    // Paused and resumed, it is looked at afresh: no longer stalled.
    let admin = app.admin_token().await;
    for step in ["pause", "resume"] {
        let path = format!("/v1/admin/games/{quiet}/{step}");
        let (s, b) = app.post(&path, &admin, json!({"reason": "a look"})).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }
    let (_, overview, _) = op.get("/admin").await;
    assert!(overview.contains(r#"<b id="stalled-games">0</b>"#), "{overview}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teg2_game_page_draws_every_region_its_ladder_and_objectives_and_hides_secrets_t2_sec_6()
{
    let app = TestApp::spawn("dashboard-teg2").await;
    let mut tokens = Vec::new();
    for name in ["ana", "beto", "ciro"] {
        tokens.push(app.register(name).await.1);
    }
    let body = json!({"ruleset": "teg2", "max_players": 3, "options": {"level": "medium", "board": "old_world"}});
    let (s, g) = app.post("/v1/games", &tokens[0], body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    for token in &tokens[1..] {
        app.call("POST", &format!("/v1/games/{id}/join"), Some(token), None).await;
    }
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&tokens[0]), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // The USA places one token face down: its kind is a commitment.
    let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &tokens[0]).await;
    let window = legal["teg2"][0]["window"].as_str().expect("window").to_owned();
    let nonce = "ab".repeat(16);
    let c = domain::teg2::secret::commitment(&id, &window, "usa", "control_5", &nonce);
    app.act(&id, &tokens[0], json!({"type": "teg2", "command": {"action": "place_objective", "power": "usa", "region": "sudafrica", "commitment": c}})).await;

    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (s, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    let map = domain::teg2::MapId::OldWorld.map();
    assert_eq!(page.matches(r#" data-kind=""#).count(), map.len(), "every region of the old world");
    for r in map.region_ids() {
        assert!(page.contains(&format!(r#"data-region="{}""#, map.region(r).slug)));
    }
    assert!(page.contains(r#"class="ladder""#) && page.contains(r#"data-power="china""#));
    assert!(
        page.contains(r#"<table class="powers">"#) && page.contains("ana"),
        "who plays which power"
    );
    assert!(page.contains(&format!("/admin/games/{id}/position")), "a TEG II position too");
    assert!(page.contains(r#"<tr data-region="sudafrica">"#), "the token's region is public");
    assert!(!page.contains("control_5"), "its kind is not, even to an operator");
    assert!(
        page.contains("pone un objetivo boca abajo")
            || page.contains("places an objective face down")
    );
    // An operator may kick a TEG II player or hand their seat to a bot.
    assert!(page.contains(&format!(r#"action="/admin/games/{id}/kick""#)), "kick form");
    assert!(page.contains(r#"id="seat-bot""#), "seat-bot form");
    // The games page filters by any ruleset, TEG II included.
    let (_, list, _) = op.get("/admin/games?ruleset=teg2").await;
    assert!(list.contains(&format!("/admin/games/{id}")), "{list}");
    assert!(list.contains(r#"<option value="teg2" selected>"#), "{list}");
    let (_, list, _) = op.get("/admin/games?ruleset=revancha").await;
    assert!(
        !list.contains(&format!("/admin/games/{id}")),
        "a Revancha filter lists no TEG II game"
    );
    // T2-SEC-7: the document holds the commitment, never the kind.
    let (s, doc, _) = op.get(&format!("/admin/games/{id}/position")).await;
    assert_eq!(s, StatusCode::OK, "{doc}");
    assert!(doc.contains(&c) && doc.contains(r#""ruleset":"teg2""#), "{doc}");
    assert!(!doc.contains("control_5") && !doc.contains(&nonce), "{doc}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_teg2_game_is_replayed_with_every_combat_and_reveal_t2_sec_6_t2_sec_7() {
    use domain::teg2::bot::{Teg2Bot, play};
    let app = TestApp::spawn("dashboard-teg2-replay").await;
    let mut players = Vec::new();
    for name in ["dora", "eli", "fede"] {
        players.push(app.register(name).await);
    }
    // A whole game played by three random clients, imported as a record.
    let setup = domain::teg2::Teg2Setup {
        game: "record-1".to_owned(),
        players: 3,
        powers: Vec::new(),
        options: domain::teg2::Teg2Options::default(),
    };
    let mut rng = domain::rng::SeededRandomness::for_version(&domain::Seed([9; 32]), 0);
    let (played, moves) = play(&setup, &[Teg2Bot::Random; 3], &mut rng);
    let seating = [domain::Color::Red, domain::Color::Blue, domain::Color::Green];
    let doc = domain::teg2::Teg2Position {
        format: 1,
        ruleset: "teg2".to_owned(),
        seating: seating.to_vec(),
        setup,
        moves: moves[1..].to_vec(),
        seed: domain::rules::Secret::Redacted,
    };
    let seats: Vec<serde_json::Value> = seating
        .iter()
        .zip(&players)
        .map(|(c, (user, _))| json!({"user_id": user, "color": c}))
        .collect();
    let operator = app.admin_token().await;
    let body = json!({"position": doc, "seats": seats});
    let (s, g) = app.post("/v1/admin/games/import", &operator, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    assert_eq!(g["status"], "finished", "a whole game is a record: {g}");
    let id = g["id"].as_str().expect("id").to_owned();

    // The page folds every reveal: each combat was resolved and the game scored.
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (s, page, _) = op.get(&format!("/admin/games/{id}")).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert!(page.contains(r#"<ol class="scores">"#), "the scores of a finished game");
    assert!(!page.contains(r#"id="pacts""#), "no Risk cards in a TEG II game");
    let winners = played.scores.as_ref().map(|sc| sc.winners.len()).unwrap_or_default();
    assert!(winners > 0);
    // Over, every reveal is public: the log names the splits.
    assert!(
        page.contains("id=\"next-battle\"") || page.contains("id=\"prev-battle\""),
        "battle jumps"
    );
    let (_, events) = app.get(&format!("/v1/games/{id}/events?since=0"), &players[1].1).await;
    let text = events.to_string();
    assert!(!text.contains("teg2_hidden"), "no reveal hidden once over (T2-SEC-6)");
    assert!(text.contains("reveal_split") && text.contains("nonce"), "every reveal checkable");

    // Replayed at a version inside the game, the export gives the moves up to it.
    let mid = moves.len() / 2;
    let (s, mid_doc, _) = op.get(&format!("/admin/games/{id}/position?version={mid}")).await;
    assert_eq!(s, StatusCode::OK, "{mid_doc}");
    let mid_doc: serde_json::Value = serde_json::from_str(&mid_doc).expect("json");
    let shown = mid_doc["moves"].as_array().map(Vec::len).unwrap_or_default();
    assert!(shown < mid && shown + 4 >= mid, "{shown} moves of {mid}");
    let body = json!({"position": mid_doc, "seats": seats});
    let (s, g) = app.post("/v1/admin/games/import", &operator, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    assert_eq!(g["status"], "playing", "{g}");
}

/// SVC-OAUTH: the apps page lists every app with its developer and
/// redirects; disabling one takes a reason, is audited, and shows it
/// disabled (the use case REST's disable calls: its tokens stop, as
/// `oauth::svc_oauth_a_confidential_app_…` proves).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_operator_disables_a_third_party_app_from_the_apps_page_with_a_reason() {
    let app = TestApp::spawn("dashboard-apps").await;
    let (dora, token) = app.register("dora").await;
    let body = json!({"name": "Mate Bot", "redirect_uris": ["https://mate.example.com/cb"]});
    let (s, registered) = app.post("/v1/oauth/apps", &token, body).await;
    assert_eq!(s, StatusCode::CREATED, "{registered}");
    let client = registered["client_id"].as_str().expect("id");
    let mut op = Browser::new(&app.base);
    op.login("admin", "admin password").await;
    let (s, page, _) = op.get("/admin/apps").await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("Mate Bot") && page.contains("https://mate.example.com/cb"), "{page}");
    assert!(page.contains(&format!(r#"href="/admin/users/{dora}""#)), "{page}");
    let path = format!("/admin/apps/{client}/disable");
    let csrf = hidden(&page, "csrf");
    let (s, refused, _) = op.post(&path, &[("csrf", &csrf), ("reason", " ")]).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{refused}");
    assert!(refused.contains("REASON_REQUIRED"));
    let (s, _, to) = op.post(&path, &[("csrf", &csrf), ("reason", "phishing")]).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, after, _) = op.get(&to.expect("a redirect")).await;
    assert!(after.contains("phishing") && !after.contains(&path), "disabled, no form: {after}");
    let admin = app.admin_token().await;
    let (_, audit) = app.get("/v1/admin/audit?action=disable_oauth_app", &admin).await;
    assert_eq!(audit["total"], 1, "{audit}");
}
