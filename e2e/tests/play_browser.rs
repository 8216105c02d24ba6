//! The player client at `/play` in headless Chromium, driven as a person
//! drives it: by clicks (and typing a name). A guest plays a whole classic
//! game against two bots; a guest plays a whole TEG II game, every
//! commit–reveal done by the page; two browser sessions make a pact; a
//! second tab on the same game follows every move on the same session; the
//! server is killed and restarted mid-game and the page carries on without
//! a reload; and every screen is checked at 390 and 1366 px for sideways
//! scroll and console errors. Each test ends by listing every URL the page
//! fetched: `/v1`, `/graphql` and `/play` only. Screenshots go to
//! `target/e2e/play-*.png`. With `CI=true` a missing browser fails.

use std::net::TcpListener;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::Value;
use teg_api::config::Config;
use teg_api::startup::{Application, Running};
use teg_e2e::{
    Driver, artifact, assert_no_sideways_scroll, browser_sized, chromedriver, console_errors,
    unstale,
};
use thirtyfour::prelude::*;

/// A server on its own SQLite file and a fixed port, so it can be killed
/// and started again where the page expects it.
struct Served {
    base: String,
    config: Config,
    running: Option<Running>,
    db: PathBuf,
}

impl Served {
    async fn start(tag: &str) -> Served {
        let db = std::env::temp_dir()
            .join(format!("teg-play-{tag}-{}.db", uuid::Uuid::new_v4().simple()));
        let port = TcpListener::bind("127.0.0.1:0").expect("a port").local_addr().expect("addr");
        let mut config = Config::for_local_tests(format!("sqlite://{}?mode=rwc", db.display()));
        config.bind = format!("127.0.0.1:{}", port.port());
        let (base, running) =
            Application::spawn_stoppable(config.clone()).await.expect("the app builds");
        Served { base, config, running: Some(running), db }
    }

    /// Kills the server, as a crash would: open streams dropped.
    async fn kill(&mut self) {
        if let Some(running) = self.running.take() {
            running.kill().await;
        }
    }

    /// Starts the killed server again on the same port and database.
    async fn start_again(&mut self) {
        let mut tries = 0;
        loop {
            match Application::spawn_stoppable(self.config.clone()).await {
                Ok((_, running)) => {
                    self.running = Some(running);
                    return;
                }
                // The port may take a moment to be free again.
                Err(_) if tries < 50 => {
                    tries += 1;
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(e) => panic!("the server restarts: {e}"),
            }
        }
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.db);
    }
}

/// The widths every screen is checked at: a phone and a laptop.
const PHONE: (u32, u32) = (390, 844);
const LAPTOP: (u32, u32) = (1366, 900);

