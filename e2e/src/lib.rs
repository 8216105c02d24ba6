//! What the browser tests share: Debian's `/usr/bin/chromium` driven
//! through `/usr/bin/chromedriver` (installed by `.ci/run`, never a
//! downloaded browser) with thirtyfour, its driver-downloading `manager`
//! feature off; sessions at an exact viewport; screenshots under
//! `target/e2e/`; and the checks every page passes (no sideways scroll, no
//! console error). The tests are in `tests/`: the operator dashboard and
//! the player client at `/play`.
#![expect(clippy::print_stderr, reason = "a skipped browser test says so")]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::json;
use thirtyfour::prelude::*;
use thirtyfour::{ChromiumLikeCapabilities, LoggingPrefsLogLevel};

/// Debian's browser.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// Debian's driver for it.
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// chromedriver on a free port, killed on drop.
#[derive(Debug)]
pub struct Driver {
    child: Child,
    /// Where it listens.
    pub url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver, or says why not: required when `CI=true`.
///
/// # Panics
/// With `CI=true` and no browser; or when the driver does not answer.
pub async fn chromedriver() -> Option<Driver> {
    let present = Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
    if !present {
        assert!(
            !std::env::var("CI").is_ok_and(|v| v == "true"),
            "CI needs {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver)"
        );
        eprintln!(
            "SKIPPED: {CHROMIUM} or {CHROMEDRIVER} missing (apt-get install chromium chromium-driver)"
        );
        return None;
    }
    let port =
        TcpListener::bind("127.0.0.1:0").expect("a free port").local_addr().expect("addr").port();
    let child = Command::new(CHROMEDRIVER)
        .args([format!("--port={port}"), "--allowed-ips=127.0.0.1".to_owned()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let url = format!("http://127.0.0.1:{port}");
    let driver = Driver { child, url };
    for _ in 0..100 {
        if reqwest::get(format!("{}/status", driver.url)).await.is_ok() {
            return Some(driver);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("chromedriver did not answer on {}", driver.url);
}

/// A headless Chromium session whose viewport is exactly `width` ×
/// `height` (a phone's below 600 px), its console kept for
/// [`console_errors`].
///
/// # Panics
/// When the session cannot be made.
pub async fn browser_sized(driver: &Driver, width: u32, height: u32) -> WebDriver {
    let mut caps = DesiredCapabilities::chrome();
    caps.set_binary(CHROMIUM).expect("binary");
    for arg in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--lang=en-US",
    ] {
        caps.add_arg(arg).expect("arg");
    }
    caps.add_arg(&format!("--window-size={width},{height}")).expect("arg");
    caps.set_browser_log_level(LoggingPrefsLogLevel::Warning).expect("the console's log");
    let page = WebDriver::new(&driver.url, caps).await.expect("a Chromium session");
    // A window cannot be as narrow as a phone: the viewport is set exactly
    // (and as a phone's below 600 px) through the DevTools protocol.
    let metrics = json!({
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600,
    });
    thirtyfour::cdp::Cdp::new(page.handle().clone())
        .send_raw("Emulation.setDeviceMetricsOverride", metrics)
        .await
        .expect("the viewport's size");
    page
}

/// Runs `what` on the element `by` finds, looking it up again while a
/// redraw leaves the one found stale under us.
///
/// # Errors
/// As `what`, or the lookup.
pub async fn unstale<T, F, Fut>(page: &WebDriver, by: &By, what: F) -> WebDriverResult<T>
where
    F: Fn(thirtyfour::WebElement) -> Fut,
    Fut: std::future::Future<Output = WebDriverResult<T>>,
{
    let mut tries = 0;
    loop {
        match what(page.find(by.clone()).await?).await {
            Err(e)
                if tries < 40
                    && matches!(
                        *e,
                        thirtyfour::error::WebDriverErrorInner::StaleElementReference(_)
                    ) =>
            {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
            other => return other,
        }
    }
}

/// A file under `target/e2e/` (made if missing): screenshots.
///
/// # Panics
/// When the directory cannot be made.
#[must_use]
pub fn artifact(name: &str) -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target"), PathBuf::from);
    let dir = target.join("e2e");
    std::fs::create_dir_all(&dir).expect("target/e2e");
    dir.join(name)
}

/// How wide the page is against the viewport: `(scrollWidth, innerWidth,
/// the tables, forms, sections, SVGs and preformatted blocks that scroll
/// sideways inside, space-separated)`.
///
/// # Errors
/// The script failed.
pub async fn widths(page: &WebDriver) -> WebDriverResult<(u64, u64, String)> {
    let answer = page
        .execute(
            "const d = document.documentElement; \
             const wide = [...document.querySelectorAll('table, pre, svg, form, section')] \
               .filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'hidden') \
               .map(e => e.tagName + '#' + e.id + '.' + e.className); \
             return [d.scrollWidth, window.innerWidth, wide.join(' ')];",
            Vec::new(),
        )
        .await?
        .json()
        .clone();
    let n = |i: usize| answer[i].as_u64().unwrap_or(0);
    Ok((n(0), n(1), answer[2].as_str().unwrap_or_default().to_owned()))
}

/// Asserts neither the page nor a block in it scrolls sideways at the
/// viewport's width.
///
/// # Errors
/// The script failed.
///
/// # Panics
/// When it does.
pub async fn assert_no_sideways_scroll(page: &WebDriver, what: &str) -> WebDriverResult<()> {
    let (scroll, inner, wide) = widths(page).await?;
    assert!(scroll <= inner, "{what} scrolls sideways: {scroll} > {inner} px ({wide})");
    assert!(wide.is_empty(), "{what}: a block scrolls sideways: {wide}");
    Ok(())
}

/// The console's warnings and errors since the last call (the buffer is
/// drained).
///
/// # Errors
/// The driver refused.
pub async fn console_errors(page: &WebDriver) -> WebDriverResult<Vec<String>> {
    Ok(page
        .browser_log()
        .await?
        .into_iter()
        .filter(|e| e.level == "SEVERE" || e.level == "WARNING")
        .map(|e| format!("{} {}", e.level, e.message))
        .collect())
}

/// A bearer token of the test servers' operator (`admin`, as
/// `Config::for_local_tests` makes it), signed in over `/v1/auth/login`.
///
/// # Panics
/// When the server refuses.
pub async fn operator_token(base: &str) -> String {
    let login = json!({"username": "admin", "password": "admin password"});
    let session: serde_json::Value = reqwest::Client::new()
        .post(format!("{base}/v1/auth/login"))
        .json(&login)
        .send()
        .await
        .expect("login")
        .json()
        .await
        .expect("json");
    session["token"].as_str().expect("an operator's token").to_owned()
}
