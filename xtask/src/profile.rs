//! `cargo xtask profile [LOAD OPTIONS]`: where the server's CPU goes on the
//! durable action path (issue 33). It builds the load bench (release, line
//! tables), runs it under `perf record` (the `cpu-clock` software event:
//! this VM has no hardware counters; DWARF call graphs, since release code
//! keeps no frame pointers) with sampling switched on only for the timed
//! actions phase (the bench writes `enable`/`disable` to perf's control
//! FIFO, named by `TEG_PERF_CTL`), then folds the server threads' stacks:
//!
//! - `docs/perf/load-flamegraph.svg`, a flamegraph (frames narrower than
//!   0.05% of the samples left out so the file stays readable);
//! - the share of the samples spent on behalf of each part (the first frame
//!   from the leaf up that names one decides, so `malloc` under the engine
//!   is the engine's and a `sendto` under the database driver the store's),
//!   turned into microseconds per durable action with the bench's own
//!   server CPU figure of the same run.
//!
//! The load clients run on threads named `load-client`; their samples are
//! dropped. Options after `profile` go to the load bench (default
//! `--seconds 10`); `--frequency HZ` sets perf's sampling rate (199).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

/// The parts the server's time is split into, each with the symbol
/// prefixes that claim a frame for it, checked in this order.
const PARTS: &[(&str, &[&str])] = &[
    ("metrics", &["teg_api::metrics", "metrics::", "prometheus"]),
    ("bus", &["redis::", "teg_api::adapters::bus", "teg_api::streams", "teg_api::feed"]),
    (
        "store",
        &["sqlx", "sea_orm", "sea_query", "teg_api::adapters::db", "domain::ports::", "libpq"],
    ),
    ("logging", &["tracing", "tracing_subscriber"]),
    ("auth", &["jsonwebtoken", "teg_api::auth", "hmac", "sha2", "argon2"]),
    ("view", &["::view", "::views::", "::project", "Projection", "legal_actions"]),
    ("engine", &["domain::"]),
    (
        "HTTP and JSON",
        &[
            "actix",
            "http::",
            "httparse",
            "serde_json",
            "serde::",
            "teg_api::http",
            "h2::",
            "bytes::",
        ],
    ),
];

/// Where the flamegraph goes.
const SVG: &str = "docs/perf/load-flamegraph.svg";

