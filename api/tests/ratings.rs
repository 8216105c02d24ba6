//! Ratings through the real server, as a client sees them (SVC-RATING): a
//! rated game its people played moves their ratings by its finish order
//! (never a bot's), told in the finished game's view and on each person's
//! feed; one they did not play moves nothing and says why; a person's
//! ratings and each game's leaderboard, the provisional left out; guests
//! kept away from rated tables; and `teg-api recompute-ratings`, which
//! replays the stored games and finds the table it was given, or says
//! where it differs.

use crate::common;

use common::{TestApp, assert_problem};
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait as _, Database};
use serde_json::{Value, json};

/// The turns each person must play for a rated game to count.
const TURNS: u32 = domain::rating::MIN_TURNS_PLAYED;

/// A newcomer's rating: Weng-Lin's 25 ± 25/3.
const NEW_MU: f64 = 25.0;
const NEW_SIGMA: f64 = 25.0 / 3.0;

/// Whether the JSON number `value` is `expected`, to float noise.
fn is(value: &Value, expected: f64) -> bool {
    value.as_f64().is_some_and(|v| (v - expected).abs() < 1e-9)
}

/// The JSON number `value`.
fn num(value: &Value) -> f64 {
    value.as_f64().unwrap_or_else(|| panic!("a number: {value}"))
}

/// A rating as sent, `{mu, sigma, rating}`, shows `mu - 3 sigma`.
fn assert_shown(rating: &Value) {
    let (mu, sigma) = (num(&rating["mu"]), num(&rating["sigma"]));
    assert!(is(&rating["rating"], mu - 3.0 * sigma), "rating is mu - 3 sigma: {rating}");
}

