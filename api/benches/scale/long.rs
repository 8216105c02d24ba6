//! `long`: whether a game's cost grows with its log. For each family, short
//! games (ten of about 100 events, taking turns so each stays short) and a
//! long one (20,000 events) are played over HTTP, then read and played
//! alternately: `GET` of the view, `GET` of the legal actions, `GET` of the
//! last event (the event list a follower or an SSE stream reads on each
//! wake-up) and a durable action, each timed. The goal is the long game
//! within twice the short ones.
//!
//! Neither game may end. Revancha follows a calm line: always the largest
//! placement, then the end of the turn, never an attack, so no country
//! changes hands and no objective is met. TEG II ends after a fixed number
//! of rounds (T2-RND-1), but an attack turn lasts as long as its player
//! announces combats (T2-ANN-1, T2-ANN-4): every power is sent to the same
//! sea at incorporation, and the first attacker announces combat after
//! combat there, each side putting all its units into a battle the other
//! leaves empty, so nobody loses a unit (T2-LOS-1) and nobody wins
//! (T2-WIN-2). Each combat is an announcement, both sides'
//! reinforcements, two commitments and two reveals (the second closes the
//! window, and its answer publishes both splits, T2-SEC-3).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use domain::rules::{Command, Game};
use serde_json::{Value, json};

use crate::play::{self, Client, Latencies, User};
use crate::server::Server;

/// Where every TEG II power meets: a sea on both boards.
const MEET: [&str; 2] = ["oceano_atlantico", "oceano_pacifico"];

/// The timings of one game.
#[derive(Default)]
struct Timings {
    view: Latencies,
    legal: Latencies,
    tail: Latencies,
    action: Latencies,
    /// TEG II: the reveals that close a window (their answer reads the log).
    closing: Latencies,
}

pub(crate) async fn run(quick: bool) {
    // Short games take turns, so each stays near its size while measured.
    let (short, shorts, long, rounds) =
        if quick { (100, 2, 400, 20) } else { (100, 10, 20_000, 300) };
    let server = Server::start("long").await;
    let addr = server.addr;
    let mut c = Client::connect(addr).await;
    let admin = play::admin(&mut c).await;
    let users = play::guests(addr, "long", 7, 1).await;

    // Revancha: the short games, then the long one (last).
    let mut games = Vec::new();
    let targets = std::iter::repeat_n((short, [0, 1]), shorts).chain([(long, [2, 3])]);
    for (target, pair) in targets {
        let id = play::new_game(&mut c, &users[pair[0]].bearer, &users[pair[1]].bearer).await;
        let mut line = RiskLine {
            game: play::fold(&mut c, &admin, &id).await,
            id,
            bearers: [users[pair[0]].bearer.clone(), users[pair[1]].bearer.clone()],
        };
        let (t, mut told) = (Instant::now(), 0);
        while line.game.version() < target {
            line.step(&mut c, &admin).await;
            told = progress("revancha", line.game.version(), told, t);
        }
        if target == long {
            println!(
                "long: revancha game of {} events played in {:.1} s",
                line.game.version(),
                t.elapsed().as_secs_f64()
            );
        }
        games.push(line);
    }
    let mut timings = [Timings::default(), Timings::default()];
    for r in 0..rounds {
        games[r % shorts].measure(&mut c, &admin, &mut timings[0]).await;
        games[shorts].measure(&mut c, &admin, &mut timings[1]).await;
    }
    let most = games[..shorts].iter().map(|g| g.game.version()).max().unwrap_or(0);
    report("revancha", [most, games[shorts].game.version()], shorts, &mut timings);

    // TEG II, the same way.
    let mut games = Vec::new();
    let targets = std::iter::repeat_n((short, 1..4), shorts).chain([(long, 4..7)]);
    for (target, seats) in targets {
        let mut line = Teg2Line::start(&mut c, users[seats].to_vec()).await;
        let (t, mut told) = (Instant::now(), 0);
        while line.version < target {
            if line.step(&mut c, None).await.is_none() {
                println!("long: teg2 game ended at {} events, short of {target}", line.version);
                break;
            }
            told = progress("teg2", line.version, told, t);
        }
        if target == long {
            println!(
                "long: teg2 game of {} events played in {:.1} s ({} combats)",
                line.version,
                t.elapsed().as_secs_f64(),
                line.combats
            );
        }
        games.push(line);
    }
    let mut timings = [Timings::default(), Timings::default()];
    for r in 0..rounds {
        games[r % shorts].measure(&mut c, &mut timings[0]).await;
        games[shorts].measure(&mut c, &mut timings[1]).await;
    }
    let most = games[..shorts].iter().map(|g| g.version).max().unwrap_or(0);
    report("teg2", [most, games[shorts].version], shorts, &mut timings);
    server.stop().await;
}