/// Runs the load bench under perf and writes the flamegraph and the split.
pub(crate) fn cli(args: &[OsString]) -> ExitCode {
    let mut frequency = String::from("199");
    let mut bench_args: Vec<OsString> = Vec::new();
    let mut it = args.iter().filter(|a| *a != "--");
    while let Some(arg) = it.next() {
        if arg == "--frequency" {
            frequency = it.next().and_then(|v| v.to_str()).unwrap_or("199").to_owned();
        } else {
            bench_args.push(arg.clone());
        }
    }
    if !bench_args.iter().any(|a| a == "--seconds") {
        bench_args.extend(["--seconds".into(), "10".into()]);
    }
    match run(&frequency, &bench_args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: profile: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(frequency: &str, bench_args: &[OsString]) -> Result<(), String> {
    let root = xtask::tidy::workspace_root();
    let exe = bench_executable(&root)?;
    let dir = root.join("target/perf");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let data = dir.join("load.data");
    let fifo = dir.join("ctl.fifo");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo").arg(&fifo).status().map_err(|e| format!("mkfifo: {e}"))?;
    if !made.success() {
        return Err("mkfifo failed".into());
    }
    println!("==> perf record -F {frequency} (cpu-clock, DWARF) on {}", exe.display());
    let output = Command::new("perf")
        .args(["record", "-e", "cpu-clock", "-F", frequency, "--call-graph", "dwarf,16384"])
        .arg("-D")
        .arg("-1")
        .arg(format!("--control=fifo:{}", fifo.display()))
        .arg("-o")
        .arg(&data)
        .arg("--")
        .arg(&exe)
        .arg("--bench")
        .args(bench_args)
        .env("TEG_PERF_CTL", &fifo)
        .current_dir(root.join("api"))
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("perf record: {e} (install linux-perf)"))?;
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    print!("{printed}");
    if !output.status.success() {
        return Err(format!("the load bench under perf failed ({})", output.status));
    }
    let server_us = server_cpu_per_action(&printed)
        .ok_or("the bench printed no `cpu per durable action: server N µs` line")?;
    println!("==> perf script (folding the server threads' stacks; this takes a while)");
    let script = Command::new("perf")
        .args(["script", "-F", "comm,tid,ip,sym", "--no-inline", "-i"])
        .arg(&data)
        .stderr(Stdio::null())
        .output()
        .map_err(|e| format!("perf script: {e}"))?;
    let folded = fold(&String::from_utf8_lossy(&script.stdout));
    // The folded stacks, for reading with other tools (`inferno`, grep).
    let lines: String = folded.iter().map(|(stack, n)| format!("{stack} {n}\n")).collect();
    let _ = std::fs::write(dir.join("load.folded"), lines);
    let total: u64 = folded.values().sum();
    if total == 0 {
        return Err("perf recorded no server samples".into());
    }
    let mut parts: BTreeMap<&str, u64> = BTreeMap::new();
    for (stack, n) in &folded {
        *parts.entry(part_of(stack)).or_default() += n;
    }
    let mut rows: Vec<(&str, u64)> = parts.into_iter().collect();
    rows.sort_by_key(|row| std::cmp::Reverse(row.1));
    println!("server CPU per durable action: {server_us:.0} µs, {total} samples, by part:");
    for (part, n) in &rows {
        let share = ratio(*n, total);
        println!("  {part:<28} {:>5.1}%  {:>5.1} µs", share * 100.0, share * server_us);
    }
    let svg = flamegraph(&folded, total);
    let out = root.join(SVG);
    std::fs::create_dir_all(out.parent().unwrap_or(&root)).map_err(|e| e.to_string())?;
    std::fs::write(&out, svg).map_err(|e| format!("{}: {e}", out.display()))?;
    println!("flamegraph: {SVG}");
    Ok(())
}

/// The load bench's executable, built by `cargo bench --no-run`.
fn bench_executable(root: &Path) -> Result<PathBuf, String> {
    let out = crate::cargo()
        .args(["bench", "-p", "teg-api", "--bench", "load", "--no-run", "--message-format=json"])
        .current_dir(root)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cargo bench --no-run: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .filter(|l| l.contains("\"name\":\"load\"") && l.contains("\"executable\":\""))
        .find_map(|l| {
            let start = l.find("\"executable\":\"")? + "\"executable\":\"".len();
            let end = l.get(start..)?.find('"')?;
            l.get(start..start + end).map(PathBuf::from)
        })
        .ok_or_else(|| "cargo did not name the load bench's executable".to_owned())
}

/// The server's CPU per action the bench printed.
fn server_cpu_per_action(printed: &str) -> Option<f64> {
    let line = printed.lines().find(|l| l.starts_with("cpu per durable action:"))?;
    let after = line.split("server ").nth(1)?;
    after.split(' ').next()?.parse().ok()
}

/// Folds `perf script` output (a header `comm tid` line, then frames leaf
/// first, one per line, a blank line after each sample) into stacks, root
/// first and `;`-joined, counted. Load clients' samples are dropped.
fn fold(script: &str) -> BTreeMap<String, u64> {
    let mut out: BTreeMap<String, u64> = BTreeMap::new();
    let mut frames: Vec<&str> = Vec::new();
    let mut keep = false;
    let mut flush = |frames: &mut Vec<&str>, keep: bool| {
        if keep && !frames.is_empty() {
            frames.reverse();
            *out.entry(frames.join(";")).or_default() += 1;
        }
        frames.clear();
    };
    for line in script.lines() {
        if line.trim().is_empty() {
            flush(&mut frames, keep);
        } else if line.starts_with('\t') || line.starts_with(' ') {
            let sym = line.trim().split_once(' ').map_or("[unknown]", |(_, s)| s.trim());
            frames.push(clean(sym));
        } else {
            flush(&mut frames, keep);
            keep = !line.starts_with("load-client");
        }
    }
    flush(&mut frames, keep);
    out
}

/// A symbol without its `+0x..` offset or Rust's `::h0123...` hash.
fn clean(sym: &str) -> &str {
    let sym = sym.split("+0x").next().unwrap_or(sym);
    match sym.rfind("::h") {
        Some(i) if sym.len() - i == 19 => &sym[..i],
        _ => sym,
    }
}

/// The part a stack's time is spent for: the first frame from the leaf up
/// that one of [`PARTS`] claims, or the runtime, kernel and allocator.
fn part_of(stack: &str) -> &'static str {
    for frame in stack.rsplit(';') {
        for (part, prefixes) in PARTS {
            if prefixes.iter().any(|p| frame.contains(p)) {
                return part;
            }
        }
    }
    "runtime, kernel, allocator"
}