/// Opens a table of `ruleset` as `creator` (red) with `bots` seated first,
/// seats `others`, and starts it: its id. `rated` is sent only when true.
async fn started(
    app: &TestApp,
    creator: &str,
    others: &[&str],
    ruleset: &str,
    bots: &[&str],
    rated: bool,
) -> String {
    let colors = ["blue", "green", "yellow", "black", "white"];
    let seats: Vec<Value> = bots
        .iter()
        .zip(colors)
        .map(|(level, color)| json!({"color": color, "bot": level}))
        .collect();
    let mut body = json!({
        "ruleset": ruleset,
        "max_players": 1 + others.len() + bots.len(),
        "color": "red",
        "seats": seats,
    });
    if rated {
        body["rated"] = json!(true);
    }
    let (s, g) = app.post("/v1/games", creator, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    assert_eq!(g["rated"] == true, rated, "the summary says whether it is rated: {g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, creator, others).await;
    id
}

/// Makes everyone in `ruleset`'s ratings established (as if they had
/// played `domain::rating::PROVISIONAL_GAMES` more counted games), straight
/// in the test server's database at `url`.
async fn establish(url: &str, ruleset: &str) {
    let db = Database::connect(url).await.expect("the test server's database");
    let games = domain::rating::PROVISIONAL_GAMES;
    db.execute_unprepared(&format!(
        "UPDATE ratings SET games = games + {games} WHERE ruleset = '{ruleset}'"
    ))
    .await
    .expect("update");
    db.close().await.expect("closed");
}

/// `token` resigns its seat in game `id`; it must be accepted.
async fn resign(app: &TestApp, id: &str, token: &str) {
    let (s, b) = app.post(&format!("/v1/games/{id}/resign"), token, json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
}

/// Game `id`'s view as `token`.
async fn view(app: &TestApp, id: &str, token: &str) -> Value {
    let (s, view) = app.get(&format!("/v1/games/{id}"), token).await;
    assert_eq!(s, StatusCode::OK, "{view}");
    view
}

/// The `game_finished` notice of game `id` on `token`'s feed.
async fn finished_notice(app: &TestApp, token: &str, id: &str) -> Value {
    let (s, feed) = app.get("/v1/me/events?since=0", token).await;
    assert_eq!(s, StatusCode::OK, "{feed}");
    let notices = feed["notices"].as_array().expect("notices");
    let mut found = notices.iter().filter(|n| n["type"] == "game_finished" && n["game_id"] == id);
    let notice = found.next().unwrap_or_else(|| panic!("game_finished for {id}: {feed}")).clone();
    assert!(found.next().is_none(), "told once: {feed}");
    notice
}

/// Two lists of rating changes are the same: seats and people exactly,
/// the numbers to float noise (each went through JSON on its own way).
fn assert_same_changes(told: &Value, shown: &Value) {
    let (a, b) = (told.as_array().expect("changes"), shown.as_array().expect("changes"));
    assert_eq!(a.len(), b.len(), "{told} vs {shown}");
    for (x, y) in a.iter().zip(b) {
        assert_eq!((&x["seat"], &x["user_id"]), (&y["seat"], &y["user_id"]), "{told} vs {shown}");
        for when in ["before", "after"] {
            for field in ["mu", "sigma", "rating"] {
                assert!(is(&x[when][field], num(&y[when][field])), "{when}.{field}: {x} vs {y}");
            }
        }
    }
}

/// The change of `user` among a view's `rating_changes`.
fn change_of<'a>(changes: &'a Value, user: &str) -> &'a Value {
    changes
        .as_array()
        .expect("changes")
        .iter()
        .find(|c| c["user_id"] == user)
        .unwrap_or_else(|| panic!("{user} in {changes}"))
}

#[tokio::test]
async fn svc_rating_a_rated_game_moves_its_peoples_ratings_by_finish_order_and_never_a_bots() {
    let app = TestApp::spawn("rating-game").await;
    let [(ana_id, ana), (beto_id, beto)] = app.accounts(["ana", "beto"]).await;
    let id = started(&app, &ana, &[&beto], "revancha", &["greedy"], true).await;
    app.play_turns(&id, &[&ana, &beto], TURNS).await;

    // Ana resigns first; the game goes on between beto and the bot, unrated yet.
    resign(&app, &id, &ana).await;
    let playing = view(&app, &id, &beto).await;
    assert_eq!(playing["status"], "playing", "{playing}");
    assert!(playing.get("rating_changes").is_none(), "no changes before the end: {playing}");
    // Beto resigns too: the bot, last in play, wins.
    resign(&app, &id, &beto).await;
    let done = view(&app, &id, &ana).await;
    assert_eq!(done["status"], "finished", "{done}");
    assert_eq!(done["game"]["rated"], true, "{done}");
    assert!(done.get("rating_uncounted").is_none(), "it counted: {done}");

    // The changes list both people, by seat, and not the bot.
    let changes = &done["rating_changes"];
    let list = changes.as_array().unwrap_or_else(|| panic!("rating_changes: {done}"));
    let users: Vec<&str> = list.iter().filter_map(|c| c["user_id"].as_str()).collect();
    assert_eq!(list.len(), 2, "two people, no bot: {changes}");
    assert!(users.contains(&ana_id.as_str()) && users.contains(&beto_id.as_str()), "{changes}");
    let seats: Vec<u64> = list.iter().filter_map(|c| c["seat"].as_u64()).collect();
    assert!(seats.windows(2).all(|w| w[0] < w[1]), "by seat: {changes}");
    for c in list {
        let seat = usize::try_from(c["seat"].as_u64().expect("a seat")).expect("an index");
        let seat = &done["game"]["seats"][seat];
        assert_eq!(seat["user_id"], c["user_id"], "the seat is the person's: {done}");
        assert!(seat["bot"].is_null(), "{done}");
        // Both came new: 25 ± 25/3, shown 0.
        assert!(is(&c["before"]["mu"], NEW_MU) && is(&c["before"]["sigma"], NEW_SIGMA), "{c}");
        assert!(is(&c["before"]["rating"], 0.0), "{c}");
        assert_shown(&c["after"]);
        assert!(num(&c["after"]["sigma"]) < NEW_SIGMA, "a game makes it surer: {c}");
    }
    // Beto, out later, places above ana: behind the bot, ahead of her.
    let (ana_after, beto_after) =
        (&change_of(changes, &ana_id)["after"], &change_of(changes, &beto_id)["after"]);
    assert!(num(&beto_after["mu"]) > num(&ana_after["mu"]), "{changes}");
    assert!(num(&ana_after["mu"]) < NEW_MU, "the last alone loses: {changes}");

    // Both people are told, with the same changes.
    for token in [&ana, &beto] {
        let notice = finished_notice(&app, token, &id).await;
        assert_same_changes(&notice["rating_changes"], changes);
    }

    // Each person's ratings: one game of Revancha, still provisional.
    for (user, after) in [(&ana_id, ana_after), (&beto_id, beto_after)] {
        let (s, mine) = app.get(&format!("/v1/users/{user}/ratings"), &ana).await;
        assert_eq!(s, StatusCode::OK, "{mine}");
        let ratings = mine["ratings"].as_array().expect("ratings");
        assert_eq!(ratings.len(), 1, "{mine}");
        let r = &ratings[0];
        assert_eq!(
            (&r["ruleset"], &r["games"], &r["provisional"]),
            (&json!("revancha"), &json!(1), &json!(true))
        );
        for field in ["mu", "sigma", "rating"] {
            assert!(is(&r[field], num(&after[field])), "{field}: {r} vs {after}");
        }
    }
    let (s, b) = app.get("/v1/users/nobody-at-all/ratings", &ana).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "USER_NOT_FOUND");
    let (s, b) = app.get("/v1/users/bot:blue/ratings", &ana).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "USER_NOT_FOUND");

    // Both are provisional: Revancha's leaderboard leaves them out.
    let (s, board) = app.get("/v1/leaderboards/revancha", &beto).await;
    assert_eq!(s, StatusCode::OK, "{board}");
    assert_eq!((&board["entries"], &board["total"]), (&json!([]), &json!(0)), "{board}");
    // Established, they are on it: beto first, ana second; the bot is not.
    let url = format!("sqlite://{}?mode=rw", app.db.display());
    establish(&url, "revancha").await;
    let games = json!(1 + domain::rating::PROVISIONAL_GAMES);
    let (s, board) = app.get("/v1/leaderboards/revancha", &beto).await;
    assert_eq!(s, StatusCode::OK, "{board}");
    assert_eq!(
        (&board["total"], &board["offset"], &board["limit"]),
        (&json!(2), &json!(0), &json!(50))
    );
    let entries = board["entries"].as_array().expect("entries");
    let order: Vec<(&Value, &Value)> =
        entries.iter().map(|e| (&e["rank"], &e["user"]["id"])).collect();
    assert_eq!(order, [(&json!(1), &json!(beto_id)), (&json!(2), &json!(ana_id))], "{board}");
    for (e, (name, after)) in entries.iter().zip([("beto", beto_after), ("ana", ana_after)]) {
        assert_eq!(e["user"]["display_name"], name, "{board}");
        assert_eq!((&e["games"], &e["provisional"]), (&games, &json!(false)), "{board}");
        for field in ["mu", "sigma", "rating"] {
            assert!(is(&e[field], num(&after[field])), "{field}: {e} vs {after}");
        }
    }
    assert!(num(&entries[0]["rating"]) >= num(&entries[1]["rating"]), "by shown rating: {board}");
    // A page of one, from the second.
    let (s, page) = app.get("/v1/leaderboards/revancha?offset=1&limit=1", &beto).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert_eq!(
        (&page["total"], &page["offset"], &page["limit"]),
        (&json!(2), &json!(1), &json!(1))
    );
    assert_eq!(page["entries"].as_array().map(Vec::len), Some(1), "{page}");
    assert_eq!(
        (&page["entries"][0]["rank"], &page["entries"][0]["user"]["id"]),
        (&json!(2), &json!(ana_id))
    );
    // The other games' boards are empty; an unknown game has none.
    for ruleset in ["classic", "junior", "teg2"] {
        let (s, other) = app.get(&format!("/v1/leaderboards/{ruleset}"), &ana).await;
        assert_eq!(s, StatusCode::OK, "{other}");
        assert_eq!(
            (&other["entries"], &other["total"]),
            (&json!([]), &json!(0)),
            "{ruleset}: {other}"
        );
    }
    let (s, b) = app.get("/v1/leaderboards/chess", &ana).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_RULESET");

    // An unrated game's end moves nothing and tells no changes.
    let casual = started(&app, &ana, &[&beto], "revancha", &[], false).await;
    resign(&app, &casual, &ana).await;
    let done = view(&app, &casual, &beto).await;
    assert_eq!(done["status"], "finished", "{done}");
    assert!(done["game"].get("rated").is_none(), "{done}");
    assert!(done.get("rating_changes").is_none(), "{done}");
    let notice = finished_notice(&app, &beto, &casual).await;
    assert!(notice.get("rating_changes").is_none(), "{notice}");
    let (_, again) = app.get("/v1/leaderboards/revancha", &beto).await;
    assert_eq!(again["entries"], board["entries"], "unchanged by an unrated game");
}