/// Prints how far a long game got at each 5,000 events: the last told.
fn progress(family: &str, version: u64, told: u64, since: Instant) -> u64 {
    if version / 5_000 == told / 5_000 {
        return told;
    }
    println!("long: … {family} at {version} events after {:.0} s", since.elapsed().as_secs_f64());
    version
}

/// Prints both sides' figures and the long game's ratio to the short ones
/// (`shorts` of them, `events[0]` events at most).
fn report(family: &str, events: [u64; 2], shorts: usize, t: &mut [Timings; 2]) {
    let [short, long] = t;
    let rows: [(&str, &mut Latencies, &mut Latencies); 4] = [
        ("GET view", &mut short.view, &mut long.view),
        ("GET legal actions", &mut short.legal, &mut long.legal),
        ("GET the last event", &mut short.tail, &mut long.tail),
        ("durable action", &mut short.action, &mut long.action),
    ];
    for (what, s, l) in rows {
        let (s50, s99, l50, l99) = (s.ms(0.5), s.ms(0.99), l.ms(0.5), l.ms(0.99));
        let within = if l50 <= 2.0 * s50 && l99 <= 2.0 * s99 { "within" } else { "NOT within" };
        println!(
            "long: {family} {what}: {shorts} games of ≤ {} events p50 {s50:.2} ms p99 {s99:.2} ms; {} events p50 {l50:.2} ms p99 {l99:.2} ms; ratio p50 {:.2}×, p99 {:.2}× ({within} 2×)",
            events[0],
            events[1],
            l50 / s50.max(0.001),
            l99 / s99.max(0.001),
        );
    }
    if short.closing.len() > 0 {
        println!(
            "long: {family} reveals closing a window (part of the actions above): ≤ {} events {}; {} events {}",
            events[0],
            short.closing.summary(),
            events[1],
            long.closing.summary()
        );
    }
}

/// A Revancha game played by the calm line, with its local copy.
struct RiskLine {
    id: String,
    game: Game,
    bearers: [String; 2],
}

/// The calm line's move: the largest placement (on a country that turns
/// with the version, so armies spread), else the end of the turn, else any
/// move but an attack.
fn calm(game: &Game, legal: &[Command]) -> Option<Command> {
    let most = legal
        .iter()
        .filter_map(|c| match c {
            Command::Place { armies, .. } => Some(*armies),
            _ => None,
        })
        .max();
    if let Some(most) = most {
        let best: Vec<&Command> = legal
            .iter()
            .filter(|c| matches!(c, Command::Place { armies, .. } if *armies == most))
            .collect();
        let turn = usize::try_from(game.version()).unwrap_or(0) % best.len();
        return Some(best[turn].clone());
    }
    if let Some(end) = legal.iter().find(|c| matches!(c, Command::EndTurn)) {
        return Some(end.clone());
    }
    let calm = legal.iter().find(|c| {
        matches!(c, Command::Exchange { .. } | Command::MoveIn { .. } | Command::Regroup { .. })
    });
    Some(calm.unwrap_or_else(|| panic!("only aggressive moves are open: {legal:?}")).clone())
}

impl RiskLine {
    /// One calm move: the `POST`'s latency.
    async fn step(&mut self, c: &mut Client, admin: &str) -> Duration {
        let mut legal = Vec::new();
        let acted =
            play::act_with(c, admin, &self.id, &mut self.game, calm, &self.bearers, &mut legal)
                .await
                .expect("the calm game goes on");
        assert_eq!(acted.status, 200, "one client alone never conflicts");
        acted.took()
    }

    async fn measure(&mut self, c: &mut Client, admin: &str, t: &mut Timings) {
        let (_, took) = c.timed_get(&format!("/v1/games/{}", self.id), &self.bearers[0]).await;
        t.view.push(took);
        let actor = usize::from(self.game.current_player() != Some(domain::Color::Red));
        let path = format!("/v1/games/{}/legal-actions", self.id);
        let (_, took) = c.timed_get(&path, &self.bearers[actor]).await;
        t.legal.push(took);
        let path = format!("/v1/games/{}/events?since={}", self.id, self.game.version() - 1);
        let (_, took) = c.timed_get(&path, &self.bearers[0]).await;
        t.tail.push(took);
        t.action.push(self.step(c, admin).await);
    }
}

