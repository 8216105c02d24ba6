//! Browser tests of the operator dashboard live in `tests/`; this crate has
//! no code of its own. They drive Debian's `/usr/bin/chromium` through
//! `/usr/bin/chromedriver` (installed by `.ci/run`), never a downloaded
//! browser.