/// Polls `what` every 50 ms until it answers `Some`, for `seconds`.
async fn eventually<T, F, Fut>(seconds: u64, label: &str, what: F) -> WebDriverResult<T>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = WebDriverResult<Option<T>>>,
{
    let deadline = Instant::now() + Duration::from_secs(seconds);
    loop {
        if let Some(found) = what().await? {
            return Ok(found);
        }
        if Instant::now() > deadline {
            return Err(WebDriverError::Timeout(format!("{label} within {seconds} s")));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until `css` matches a displayed element.
async fn shown(page: &WebDriver, css: &str, seconds: u64) -> WebDriverResult<()> {
    eventually(seconds, css, || async move {
        for e in page.find_all(By::Css(css)).await? {
            if e.is_displayed().await.unwrap_or(false) {
                return Ok(Some(()));
            }
        }
        Ok(None)
    })
    .await
}

/// Whether `css` matches a displayed, enabled element now.
async fn clickable(page: &WebDriver, css: &str) -> WebDriverResult<bool> {
    for e in page.find_all(By::Css(css)).await? {
        let ok =
            async { Ok::<_, WebDriverError>(e.is_displayed().await? && e.is_enabled().await?) };
        if ok.await.unwrap_or(false) {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Clicks the element `css` finds (looked up again if a redraw replaced it).
async fn click(page: &WebDriver, css: &str) -> WebDriverResult<()> {
    unstale(page, &By::Css(css), |e| async move {
        e.scroll_into_view().await?;
        e.click().await
    })
    .await
}

/// An attribute of the first element `css` finds, or "".
async fn attr(page: &WebDriver, css: &str, name: &str) -> WebDriverResult<String> {
    let name = name.to_owned();
    match unstale(page, &By::Css(css), |e| {
        let name = name.clone();
        async move { e.attr(&name).await }
    })
    .await
    {
        Ok(value) => Ok(value.unwrap_or_default()),
        Err(e) if matches!(*e, thirtyfour::error::WebDriverErrorInner::NoSuchElement(_)) => {
            Ok(String::new())
        }
        Err(e) => Err(e),
    }
}

/// Chooses `value` in the `<select>` `css`, by clicking it.
async fn choose(page: &WebDriver, css: &str, value: &str) -> WebDriverResult<()> {
    let option = format!("{css} option[value='{value}']");
    click(page, &option).await
}

/// Replaces the text of the input `css`.
async fn type_into(page: &WebDriver, css: &str, text: &str) -> WebDriverResult<()> {
    let input = page.find(By::Css(css)).await?;
    input.clear().await?;
    input.send_keys(text).await
}

/// Opens `/play` (or a path under it) as a new guest named `name`, and
/// waits for the home screen; bots' moves shown at once.
async fn guest(page: &WebDriver, base: &str, path: &str, name: &str) -> WebDriverResult<()> {
    page.goto(format!("{base}{path}")).await?;
    // Room for every fetch of a long game in the page's timing buffer.
    page.execute("performance.setResourceTimingBufferSize(100000)", Vec::new()).await?;
    shown(page, "#play-as-guest", 20).await?;
    type_into(page, "#guest-name", name).await?;
    click(page, "#play-as-guest").await?;
    // Signed in, the header offers the pace of others' moves.
    shown(page, "#pace", 20).await?;
    choose(page, "#pace", "instant").await
}

/// The new-game form, filled by clicks: `edition`, `players` in all of
/// which `bots` are bots of `level`, `visibility`; a round cap for the
/// Risk editions. Waits for the lobby and answers the game's id.
struct NewGame<'a> {
    edition: &'a str,
    players: u32,
    bots: u32,
    level: &'a str,
    private: bool,
    max_rounds: Option<u32>,
    /// Aggression pacts on (Revancha's module, R-PCT).
    pacts: bool,
}

impl<'a> NewGame<'a> {
    /// A public game of `edition` for `players`, `bots` of them bots of
    /// `level`, with no round cap and no pacts.
    fn of(edition: &'a str, players: u32, bots: u32, level: &'a str) -> Self {
        NewGame { edition, players, bots, level, private: false, max_rounds: None, pacts: false }
    }
}

async fn create(page: &WebDriver, game: &NewGame<'_>) -> WebDriverResult<String> {
    click(page, "#home-link").await?;
    shown(page, "#new-game", 20).await?;
    click(page, "#new-game").await?;
    shown(page, "#edition", 20).await?;
    choose(page, "#edition", game.edition).await?;
    choose(page, "#players", &game.players.to_string()).await?;
    choose(page, "#bots", &game.bots.to_string()).await?;
    choose(page, "#bot-level", game.level).await?;
    choose(page, "#visibility", if game.private { "private" } else { "public" }).await?;
    let pacts = page.find(By::Id("pacts-option")).await?;
    if pacts.is_displayed().await? && pacts.is_selected().await? != game.pacts {
        pacts.click().await?;
    }
    if let Some(rounds) = game.max_rounds {
        choose(page, "#max-rounds", &rounds.to_string()).await?;
    }
    click(page, "#create").await?;
    shown(page, "#lobby, #table", 20).await?;
    let id = attr(page, "#lobby", "data-game-id").await?;
    if id.is_empty() { attr(page, "#table", "data-game-id").await } else { Ok(id) }
}

/// Starts the lobby shown and waits for its table.
async fn start(page: &WebDriver) -> WebDriverResult<()> {
    if clickable(page, "#start").await? {
        click(page, "#start").await?;
    }
    shown(page, "#table[data-status='playing']", 30).await
}

/// What the table says now.
async fn table(page: &WebDriver) -> WebDriverResult<(String, bool, u64)> {
    let status = attr(page, "#table", "data-status").await?;
    let mine = attr(page, "#table", "data-my-turn").await? == "true";
    let version = attr(page, "#table", "data-version").await?.parse().unwrap_or(0);
    Ok((status, mine, version))
}

/// What the page shows as a refusal, if anything.
async fn refusal(page: &WebDriver) -> WebDriverResult<Option<String>> {
    if !clickable(page, "#problem").await? {
        return Ok(None);
    }
    let code = attr(page, "#problem", "data-code").await?;
    let text = page.find(By::Id("problem")).await?.text().await?;
    Ok(Some(format!("{code}: {text}")))
}

/// Plays a Risk edition's table by clicks until the game is over: a
/// count-and-confirm when one is asked, else a country the table offers
/// (a few a turn), else the turn's end or the first action offered.
/// Answers how many clicks it took, and whether the player's secret
/// objective was shown on the way.
async fn play_risk_by_clicking(page: &WebDriver, minutes: u64) -> WebDriverResult<(u32, bool)> {
    let deadline = Instant::now() + Duration::from_secs(minutes * 60);
    let (mut clicks, mut this_turn, mut last_version, mut idle) =
        (0_u32, 0_u32, 0_u64, Instant::now());
    let mut objective = false;
    loop {
        let (status, mine, version) = table(page).await?;
        if status == "finished" {
            return Ok((clicks, objective));
        }
        if !objective && version != last_version {
            objective = clickable(page, "#objective").await?;
        }
        assert!(
            Instant::now() < deadline,
            "the game ends within {minutes} minutes ({clicks} clicks)"
        );
        if let Some(refused) = refusal(page).await? {
            panic!("the table offered what the server refused: {refused}");
        }
        if version != last_version {
            (last_version, idle) = (version, Instant::now());
        }
        assert!(
            idle.elapsed() < Duration::from_secs(60),
            "the game is stuck at version {version} (my turn: {mine})"
        );
        if !mine {
            this_turn = 0;
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        }
        if clickable(page, "#confirm").await? {
            click(page, "#confirm").await?;
        } else if this_turn < 8 && clickable(page, "g.country.selectable").await? {
            // Not always the first: the test explores the board a little.
            let offered = page.find_all(By::Css("g.country.selectable")).await?;
            let pick = usize::try_from(clicks).unwrap_or(0) % offered.len().max(1);
            match offered.get(pick) {
                Some(country) => match country.click().await {
                    Ok(()) => this_turn += 1,
                    // Redrawn under us: look again.
                    Err(_) => continue,
                },
                None => continue,
            }
        } else if clickable(page, "#actions button[data-action='end_turn']").await? {
            click(page, "#actions button[data-action='end_turn']").await?;
            this_turn = 0;
        } else if clickable(page, "#actions button[data-action]").await? {
            click(page, "#actions button[data-action]").await?;
        } else if clickable(page, "#cancel").await? {
            click(page, "#cancel").await?;
            this_turn = 8;
        } else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        }
        clicks += 1;
        // Let the page take the answer before looking again.
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

/// Every URL the page fetched: each must be the API's (`/v1`, `/graphql`)
/// or the client's own files (`/play`).
async fn assert_only_public_routes(page: &WebDriver, base: &str) -> WebDriverResult<usize> {
    let urls = page
        .execute(
            "return [location.href, ...performance.getEntriesByType('resource').map(e => e.name)]",
            Vec::new(),
        )
        .await?
        .json()
        .clone();
    let urls: Vec<String> = urls
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect();
    for url in &urls {
        let path = url.strip_prefix(base).unwrap_or_else(|| panic!("{url} is another origin's"));
        assert!(
            ["/v1/", "/graphql", "/play"].iter().any(|p| path.starts_with(p)),
            "the page fetched {path}, outside /v1, /graphql and /play"
        );
    }
    Ok(urls.len())
}

/// Asserts the console has no warning or error since it was last read.
async fn assert_quiet_console(page: &WebDriver, what: &str) -> WebDriverResult<()> {
    let said = console_errors(page).await?;
    assert!(said.is_empty(), "{what}: the console says {said:#?}");
    Ok(())
}

/// Runs `test` in a new browser session, then closes it whatever happened.
async fn in_browser<F, Fut>(driver: &Driver, size: (u32, u32), test: F)
where
    F: FnOnce(WebDriver) -> Fut,
    Fut: std::future::Future<Output = WebDriverResult<()>>,
{
    let page = browser_sized(driver, size.0, size.1).await;
    let outcome = test(page.clone()).await;
    if outcome.is_err() {
        let _ = page.screenshot(&artifact("play-failure.png")).await;
    }
    page.quit().await.expect("quit");
    outcome.expect("the browser session");
}

/// Runs `test` in two new browser sessions (Ana's, Beto's, of `sizes`),
/// then checks both consoles stayed quiet and closes both whatever
/// happened; `tag` names their screenshots on failure.
async fn in_two_browsers<F, Fut>(driver: &Driver, sizes: [(u32, u32); 2], tag: &str, test: F)
where
    F: FnOnce(WebDriver, WebDriver) -> Fut,
    Fut: std::future::Future<Output = WebDriverResult<()>>,
{
    let ana = browser_sized(driver, sizes[0].0, sizes[0].1).await;
    let beto = browser_sized(driver, sizes[1].0, sizes[1].1).await;
    let outcome = async {
        test(ana.clone(), beto.clone()).await?;
        assert_quiet_console(&ana, "Ana's page").await?;
        assert_quiet_console(&beto, "Beto's page").await
    }
    .await;
    if outcome.is_err() {
        let _ = ana.screenshot(&artifact(&format!("play-failure-{tag}-ana.png"))).await;
        let _ = beto.screenshot(&artifact(&format!("play-failure-{tag}-beto.png"))).await;
    }
    ana.quit().await.expect("quit");
    beto.quit().await.expect("quit");
    outcome.expect("both browser sessions");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_plays_a_whole_classic_game_against_two_bots_by_clicking_only() {
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("classic").await;
    let base = served.base.clone();
    in_browser(&driver, LAPTOP, |page| async move {
        guest(&page, &base, "/play", "Ana").await?;
        let game = NewGame { max_rounds: Some(3), ..NewGame::of("classic", 3, 2, "greedy") };
        create(&page, &game).await?;
        start(&page).await?;
        assert_eq!(attr(&page, "#table", "data-ruleset").await?, "classic");
        eventually(20, "the classic board's 50 countries", || {
            let page = page.clone();
            async move {
                Ok((page.find_all(By::Css("#table g.country")).await?.len() == 50).then_some(()))
            }
        })
        .await?;
        shown(&page, "#common-objective", 10).await?;
        page.screenshot(&artifact("play-classic-table.png")).await?;
        let (clicks, objective) = play_risk_by_clicking(&page, 12).await?;
        shown(&page, "#game-over", 10).await?;
        assert!(clicks > 10, "the game took clicks: {clicks}");
        // With three players nobody has a secret objective (R-CLS-11); the
        // Revancha table shows one (`every_screen_fits_…`).
        assert!(!objective, "no secret objective is shown in a three-player classic game");
        page.screenshot(&artifact("play-classic-over.png")).await?;
        // The replay steps back through the finished game.
        let last = table(&page).await?.2;
        click(&page, "#replay-prev").await?;
        eventually(10, "one version back", || {
            let page = page.clone();
            async move { Ok((table(&page).await?.2 + 1 == last).then_some(())) }
        })
        .await?;
        assert_only_public_routes(&page, &base).await?;
        Ok(())
    })
    .await;
}

/// Plays TEG II's table by clicks until the game is over: `#confirm` takes
/// each step's defaults (reveals are the page's own business).
async fn play_teg2_by_clicking(page: &WebDriver, minutes: u64) -> WebDriverResult<u32> {
    let deadline = Instant::now() + Duration::from_secs(minutes * 60);
    let (mut clicks, mut last_version, mut idle) = (0_u32, 0_u64, Instant::now());
    loop {
        let (status, mine, version) = table(page).await?;
        if status == "finished" {
            return Ok(clicks);
        }
        assert!(
            Instant::now() < deadline,
            "the game ends within {minutes} minutes ({clicks} clicks)"
        );
        if let Some(refused) = refusal(page).await? {
            panic!("the table offered what the server refused: {refused}");
        }
        if version != last_version {
            (last_version, idle) = (version, Instant::now());
        }
        assert!(idle.elapsed() < Duration::from_secs(60), "the game is stuck at version {version}");
        if mine && clickable(page, "#teg2-step #confirm").await? {
            click(page, "#teg2-step #confirm").await?;
            clicks += 1;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_plays_a_whole_teg2_game_against_bots_and_the_page_does_every_commit_reveal() {
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("teg2").await;
    let base = served.base.clone();
    in_browser(&driver, LAPTOP, |page| async move {
        guest(&page, &base, "/play", "Beto").await?;
        let game = NewGame::of("teg2", 3, 2, "greedy");
        let id = create(&page, &game).await?;
        start(&page).await?;
        assert_eq!(attr(&page, "#table", "data-ruleset").await?, "teg2");
        shown(&page, "#table g.region", 10).await?;
        page.screenshot(&artifact("play-teg2-table.png")).await?;
        let clicks = play_teg2_by_clicking(&page, 15).await?;
        assert!(clicks > 5, "the game took clicks: {clicks}");
        shown(&page, "#game-over", 10).await?;
        // The end names the winners as the score table does, by their powers.
        let scored = page.find(By::Css("#teg2-scores .t2-winner")).await?.text().await?;
        let over = page.find(By::Id("game-over")).await?.text().await?;
        assert!(!scored.is_empty() && over.contains(&scored), "{over:?} names {scored:?}");
        page.screenshot(&artifact("play-teg2-over.png")).await?;
        // No hash or nonce was ever shown: 64 hex digits in a row.
        let text = page.find(By::Tag("body")).await?.text().await?;
        assert!(!has_hex_run(&text, 64), "the page shows a hash or a nonce");
        // The reveals were the page's: every commitment of the person's seat
        // is revealed in the log (no clock: nothing by default, T2-SEC-4).
        let (seat, log) = operator_reads(&base, &id).await;
        let mine = log.iter().filter(|e| e["event"]["player"].as_u64() == Some(seat));
        let actions: Vec<&str> =
            mine.filter_map(|e| e["event"]["event"]["command"]["action"].as_str()).collect();
        let count = |kinds: &[&str]| actions.iter().filter(|a| kinds.contains(a)).count();
        let commits = count(&["place_objective", "commit_split", "commit_intercept"]);
        let reveals = count(&["reveal_objective", "reveal_split", "reveal_intercept"]);
        assert!(commits > 0, "the person committed: {actions:?}");
        assert_eq!(commits, reveals, "every commitment revealed: {actions:?}");
        assert_only_public_routes(&page, &base).await?;
        Ok(())
    })
    .await;
}

/// What an operator reads of a game: the person's seat (the one no bot
/// holds) and the whole log.
async fn operator_reads(base: &str, id: &str) -> (u64, Vec<Value>) {
    let http = reqwest::Client::new();
    let token = teg_e2e::operator_token(base).await;
    let token = token.as_str();
    let get = |path: String| {
        let req = http.get(format!("{base}{path}")).bearer_auth(token);
        async move { req.send().await.expect("get").json::<Value>().await.expect("json") }
    };
    let view = get(format!("/v1/games/{id}")).await;
    let seats = view["game"]["seats"].as_array().expect("seats");
    let person = seats.iter().find(|s| s["bot"].is_null()).expect("a person's seat");
    let seat = person["seat"].as_u64().expect("seat");
    let log = get(format!("/v1/games/{id}/events?since=0")).await;
    (seat, log["events"].as_array().expect("events").clone())
}

/// Whether `text` holds `n` hexadecimal digits in a row.
fn has_hex_run(text: &str, n: usize) -> bool {
    let mut run = 0;
    for c in text.chars() {
        run = if c.is_ascii_hexdigit() { run + 1 } else { 0 };
        if run >= n {
            return true;
        }
    }
    false
}

/// Ana, a guest, opens `game`; Beto, another guest, opens its invitation
/// link and is seated; Ana's lobby names him (not "Player 2", issue 51).
/// The game's id.
async fn seated_by_link(
    ana: &WebDriver,
    beto: &WebDriver,
    base: &str,
    game: &NewGame<'_>,
) -> WebDriverResult<String> {
    guest(ana, base, "/play", "Ana").await?;
    let id = create(ana, game).await?;
    let link = unstale(ana, &By::Id("invite-link"), |e| async move { e.prop("value").await })
        .await?
        .unwrap_or_default();
    assert!(link.contains(&id) && link.contains("/play/join/"), "{link}");
    assert!(link.starts_with(base), "the link is this server's: {link}");
    guest(beto, base, "/play", "Beto").await?;
    beto.goto(&link).await?;
    shown(beto, "#lobby, #table", 20).await?;
    eventually(20, "the lobby names Beto", || {
        let ana = ana.clone();
        async move {
            Ok(ana.find(By::Id("seats")).await?.text().await?.contains("Beto").then_some(()))
        }
    })
    .await?;
    Ok(id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pact_is_proposed_in_one_browser_and_accepted_in_another_and_a_whisper_goes_between_them()
{
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("pact").await;
    let base = served.base.clone();
    in_two_browsers(&driver, [LAPTOP, PHONE], "pact", |ana, beto| async move {
        let game =
            NewGame { private: true, pacts: true, ..NewGame::of("revancha", 3, 1, "random") };
        seated_by_link(&ana, &beto, &base, &game).await?;
        start(&ana).await?;
        shown(&beto, "#table[data-status='playing']", 30).await?;
        // Ana offers Beto a pact; Beto accepts it; both see it in force.
        shown(&ana, "#propose-pact", 20).await?;
        // Read in one script: a redraw between finding the options and
        // reading each one would leave a stale element behind.
        let options = ana
            .execute(
                "return [...document.querySelectorAll('#pact-to option')]\
                 .map(o => [o.value, o.textContent]);",
                Vec::new(),
            )
            .await?;
        let options: Vec<(String, String)> =
            serde_json::from_value(options.json().clone()).unwrap_or_default();
        let to = options.iter().find(|(_, text)| text.contains("Beto")).map(|(v, _)| v.clone());
        let to = to.unwrap_or_else(|| panic!("Beto is offered as a partner: {options:?}"));
        choose(&ana, "#pact-to", &to).await?;
        click(&ana, "#propose-pact").await?;
        shown(&beto, "#pacts li[data-pact-id] button[data-answer='accept']", 20).await?;
        beto.screenshot(&artifact("play-pact-offered-390.png")).await?;
        click(&beto, "#pacts li[data-pact-id] button[data-answer='accept']").await?;
        shown(&beto, "#pacts li.pact-in-force", 20).await?;
        shown(&ana, "#pacts li.pact-in-force", 20).await?;
        ana.screenshot(&artifact("play-pact-in-force.png")).await?;
        // Ana whispers to Beto (SVC-WHISPER): Beto's page, at a phone's
        // width, shows it; the whisper is theirs alone.
        shown(&ana, "#whispers", 20).await?;
        let ticked = ana
            .execute(
                "const l = [...document.querySelectorAll('#whisper-to label')]\
                 .find(l => l.textContent.includes('Beto'));\
                 if (!l) return false; document.getElementById(l.htmlFor).click(); return true;",
                Vec::new(),
            )
            .await?;
        assert_eq!(ticked.json(), &serde_json::json!(true), "Beto is offered to whisper to");
        type_into(&ana, "#whisper-input", "meet me in Kamchatka").await?;
        click(&ana, "#whisper-send").await?;
        eventually(20, "Beto reads the whisper", || {
            let beto = beto.clone();
            async move {
                let log = beto.find(By::Id("whisper-log")).await?.text().await?;
                Ok(log.contains("meet me in Kamchatka").then_some(()))
            }
        })
        .await?;
        beto.screenshot(&artifact("play-whisper-received-390.png")).await?;
        assert_only_public_routes(&ana, &base).await?;
        assert_only_public_routes(&beto, &base).await?;
        Ok(())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_followed_from_a_lobby_shows_online_at_home_and_a_challenge_seats_them_both() {
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("friends").await;
    let base = served.base.clone();
    in_two_browsers(&driver, [PHONE, LAPTOP], "friends", |ana, beto| async move {
        let first =
            seated_by_link(&ana, &beto, &base, &NewGame::of("revancha", 3, 1, "random")).await?;
        // Ana follows Beto from his seat (SVC-FRIENDS).
        let follow = "#seats li.person button[data-action='follow']";
        shown(&ana, follow, 20).await?;
        click(&ana, follow).await?;
        eventually(20, "the button says so", || {
            let ana = ana.clone();
            async move {
                let text = ana.find(By::Css("#seats li.person button")).await?.text().await?;
                Ok((text != "Seguir" && text != "Follow").then_some(()))
            }
        })
        .await?;
        // At home, Beto is her friend, online: his page follows his lobby.
        ana.goto(&format!("{base}/play")).await?;
        shown(&ana, "#friends li[data-online='true'] button[data-action='challenge']", 30).await?;
        assert_touch_targets(&ana, "home with a friend").await?;
        ana.screenshot(&artifact("play-friends-390.png")).await?;
        // She challenges him: a new private lobby, and his invitation.
        click(&ana, "#friends li button[data-action='challenge']").await?;
        shown(&ana, "#lobby", 20).await?;
        let second = attr(&ana, "#lobby", "data-game-id").await?;
        assert_ne!(second, first, "a table of its own");
        beto.goto(&format!("{base}/play")).await?;
        let accept =
            format!("#invitations li[data-game-id='{second}'] button[data-answer='accept']");
        shown(&beto, &accept, 30).await?;
        click(&beto, &accept).await?;
        shown(&beto, &format!("#lobby[data-game-id='{second}']"), 20).await?;
        eventually(20, "both seated at the duel", || {
            let ana = ana.clone();
            async move {
                Ok((ana.find_all(By::Css("#seats li.person")).await?.len() == 2).then_some(()))
            }
        })
        .await?;
        assert_only_public_routes(&ana, &base).await?;
        Ok(())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_restarts_mid_game_and_the_page_carries_on_without_a_reload() {
    let Some(driver) = chromedriver().await else { return };
    let mut served = Served::start("restart").await;
    let base = served.base.clone();
    let page = browser_sized(&driver, PHONE.0, PHONE.1).await;
    let outcome = async {
        guest(&page, &base, "/play", "Caro").await?;
        let game = NewGame::of("classic", 3, 2, "random");
        create(&page, &game).await?;
        start(&page).await?;
        shown(&page, "#connection[data-state='live']", 20).await?;
        let before = table(&page).await?.2;
        // A mark only this page load carries: a reload would lose it.
        page.execute("window.__notReloaded = true", Vec::new()).await?;

        served.kill().await;
        // The page notices the drop...
        shown(&page, "#connection:not([data-state='live'])", 30).await?;
        let state = attr(&page, "#connection", "data-state").await?;
        page.screenshot(&artifact("play-server-down-390.png")).await?;
        served.start_again().await;
        // ...and reconnects by itself.
        shown(&page, "#connection[data-state='live']", 60).await?;
        assert!(["reconnecting", "polling", "offline"].contains(&state.as_str()), "{state}");
        let marked = page.execute("return window.__notReloaded === true", Vec::new()).await?;
        assert_eq!(marked.json(), &Value::Bool(true), "the page was not reloaded");
        // And play goes on: a few clicks move the game past where it was.
        let deadline = Instant::now() + Duration::from_secs(90);
        loop {
            let (status, mine, version) = table(&page).await?;
            if version > before + 2 || status == "finished" {
                break;
            }
            assert!(Instant::now() < deadline, "the game moves on after the restart");
            if let Some(refused) = refusal(&page).await? {
                panic!("refused after the restart: {refused}");
            }
            if mine && clickable(&page, "#confirm").await? {
                click(&page, "#confirm").await?;
            } else if mine && clickable(&page, "g.country.selectable").await? {
                click(&page, "g.country.selectable").await?;
            } else if mine && clickable(&page, "#actions button[data-action='end_turn']").await? {
                click(&page, "#actions button[data-action='end_turn']").await?;
            } else {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        page.screenshot(&artifact("play-after-restart-390.png")).await?;
        assert_only_public_routes(&page, &base).await?;
        Ok::<_, WebDriverError>(())
    }
    .await;
    if outcome.is_err() {
        let _ = page.screenshot(&artifact("play-failure-restart.png")).await;
    }
    page.quit().await.expect("quit");
    outcome.expect("the browser session");
}

/// Makes one move of the person's by clicks (a country offered, then
/// confirm), waiting for their turn first: the version it reached.
async fn one_move(page: &WebDriver) -> WebDriverResult<u64> {
    let before = eventually(60, "my turn", || async move {
        let (_, mine, version) = table(page).await?;
        Ok(mine.then_some(version))
    })
    .await?;
    eventually(30, "a move by clicks", || async move {
        let version = table(page).await?.2;
        if version > before {
            return Ok(Some(version));
        }
        if clickable(page, "#confirm").await? {
            click(page, "#confirm").await?;
        } else if clickable(page, "g.country.selectable").await? {
            click(page, "g.country.selectable").await?;
        }
        Ok(None)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_tab_on_the_same_game_follows_every_move_on_one_session() {
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("tabs").await;
    let base = served.base.clone();
    in_browser(&driver, LAPTOP, |page| async move {
        guest(&page, &base, "/play", "Eva").await?;
        create(&page, &NewGame::of("classic", 3, 2, "random")).await?;
        start(&page).await?;
        let first = page.window().await?;
        let url = page.current_url().await?;
        // The same page in a second tab: the same browser, so the same
        // session (its refresh token rotates: the tabs must share it).
        let second = page.new_tab().await?;
        page.switch_to_window(second.clone()).await?;
        page.goto(url.as_str()).await?;
        shown(&page, "#table[data-status='playing']", 30).await?;
        for _ in 0..4 {
            page.switch_to_window(first.clone()).await?;
            let reached = one_move(&page).await?;
            // The other tab shows that move, or a later one, by itself.
            page.switch_to_window(second.clone()).await?;
            let page = page.clone();
            eventually(20, "the second tab catching up", || {
                let page = page.clone();
                async move { Ok((table(&page).await?.2 >= reached).then_some(())) }
            })
            .await?;
        }
        // Both tabs are still signed in, and neither shows a refusal.
        for tab in [&first, &second] {
            page.switch_to_window(tab.clone()).await?;
            shown(&page, "#sign-out", 10).await?;
            assert!(refusal(&page).await?.is_none(), "a tab shows a refusal");
        }
        assert_quiet_console(&page, "the two tabs").await?;
        assert_only_public_routes(&page, &base).await?;
        Ok(())
    })
    .await;
}

/// Every control a finger may touch is at least 44 x 44 CSS px (WCAG
/// 2.5.5): buttons, links shown as buttons, fields, selects, checkboxes. A
/// checkbox or radio counts with its label, the target a finger meets; a
/// link inside a sentence is the sentence's, as WCAG allows. The board's
/// countries and regions too: a phone's board opens zoomed so that the
/// smallest country's target is 44 px across, and scrolls in its box.
async fn assert_touch_targets(page: &WebDriver, screen: &str) -> WebDriverResult<()> {
    let found = page
        .execute(
            r#"const out = [];
            const controls = 'button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
            for (const el of document.querySelectorAll(controls)) {
              const style = getComputedStyle(el);
              let r = el.getBoundingClientRect();
              if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
              if (el.tagName === 'A' && style.display === 'inline') continue;
              if (el.closest('svg')) continue;
              const label = el.matches('input[type=checkbox], input[type=radio]') && el.closest('label');
              if (label) r = label.getBoundingClientRect();
              if (r.width < 43.5 || r.height < 43.5) {
                out.push(`${el.tagName.toLowerCase()}#${el.id}.${el.getAttribute('class') || ''} ${Math.round(r.width)}x${Math.round(r.height)}`);
              }
            }
            for (const g of document.querySelectorAll('svg g.country[data-country], svg g.region')) {
              const r = g.getBoundingClientRect();
              if (r.width === 0 || r.height === 0) continue;
              if (r.width < 43.5 || r.height < 43.5) {
                const name = g.getAttribute('data-country') || g.getAttribute('data-region') || '';
                out.push(`board ${g.getAttribute('class')} ${name} ${Math.round(r.width)}x${Math.round(r.height)}`);
              }
            }
            return out;"#,
            Vec::new(),
        )
        .await?;
    let small: Vec<String> = serde_json::from_value(found.json().clone()).unwrap_or_default();
    assert!(small.is_empty(), "{screen}: touch targets under 44 x 44 px: {small:?}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_screen_fits_390_and_1366_px_with_a_quiet_console() {
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("screens").await;
    let base = served.base.clone();
    for (width, height) in [PHONE, LAPTOP] {
        let base = base.clone();
        in_browser(&driver, (width, height), |page| async move {
            let check = |name: &'static str| {
                let page = page.clone();
                async move {
                    assert_no_sideways_scroll(&page, &format!("{name} at {width} px")).await?;
                    if width == PHONE.0 {
                        assert_touch_targets(&page, name).await?;
                    }
                    assert_quiet_console(&page, &format!("{name} at {width} px")).await?;
                    page.screenshot(&artifact(&format!("play-{name}-{width}.png"))).await
                }
            };
            page.goto(format!("{base}/play")).await?;
            shown(&page, "#play-as-guest", 20).await?;
            check("sign-in").await?;
            guest(&page, &base, "/play", "Dora").await?;
            check("home").await?;
            click(&page, "#new-game").await?;
            shown(&page, "#edition", 10).await?;
            check("new-game").await?;
            let lobby = NewGame { private: true, ..NewGame::of("revancha", 4, 1, "planner") };
            create(&page, &lobby).await?;
            check("lobby").await?;
            let revancha = NewGame { pacts: true, ..NewGame::of("revancha", 3, 2, "random") };
            create(&page, &revancha).await?;
            start(&page).await?;
            // The secret objective drawn for this player (R-SET-2).
            shown(&page, "#objective", 10).await?;
            check("revancha-table").await?;
            let teg2 = NewGame::of("teg2", 3, 2, "random");
            create(&page, &teg2).await?;
            start(&page).await?;
            shown(&page, "#table g.region", 10).await?;
            check("teg2-table").await?;
            for lang in ["es", "it", "en"] {
                choose(&page, "#lang", lang).await?;
                let said = page.find(By::Tag("html")).await?.attr("lang").await?;
                assert_eq!(said.as_deref(), Some(lang), "the page says its language");
            }
            check("teg2-table-en").await?;
            assert_only_public_routes(&page, &base).await?;
            Ok(())
        })
        .await;
    }
}

/// SVC-MATCH from `/play`: a guest's quick match waits, is cancelled,
/// then, asked again, opens the game another player's ticket completes,
/// with no other click.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_finds_a_table_by_quick_match_and_the_page_opens_its_game() {
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("quick-match").await;
    let base = served.base.clone();
    in_browser(&driver, PHONE, |page| async move {
        let state = |page: &WebDriver| {
            let page = page.clone();
            async move { attr(&page, "#quick-match-panel", "data-state").await }
        };
        let until = |wanted: &'static str| {
            let page = page.clone();
            eventually(15, wanted, move || {
                let page = page.clone();
                async move { Ok((state(&page).await? == wanted).then_some(())) }
            })
        };
        guest(&page, &base, "/play", "Ana").await?;
        choose(&page, "#quick-match-edition", "classic").await?;
        click(&page, "#quick-match").await?;
        until("waiting").await?;
        click(&page, "#quick-match-cancel").await?;
        until("idle").await?;
        click(&page, "#quick-match").await?;
        until("waiting").await?;
        // Beto asks for a table of two over the API: the two make one.
        let http = reqwest::Client::new();
        let beto: Value = http
            .post(format!("{base}/v1/auth/guest"))
            .json(&serde_json::json!({"display_name": "Beto"}))
            .send()
            .await
            .expect("guest")
            .json()
            .await
            .expect("json");
        let token = beto["token"].as_str().expect("a token");
        let ticket = http
            .post(format!("{base}/v1/matchmaking/tickets"))
            .bearer_auth(token)
            .json(&serde_json::json!({"ruleset": "classic", "players": {"min": 2, "max": 2}}))
            .send()
            .await
            .expect("ticket");
        assert_eq!(ticket.status(), reqwest::StatusCode::CREATED);
        eventually(30, "the matched game's page", || {
            let page = page.clone();
            async move { Ok(page.current_url().await?.path().starts_with("/play/game").then_some(())) }
        })
        .await?;
        assert_quiet_console(&page, "quick match").await?;
        Ok(())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_game_is_watched_from_live_now_without_a_sign_in_two_versions_behind() {
    let Some(driver) = chromedriver().await else { return };
    let served = Served::start("watch").await;
    let base = served.base.clone();
    // Beto plays a bot over the API, his game watched two versions behind.
    let http = reqwest::Client::new();
    let post = |path: &str, token: Option<&str>, body: Value| {
        let mut req = http.post(format!("{base}{path}")).json(&body);
        if let Some(token) = token {
            req = req.bearer_auth(token);
        }
        async move { req.send().await.expect("sent").json::<Value>().await.expect("json") }
    };
    let beto = post("/v1/auth/guest", None, serde_json::json!({"display_name": "Beto"})).await;
    let token = beto["token"].as_str().expect("a token").to_owned();
    let table = serde_json::json!({"ruleset": "classic", "max_players": 2,
        "seats": [{"bot": "random"}], "options": {"spectator_delay": 2}});
    let game = post("/v1/games", Some(&token), table).await;
    let id = game["id"].as_str().expect("an id").to_owned();
    post(&format!("/v1/games/{id}/start"), Some(&token), serde_json::json!({})).await;
    // The bot plays at once; then the game waits on Beto.
    let mut head = 0;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let now = operator_reads(&base, &id).await.1.len() as u64;
        if now == head && now > 2 {
            break;
        }
        head = now;
    }
    in_browser(&driver, PHONE, |page| async move {
        page.goto(&format!("{base}/play")).await?;
        let link = format!("#live-now li[data-game-id='{id}'] a");
        shown(&page, &link, 20).await?;
        click(&page, &link).await?;
        shown(&page, &format!("#table[data-version='{}']", head - 2), 20).await?;
        shown(&page, "#watching", 5).await?;
        assert!(page.find_all(By::Id("chat")).await?.is_empty(), "no chat for a watcher");
        page.screenshot(&artifact("play-watching-390.png")).await?;
        assert_quiet_console(&page, "the watch page").await?;
        assert_only_public_routes(&page, &base).await?;
        Ok(())
    })
    .await;
}
