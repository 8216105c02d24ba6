//! The system clock and the OS seed source: the production [`Clock`]
//! (`SystemClock`) and [`SeedSource`] (`OsSeeds`, OS randomness).

use domain::Seed;
use domain::ports::{Clock, SeedSource};

/// Wall-clock time from the OS.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        now_ms()
    }
}

/// Wall-clock ms since the Unix epoch.
#[must_use]
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Game seeds from the OS's cryptographic RNG (through `uuid`'s getrandom);
/// or, for recorded games only ([`OsSeeds::recorded`]), from a label.
#[derive(Debug, Clone, Default)]
pub struct OsSeeds(Option<std::sync::Arc<domain::ports::local::SequentialSeeds>>);

impl OsSeeds {
    /// Seeds derived from `label` in order: the same games every run
    /// (`Config::recorded_seeds`).
    #[must_use]
    pub fn recorded(label: &str) -> Self {
        Self(Some(std::sync::Arc::new(domain::ports::local::SequentialSeeds::new(label))))
    }
}

impl SeedSource for OsSeeds {
    fn new_seed(&self) -> Seed {
        if let Some(recorded) = &self.0 {
            return recorded.new_seed();
        }
        let mut seed = [0u8; 32];
        seed[..16].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        seed[16..].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        Seed(seed)
    }
}
