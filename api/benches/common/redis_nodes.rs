//! A local Redis Cluster's nodes as `redis-cli` sees them: which master
//! holds a key's slot. The cluster test and the chaos run include this file
//! with `#[path]`.

use std::process::Command;

/// `redis-cli -p PORT ARGS`'s answer.
pub(crate) fn redis_cli(port: u16, args: &[&str]) -> String {
    let out = Command::new("redis-cli")
        .args(["-p", &port.to_string()])
        .args(args)
        .output()
        .expect("redis-cli runs");
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// The port of the master that holds `key`'s slot, asked of a node that
/// answers; none while the slot's master is failing and not yet replaced.
pub(crate) fn master_of(ports: &[u16], key: &str) -> Option<u16> {
    let asked = *ports.iter().find(|p| redis_cli(**p, &["PING"]) == "PONG").expect("a node");
    let slot: u16 = redis_cli(asked, &["CLUSTER", "KEYSLOT", key]).parse().expect("a slot");
    for line in redis_cli(asked, &["CLUSTER", "NODES"]).lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if !fields.get(2).is_some_and(|f| f.contains("master")) || fields[2].contains("fail") {
            continue;
        }
        let holds = fields[8..].iter().any(|range| {
            let (from, to) = range.split_once('-').unwrap_or((range, range));
            matches!((from.parse::<u16>(), to.parse::<u16>()), (Ok(f), Ok(t)) if (f..=t).contains(&slot))
        });
        if holds {
            let address = fields[1].split('@').next().expect("address");
            return address.rsplit(':').next().and_then(|p| p.parse().ok());
        }
    }
    None
}