/// A TEG II game of three seats played by the combat line, from each
/// seat's legal actions.
struct Teg2Line {
    id: String,
    seats: Vec<User>,
    version: u64,
    /// The seat to ask first (the last that acted).
    next: usize,
    /// The power that announced the combat under way.
    attacker: String,
    /// What each (window, power) committed: the choice and its nonce.
    secrets: HashMap<(String, String), (String, String)>,
    kinds: usize,
    specials: usize,
    nonces: usize,
    combats: usize,
}

/// Objective kinds, placed in turn.
const KINDS: [&str; 5] =
    ["control_5", "intervention_4", "intervention_3", "non_intervention_2", "intervention_1"];

impl Teg2Line {
    /// A basic three-player game on the Americas, started.
    async fn start(c: &mut Client, seats: Vec<User>) -> Teg2Line {
        let body = json!({"ruleset": "teg2", "max_players": 3,
            "options": {"level": "basic", "board": "americas"}});
        let (s, g) = c.json("POST", "/v1/games", &seats[0].bearer, Some(body)).await;
        assert_eq!(s, 201, "{g}");
        let id = g["id"].as_str().expect("id").to_owned();
        for seat in &seats[1..] {
            let (s, b) = c.json("POST", &format!("/v1/games/{id}/join"), &seat.bearer, None).await;
            assert_eq!(s, 200, "{b}");
        }
        let path = format!("/v1/games/{id}/start");
        let (s, b) = c.json("POST", &path, &seats[0].bearer, None).await;
        assert_eq!(s, 200, "{b}");
        Teg2Line {
            id,
            seats,
            version: 0,
            next: 0,
            attacker: String::new(),
            secrets: HashMap::new(),
            kinds: 0,
            specials: 0,
            nonces: 0,
            combats: 0,
        }
    }

    /// The seat that can act now and its legal list (the `GET` that found
    /// it timed), or `None` when no seat can.
    async fn whose_turn(&mut self, c: &mut Client) -> Option<(usize, Vec<Value>, Duration)> {
        for k in 0..self.seats.len() {
            let seat = (self.next + k) % self.seats.len();
            let path = format!("/v1/games/{}/legal-actions", self.id);
            let (body, took) = c.timed_get(&path, &self.seats[seat].bearer).await;
            self.version = body["version"].as_u64().unwrap_or(self.version);
            let list = body["teg2"].as_array().cloned().unwrap_or_default();
            if !list.is_empty() {
                self.next = seat;
                return Some((seat, list, took));
            }
        }
        None
    }

    /// One action of the seat that can act; `None` when none can (the
    /// game is over).
    async fn step(&mut self, c: &mut Client, timings: Option<&mut Timings>) -> Option<()> {
        let (seat, list, legal_took) = self.whose_turn(c).await?;
        let command = self.choose(&list);
        let body = serde_json::to_vec(&json!({"action": {"type": "teg2", "command": command},
            "expected_version": self.version}))
        .expect("JSON");
        let path = format!("/v1/games/{}/actions", self.id);
        let sent = Instant::now();
        let (status, answer) = c.send("POST", &path, &self.seats[seat].bearer, Some(&body)).await;
        let took = sent.elapsed();
        assert_eq!(status, 200, "{command}: {}", String::from_utf8_lossy(&answer));
        let answer: Value = serde_json::from_slice(&answer).expect("JSON");
        self.version = answer["version"].as_u64().expect("a version");
        // The move that closes a window publishes its reveals (T2-SEC-3).
        let closing = answer.to_string().contains("\"published\"");
        if let Some(t) = timings {
            t.legal.push(legal_took);
            t.action.push(took);
            if closing {
                t.closing.push(took);
            }
        }
        Some(())
    }

    async fn measure(&mut self, c: &mut Client, t: &mut Timings) {
        let (_, took) = c.timed_get(&format!("/v1/games/{}", self.id), &self.seats[0].bearer).await;
        t.view.push(took);
        let path = format!("/v1/games/{}/events?since={}", self.id, self.version.saturating_sub(1));
        let (_, took) = c.timed_get(&path, &self.seats[0].bearer).await;
        t.tail.push(took);
        self.step(c, Some(t)).await.expect("the combat line goes on");
    }

    /// A commitment to `choice` in `window` for `power`, remembered.
    fn commit(&mut self, window: &str, power: &str, choice: &str) -> String {
        self.nonces += 1;
        let nonce = format!("{:064x}", self.nonces);
        let c = domain::teg2::secret::commitment(&self.id, window, power, choice, &nonce);
        self.secrets.insert((window.to_owned(), power.to_owned()), (choice.to_owned(), nonce));
        c
    }

