//! The binary's logs as an operator's tools read them: sent to a pipe (a
//! file, `grep`, a log shipper), text logs carry no ANSI escape sequences.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

#[test]
fn text_logs_sent_to_a_pipe_carry_no_colour_codes() {
    let dir = std::env::temp_dir().join(format!("teg-logs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a data dir");
    let mut server = Command::new(env!("CARGO_BIN_EXE_teg-api"))
        .env("DATABASE_URL", format!("sqlite://{}?mode=rwc", dir.join("teg.db").display()))
        .env("TEG_BIND", "127.0.0.1:0")
        .env("TEG_DATA_DIR", &dir)
        .env("TEG_LOG_FORMAT", "text")
        .env("RUST_LOG", "info")
        .env_remove("REDIS_URL")
        .env_remove("NO_COLOR")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let stdout = server.stdout.take().expect("stdout");
    // The first few lines: the start-up's (a migration, the listener).
    let lines: Vec<String> = BufReader::new(stdout).lines().map_while(Result::ok).take(3).collect();
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!lines.is_empty(), "the server logged its start");
    for line in &lines {
        assert!(line.contains("INFO") || line.contains("WARN"), "a text log line: {line:?}");
        assert!(!line.contains('\u{1b}'), "no escape sequence in {line:?}");
    }
}