#[expect(clippy::cast_precision_loss, reason = "sample counts stay far below 2^52")]
fn ratio(n: u64, total: u64) -> f64 {
    n as f64 / total.max(1) as f64
}

/// A tree of frames with sample counts, for the flamegraph.
#[derive(Default)]
struct Node {
    count: u64,
    children: BTreeMap<String, Node>,
}

/// A self-contained SVG flamegraph (root at the bottom, as Brendan Gregg's
/// `flamegraph.pl` draws it), hover titles giving each frame's share.
fn flamegraph(folded: &BTreeMap<String, u64>, total: u64) -> String {
    let mut root = Node::default();
    for (stack, n) in folded {
        root.count += n;
        let mut node = &mut root;
        for frame in stack.split(';') {
            node = node.children.entry(frame.to_owned()).or_default();
            node.count += n;
        }
    }
    let depth = max_depth(&root, total, 0);
    let (width, row) = (1200.0_f64, 16.0_f64);
    let height = row * f64::from(u32::try_from(depth + 2).unwrap_or(u32::MAX)) + 40.0;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="monospace" font-size="11">"#
    );
    let _ = writeln!(
        svg,
        r#"<text x="10" y="20" font-size="14">Server CPU on the durable action path ({total} samples; cargo xtask profile)</text>"#
    );
    draw(&mut svg, &root, "all", 0.0, width, height - row - 10.0, row, total);
    svg.push_str("</svg>\n");
    svg
}

fn max_depth(node: &Node, total: u64, depth: usize) -> usize {
    node.children
        .values()
        .filter(|c| visible(c.count, total))
        .map(|c| max_depth(c, total, depth + 1))
        .max()
        .unwrap_or(depth)
}

/// Frames narrower than 0.05% of all samples are left out.
fn visible(count: u64, total: u64) -> bool {
    count * 2000 >= total
}

#[expect(clippy::too_many_arguments, reason = "one recursive drawing step")]
fn draw(svg: &mut String, node: &Node, name: &str, x: f64, w: f64, y: f64, row: f64, total: u64) {
    let share = ratio(node.count, total) * 100.0;
    let hue = 20 + (name.len() * 7) % 40;
    let label = escape(name);
    let _ = writeln!(
        svg,
        r#"<g><title>{label} ({share:.2}%)</title><rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{:.1}" fill="hsl({hue},90%,60%)" stroke="white" stroke-width="0.3"/>"#,
        row - 1.0
    );
    // About 7 pixels a character at 11 px monospace.
    #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a few hundred")]
    let room = (w / 7.0) as usize;
    if room >= 3 {
        let chars: String = name.chars().take(room - 1).collect();
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            x + 2.0,
            y + 11.0,
            escape(&chars)
        );
    }
    svg.push_str("</g>\n");
    let mut cx = x;
    for (child, c) in &node.children {
        let cw = w * ratio(c.count, node.count.max(1));
        if visible(c.count, total) {
            draw(svg, c, child, cx, cw, y - row, row, total);
        }
        cx += cw;
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