    fn recall(&self, a: &Value) -> (String, String) {
        let key = (text(&a["window"]), text(&a["power"]));
        self.secrets.get(&key).cloned().expect("committed before revealing")
    }

    /// The combat line's command among the seat's legal actions.
    fn choose(&mut self, legal: &[Value]) -> Value {
        let find = |kind: &str| legal.iter().find(|a| a["action"] == kind);
        const DUTIES: [&str; 8] = [
            "place_objective",
            "reveal_objective",
            "incorporate",
            "launch",
            "commit_split",
            "reveal_split",
            "commit_intercept",
            "reveal_intercept",
        ];
        if let Some(a) = legal.iter().find(|a| DUTIES.contains(&a["action"].as_str().unwrap_or("")))
        {
            return self.duty(a);
        }
        if let Some(a) = find("reinforce") {
            return json!({"action": "reinforce", "power": a["power"], "moves": []});
        }
        let at_sea = legal.iter().find(|a| {
            a["action"] == "announce" && MEET.contains(&a["region"].as_str().unwrap_or(""))
        });
        if let Some(a) = at_sea {
            self.attacker = text(&a["power"]);
            self.combats += 1;
            return json!({"action": "announce", "power": a["power"], "region": a["region"], "opponent": a["opponent"]});
        }
        if let Some(a) = find("end_turn") {
            return json!({"action": "end_turn", "power": a["power"]});
        }
        panic!("an action the combat line does not take: {legal:?}")
    }

    fn duty(&mut self, a: &Value) -> Value {
        let power = text(&a["power"]);
        let window = text(&a["window"]);
        match a["action"].as_str().unwrap_or_default() {
            "place_objective" => {
                let kind = KINDS[self.kinds % KINDS.len()];
                self.kinds += 1;
                let c = self.commit(&window, &power, kind);
                json!({"action": "place_objective", "power": power, "region": a["regions"][0], "commitment": c})
            }
            "reveal_objective" => {
                let (kind, nonce) = self.recall(a);
                json!({"action": "reveal_objective", "power": power, "token": a["token"], "kind": kind, "nonce": nonce})
            }
            "incorporate" => {
                let open: Vec<String> = a["regions"]
                    .as_array()
                    .map(|r| r.iter().map(text).collect())
                    .unwrap_or_default();
                let meet =
                    MEET.into_iter().find(|m| open.iter().any(|o| o == m)).unwrap_or(MEET[0]);
                // A special unit on a region of its own, never the sea where
                // the combats are, so no battle command needs one.
                let special = if a["special"] == true {
                    self.specials += 1;
                    let away: Vec<&String> =
                        open.iter().filter(|r| !MEET.contains(&r.as_str())).collect();
                    json!(away[(self.specials * 5) % away.len()])
                } else {
                    Value::Null
                };
                json!({"action": "incorporate", "power": power,
                    "units": [{"region": meet, "unit": "army", "count": a["units"]}],
                    "special": special,
                    "rocket": if a["rocket"] == true { json!(meet) } else { Value::Null }})
            }
            "launch" => {
                let targets: Vec<String> = a["targets"]
                    .as_array()
                    .map(|r| r.iter().map(text).collect())
                    .unwrap_or_default();
                let target = targets.iter().rev().find(|t| !MEET.contains(&t.as_str()));
                json!({"action": "launch", "power": power, "target": target.expect("a target away from the sea")})
            }
            "commit_split" => {
                // All in a battle the other side leaves empty: nobody loses.
                let ue = if a["special"] == true { "ue" } else { "0" };
                let split =
                    if power == self.attacker { format!("+,0,{ue}") } else { format!("0,+,{ue}") };
                let c = self.commit(&window, &power, &split);
                json!({"action": "commit_split", "power": power, "commitment": c})
            }
            "reveal_split" => {
                let (split, nonce) = self.recall(a);
                json!({"action": "reveal_split", "power": power, "split": split, "nonce": nonce})
            }
            "commit_intercept" => {
                let c = self.commit(&window, &power, "pass");
                json!({"action": "commit_intercept", "power": power, "commitment": c})
            }
            "reveal_intercept" => {
                let (_, nonce) = self.recall(a);
                json!({"action": "reveal_intercept", "power": power, "intercept": false, "nonce": nonce})
            }
            other => panic!("an action the combat line does not take: {other}"),
        }
    }
}

fn text(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_owned()
}