#[tokio::test]
async fn svc_rating_a_rated_game_resigned_before_its_people_played_moves_nothing_and_says_why() {
    let app = TestApp::spawn("rating-unplayed").await;
    let [(ana_id, ana), (_, beto)] = app.accounts(["ana", "beto"]).await;
    let id = started(&app, &ana, &[&beto], "revancha", &["greedy"], true).await;
    resign(&app, &id, &ana).await;
    resign(&app, &id, &beto).await;
    let done = view(&app, &id, &beto).await;
    assert_eq!(done["status"], "finished", "{done}");
    assert_eq!(
        (&done["rating_uncounted"], &done["rating_changes"]),
        (&json!("too_few_turns"), &json!([])),
        "{done}"
    );
    for token in [&ana, &beto] {
        let notice = finished_notice(&app, token, &id).await;
        assert_eq!(notice["uncounted"], "too_few_turns", "{notice}");
        assert!(notice.get("rating_changes").is_none(), "{notice}");
    }
    let (_, mine) = app.get(&format!("/v1/users/{ana_id}/ratings"), &ana).await;
    assert_eq!(mine["ratings"], json!([]), "no rating moved: {mine}");
}

#[tokio::test]
async fn svc_rating_a_guest_neither_opens_nor_joins_a_rated_table_and_nothing_changes() {
    let app = TestApp::spawn("rating-guest").await;
    let [(ana_id, ana), (_, beto)] = app.accounts(["ana", "beto"]).await;
    let (s, guest) =
        app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": "Tía Marta"}))).await;
    assert_eq!(s, StatusCode::CREATED, "{guest}");
    let guest = guest["token"].as_str().expect("token").to_owned();

    // A guest opens no rated table, over REST or GraphQL, and none is made.
    let (s, b) = app.post("/v1/games", &guest, json!({"max_players": 3, "rated": true})).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "GUEST_NOT_RATED");
    let gql = app
        .gql(&guest, "mutation { createGame(maxPlayers: 3, rated: true) %GameSummary }", json!({}))
        .await;
    assert_eq!(gql["errors"][0]["extensions"]["code"], "GUEST_NOT_RATED", "{gql}");
    let (s, mine) = app.get("/v1/me/games", &guest).await;
    assert_eq!(s, StatusCode::OK, "{mine}");
    assert_eq!(mine["games"], json!([]), "nothing was created: {mine}");
    let (s, lobbies) = app.get("/v1/games", &ana).await;
    assert_eq!(s, StatusCode::OK, "{lobbies}");
    assert_eq!((&lobbies["games"], &lobbies["total"]), (&json!([]), &json!(0)), "{lobbies}");

    // Nor sits at one a person opened, with or without a colour.
    let (s, g) = app.post("/v1/games", &ana, json!({"max_players": 3, "rated": true})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    assert_eq!(g["rated"], true, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let join = format!("/v1/games/{id}/join");
    let (s, b) = app.call("POST", &join, Some(&guest), None).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "GUEST_NOT_RATED");
    let (s, b) = app.post(&join, &guest, json!({"color": "blue"})).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "GUEST_NOT_RATED");
    let gql = app
        .gql_game(&guest, "mutation($g: String!) { joinGame(gameId: $g) %GameSummary }", &id)
        .await;
    assert_eq!(gql["errors"][0]["extensions"]["code"], "GUEST_NOT_RATED", "{gql}");
    let lobby = view(&app, &id, &ana).await;
    let seated: Vec<&Value> =
        lobby["game"]["seats"].as_array().expect("seats").iter().map(|s| &s["user_id"]).collect();
    assert_eq!(seated, [&json!(ana_id)], "the lobby still has its one seat: {lobby}");
    let (_, mine) = app.get("/v1/me/games", &guest).await;
    assert_eq!(mine["games"], json!([]), "{mine}");

    // A person joins it; a guest still sits at an unrated table.
    let (s, b) = app.call("POST", &join, Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["seats"].as_array().map(Vec::len), Some(2), "{b}");
    let (s, casual) = app.post("/v1/games", &ana, json!({"max_players": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "{casual}");
    let casual = casual["id"].as_str().expect("id");
    let (s, b) = app.call("POST", &format!("/v1/games/{casual}/join"), Some(&guest), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.post("/v1/games", &guest, json!({"max_players": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
}

/// Changes one stored rating by hand with `sql`, then recomputes: the
/// output, which found the 5 rated games and `found` (the ratings compared
/// and the differences).
async fn tampered(db: &sea_orm::DatabaseConnection, url: &str, sql: &str, found: &str) -> String {
    let changed = db.execute_unprepared(sql).await.expect("tampered");
    assert_eq!(changed.rows_affected(), 1, "{sql}");
    let (code, out) = recompute(url).await;
    assert_eq!(code, 1, "{out}");
    assert!(out.contains(&format!("5 rated games replayed, {found}")), "{out}");
    out
}

/// `teg-api recompute-ratings` on `database_url`: its exit code and output.
async fn recompute(database_url: &str) -> (i32, String) {
    common::teg_api(&["recompute-ratings".as_ref()], &[("DATABASE_URL", database_url)]).await
}

/// Plays the rated games the recomputation replays on `app`: four rated
/// games in two editions, bots of every level, every resign order, and an
/// unrated one it must not count. (user ids: ana, beto, caro)
async fn rated_history(app: &TestApp) -> [String; 3] {
    let [(ana_id, ana), (beto_id, beto), (caro_id, caro)] =
        app.accounts(["ana", "beto", "caro"]).await;
    // Revancha: ana out first, then beto; a greedy bot wins.
    let one = started(app, &ana, &[&beto], "revancha", &["greedy"], true).await;
    app.play_turns(&one, &[&ana, &beto], TURNS).await;
    resign(app, &one, &ana).await;
    resign(app, &one, &beto).await;
    // Classic: beto out first, then ana; a planner wins.
    let two = started(app, &ana, &[&beto], "classic", &["planner"], true).await;
    app.play_turns(&two, &[&ana, &beto], TURNS).await;
    resign(app, &two, &beto).await;
    resign(app, &two, &ana).await;
    // Revancha again, beto from his rating: caro out first, a random bot wins.
    let three = started(app, &beto, &[&caro], "revancha", &["random"], true).await;
    app.play_turns(&three, &[&beto, &caro], TURNS).await;
    resign(app, &three, &caro).await;
    resign(app, &three, &beto).await;
    // Revancha, people only: ana resigns, caro wins.
    let four = started(app, &caro, &[&ana], "revancha", &[], true).await;
    app.play_turns(&four, &[&caro, &ana], TURNS).await;
    resign(app, &four, &ana).await;
    // Rated but not played: replayed, and found to count for nobody.
    let five = started(app, &caro, &[&beto], "revancha", &[], true).await;
    resign(app, &five, &caro).await;
    // Unrated: not replayed.
    let casual = started(app, &ana, &[&beto], "classic", &[], false).await;
    resign(app, &casual, &beto).await;
    for id in [&one, &two, &three, &four] {
        let done = view(app, id, &ana).await;
        assert_eq!(done["status"], "finished", "{done}");
        assert!(done["rating_changes"].is_array(), "{done}");
    }
    let (_, b) = app.get(&format!("/v1/users/{beto_id}/ratings"), &ana).await;
    let games: Vec<(&Value, &Value)> =
        common::each(&b["ratings"]).map(|r| (&r["ruleset"], &r["games"])).collect();
    assert_eq!(games, [(&json!("classic"), &json!(1)), (&json!("revancha"), &json!(2))], "{b}");
    [ana_id, beto_id, caro_id]
}

#[tokio::test]
async fn svc_rating_recompute_ratings_replays_the_stored_games_and_finds_a_tampered_table() {
    let app = TestApp::spawn("rating-recompute").await;
    let [ana_id, _, caro_id] = rated_history(&app).await;
    let url = format!("sqlite://{}?mode=rw", app.db.display());

    // The table is the stored games replayed.
    let (code, out) = recompute(&url).await;
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("5 rated games replayed, 5 ratings compared, 0 differences"), "{out}");
    assert!(!out.contains("difference:"), "{out}");

    // A rating moved by hand is found.
    let db = Database::connect(&url).await.expect("the test server's database");
    let moved = format!(
        "UPDATE ratings SET mu = mu + 1 WHERE user_id = '{ana_id}' AND ruleset = 'classic'"
    );
    let out = tampered(&db, &url, &moved, "5 ratings compared, 1 differences").await;
    let difference = out.lines().find(|l| l.starts_with("difference:")).expect("printed");
    assert!(difference.contains(&ana_id) && difference.contains("classic"), "{out}");

    // A rating lost is found too.
    let gone = format!("DELETE FROM ratings WHERE user_id = '{caro_id}' AND ruleset = 'revancha'");
    let out = tampered(&db, &url, &gone, "4 ratings compared, 2 differences").await;
    assert!(out.lines().any(|l| l.contains("is not stored") && l.contains(&caro_id)), "{out}");
    db.close().await.expect("closed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_rating_a_rated_game_is_rated_and_recomputed_the_same_on_postgres() {
    common::on_postgres(|url| async move {
        let config = teg_api::config::Config::for_local_tests(url.clone());
        let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
        let db = std::env::temp_dir().join("teg-rating-postgres-not-a-file");
        let app = TestApp { base, http: reqwest::Client::new(), db };
        let [ana_id, beto_id, _] = rated_history(&app).await;
        let (code, out) = recompute(&url).await;
        assert_eq!(code, 0, "{out}");
        assert!(out.contains("5 rated games replayed, 5 ratings compared, 0 differences"), "{out}");
        let (_, ana) = app.log_in("ana", "secret password").await;
        let token = ana["token"].as_str().expect("token");
        let (_, board) = app.get("/v1/leaderboards/classic", token).await;
        assert_eq!(board["total"], 0, "one game each: provisional, left out: {board}");
        establish(&url, "classic").await;
        let (s, board) = app.get("/v1/leaderboards/classic", token).await;
        assert_eq!(s, StatusCode::OK, "{board}");
        let order: Vec<&Value> =
            common::each(&board["entries"]).map(|e| &e["user"]["id"]).collect();
        assert_eq!(order, [&json!(ana_id), &json!(beto_id)], "ana, out later, first: {board}");
    })
    .await;
}
