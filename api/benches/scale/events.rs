//! `events`: the service with ten million stored events. A real game is
//! played to its end over HTTP; its rows (`games`, `game_events`,
//! `snapshots`, `game_players`) are then copied by SQL under new game ids
//! (`INSERT … SELECT` from `generate_series`), on the server's own schema
//! after its migrations ran, until the log holds the target: finished games
//! of a realistic size, spread over the past, seated by a thousand guests.
//! Action latency on live games and the game lists' latency are measured
//! before and after, PostgreSQL's table and index sizes are reported, and
//! the lists' queries are explained (`EXPLAIN ANALYZE`) after the fill, as
//! the store sends them.

use std::net::SocketAddr;
use std::time::Instant;

use sea_orm::DatabaseConnection;
use serde_json::Value;

use crate::play::{self, Client, Latencies, Live, User};
use crate::server::{self, Server};

struct Sizes {
    events: u64,
    live: usize,
    pool: usize,
    actions: usize,
    workers: usize,
    repeats: usize,
}

/// Each list the service answers, as someone reads it.
struct List {
    label: &'static str,
    path: String,
    bearer: String,
}

pub(crate) async fn run(quick: bool, events: Option<u64>) {
    let mut s = if quick {
        Sizes { events: 100_000, live: 16, pool: 50, actions: 160, workers: 8, repeats: 20 }
    } else {
        Sizes {
            events: 10_000_000,
            live: 200,
            pool: 1_000,
            actions: 2_000,
            workers: 8,
            repeats: 200,
        }
    };
    if let Some(n) = events {
        s.events = n;
    }
    let mut server = Server::start("events").await;
    let addr = server.addr;
    let db = server.database().await;
    let mut c = Client::connect(addr).await;
    let admin = play::admin(&mut c).await;
    // Players of the live games (a pair per client), of the finished game
    // copied, and of the copies.
    let players = play::guests(addr, "live", 2 * s.workers, s.workers).await;
    let template_players = play::guests(addr, "template", 2, 1).await;
    let pool = play::guests(addr, "pool", s.pool, 16).await;
    let workers = s.workers;
    let ids = play::new_games(addr, &players, s.live, s.workers, move |i| {
        (2 * (i % workers), 2 * (i % workers) + 1)
    })
    .await;
    let mut lives = Vec::with_capacity(s.live);
    for (i, id) in ids.into_iter().enumerate() {
        let pair = [2 * (i % workers), 2 * (i % workers) + 1];
        let seed = u8::try_from(i % 251).unwrap_or(0);
        lives.push(Live::load(&mut c, &admin, id, &players, pair, seed).await);
    }

    // The finished game whose rows are copied: two-player games played to
    // their end over HTTP until one lasts 500 events (the longest of 30
    // otherwise), so the copies are of a realistic size.
    let t = Instant::now();
    let mut template: Option<Live> = None;
    for attempt in 0..30 {
        let (red, blue) = (&template_players[0].bearer, &template_players[1].bearer);
        let id = play::new_game(&mut c, red, blue).await;
        let seed = 100 + u8::try_from(attempt).unwrap_or(0);
        let mut game = Live::load(&mut c, &admin, id, &template_players, [0, 1], seed).await;
        while play::act(&mut c, &admin, &mut game).await.is_some() {}
        let longer = template.as_ref().is_none_or(|t| t.game.version() < game.game.version());
        if longer {
            template = Some(game);
        }
        if template.as_ref().is_some_and(|t| t.game.version() >= 500) {
            break;
        }
    }
    let template = template.expect("a finished game");
    let per_game = template.game.version();
    println!(
        "events: two-player Revancha games played to their end over HTTP in {:.1} s; the one copied has {per_game} events",
        t.elapsed().as_secs_f64()
    );

    let lists = lists(&admin, &players[0], &pool[0]);
    let stored = |db: &DatabaseConnection| {
        let db = db.clone();
        async move { server::number(&db, "SELECT count(*) FROM game_events").await }
    };
    println!(
        "events: before the fill: {} stored events, {} games",
        stored(&db).await,
        server::number(&db, "SELECT count(*) FROM games").await
    );
    let lives = measure("before the fill", addr, &admin, lives, &lists, &s).await;

    let t = Instant::now();
    let copies = fill(&db, &template.id, &template_players, &pool, per_game, s.events).await;
    let took = t.elapsed().as_secs_f64();
    let t = Instant::now();
    server::exec(&db, "VACUUM ANALYZE").await;
    let vacuumed = t.elapsed().as_secs_f64();
    let total = stored(&db).await;
    println!(
        "events: filled by SQL in {took:.0} s: {copies} copies of the finished game, {total} stored events, {} games (then VACUUM ANALYZE, {vacuumed:.0} s, as autovacuum would)",
        server::number(&db, "SELECT count(*) FROM games").await
    );
    sizes(&db).await;
    server.check_alive();
    let _ = measure("after the fill", addr, &admin, lives, &lists, &s).await;
    explain(&db, &pool[0].id, "after the fill").await;

    server.check_alive();
    drop(db);
    server.stop().await;
}

/// The lists measured: the public list with its filters, a player's own
/// games (one who plays live games, one who sat in copied games) and the
/// operator's.
fn lists(admin: &str, live_player: &User, pool_player: &User) -> Vec<List> {
    let mut out = Vec::new();
    let mut add = |label, path: &str, bearer: &str| {
        out.push(List { label, path: path.to_owned(), bearer: bearer.to_owned() });
    };
    let p = &live_player.bearer;
    add("GET /v1/games", "/v1/games", p);
    add("GET /v1/games?status=playing", "/v1/games?status=playing", p);
    add("GET /v1/games?status=finished", "/v1/games?status=finished", p);
    add(
        "GET /v1/games?ruleset=revancha&status=finished",
        "/v1/games?ruleset=revancha&status=finished",
        p,
    );
    add("GET /v1/games?status=finished&offset=1000", "/v1/games?status=finished&offset=1000", p);
    add("GET /v1/me/games (a player of live games)", "/v1/me/games", p);
    add("GET /v1/me/games (a player of copied games)", "/v1/me/games", &pool_player.bearer);
    add(
        "GET /v1/me/games?status=finished (same)",
        "/v1/me/games?status=finished",
        &pool_player.bearer,
    );
    add("GET /v1/admin/games", "/v1/admin/games", admin);
    add("GET /v1/admin/games?status=finished", "/v1/admin/games?status=finished", admin);
    out
}

/// Actions on the live games, then each list read `s.repeats` times.
async fn measure(
    when: &str,
    addr: SocketAddr,
    admin: &str,
    lives: Vec<Live>,
    lists: &[List],
    s: &Sizes,
) -> Vec<Live> {
    let (lives, records, took) =
        play::drive(addr, admin, lives, s.actions, s.workers, f64::INFINITY).await;
    let mut acted = Latencies::default();
    for r in records.iter().filter(|r| r.acted.status == 200) {
        acted.push(r.acted.took());
    }
    println!(
        "events: {when}: {} durable actions on {} live games in {took:.1} s ({:.0}/s, {} clients, unpaced): {}",
        records.len(),
        lives.len(),
        records.len() as f64 / took,
        s.workers,
        acted.summary()
    );
    let mut c = Client::connect(addr).await;
    for list in lists {
        let mut l = Latencies::default();
        let mut total = String::new();
        for _ in 0..s.repeats {
            let (body, took) = c.timed_get(&list.path, &list.bearer).await;
            l.push(took);
            total = match (&body["total"], &body["games"]) {
                (n @ Value::Number(_), _) => format!("total {n}"),
                (_, Value::Array(g)) => format!("{} games", g.len()),
                _ => String::new(),
            };
        }
        println!("events: {when}: {} ({total}): {}", list.label, l.summary());
    }
    lives
}

/// Copies the finished game `template` (`per_game` events) until the log
/// holds `target` events: the number of copies. Each copy gets a new id,
/// a creation time a minute before the next one's (all in the past), and
/// two players of `pool` in the template's players' places.
async fn fill(
    db: &DatabaseConnection,
    template: &str,
    template_players: &[User],
    pool: &[User],
    per_game: u64,
    target: u64,
) -> u64 {
    let have =
        u64::try_from(server::number(db, "SELECT count(*) FROM game_events").await).unwrap_or(0);
    let copies = target.saturating_sub(have).div_ceil(per_game.max(1));
    server::exec(db, "CREATE TABLE scale_pool (idx int PRIMARY KEY, id text NOT NULL)").await;
    let values: Vec<String> =
        pool.iter().enumerate().map(|(i, u)| format!("({i}, '{}')", u.id)).collect();
    server::exec(db, &format!("INSERT INTO scale_pool VALUES {}", values.join(","))).await;
    let now = server::number(db, "SELECT (extract(epoch from now()) * 1000)::bigint").await;
    let n = pool.len();
    server::exec(
        db,
        &format!(
            "CREATE TABLE scale_copies AS SELECT k, gen_random_uuid()::text AS id, a.id AS a, b.id AS b, \
             {now} - 86400000 - ({copies} - k::bigint) * 60000 AS created \
             FROM generate_series(1, {copies}) k \
             JOIN scale_pool a ON a.idx = (2 * k) % {n} JOIN scale_pool b ON b.idx = (2 * k + 1) % {n}"
        ),
    )
    .await;
    server::exec(db, "CREATE UNIQUE INDEX ON scale_copies (k)").await;
    let (red, blue) = (&template_players[0].id, &template_players[1].id);
    let games = columns(db, "games", |c| match c {
        "id" => "c.id".to_owned(),
        "creator_id" => "c.a".to_owned(),
        "seats" => format!("replace(replace(t.seats, '{red}', c.a), '{blue}', c.b)"),
        "created_at" => "c.created".to_owned(),
        "updated_at" => "c.created + (t.updated_at - t.created_at)".to_owned(),
        other => format!("t.{other}"),
    })
    .await;
    let shifted = |table: &'static str| async move {
        columns(db, table, |c| match c {
            "game_id" => "c.id".to_owned(),
            "created_at" => "c.created + (t.created_at - g.created_at)".to_owned(),
            other => format!("t.{other}"),
        })
        .await
    };
    let events = shifted("game_events").await;
    let snapshots = shifted("snapshots").await;
    // About a million events a statement.
    let batch = (1_000_000 / per_game.max(1)).max(1);
    let t = Instant::now();
    let mut done = 0;
    while done < copies {
        let (lo, hi) = (done + 1, (done + batch).min(copies));
        let range = format!("c.k BETWEEN {lo} AND {hi}");
        let statements = [
            format!(
                "INSERT INTO games ({}) SELECT {} FROM scale_copies c, games t WHERE t.id = '{template}' AND {range}",
                games.0, games.1
            ),
            format!(
                "INSERT INTO game_events ({}) SELECT {} FROM scale_copies c, game_events t, games g \
                 WHERE t.game_id = '{template}' AND g.id = '{template}' AND {range}",
                events.0, events.1
            ),
            format!(
                "INSERT INTO snapshots ({}) SELECT {} FROM scale_copies c, snapshots t, games g \
                 WHERE t.game_id = '{template}' AND g.id = '{template}' AND {range}",
                snapshots.0, snapshots.1
            ),
            format!(
                "INSERT INTO game_players (game_id, user_id) SELECT c.id, c.a FROM scale_copies c WHERE {range} \
                 UNION ALL SELECT c.id, c.b FROM scale_copies c WHERE {range}"
            ),
        ];
        for sql in &statements {
            server::exec(db, sql).await;
        }
        done = hi;
        let took = t.elapsed().as_secs_f64();
        println!("events: … {done} of {copies} copies ({} events) in {took:.0} s", done * per_game);
    }
    server::exec(db, "DROP TABLE scale_copies; DROP TABLE scale_pool").await;
    copies
}

/// `(column list, select list)` of `table`, each column's value from `pick`.
async fn columns(
    db: &DatabaseConnection,
    table: &str,
    pick: impl Fn(&str) -> String,
) -> (String, String) {
    let names = server::texts(
        db,
        &format!(
            "SELECT column_name::text FROM information_schema.columns \
             WHERE table_schema = 'public' AND table_name = '{table}' ORDER BY ordinal_position"
        ),
    )
    .await;
    assert!(!names.is_empty(), "no table {table}");
    let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
    let values: Vec<String> = names.iter().map(|n| pick(n)).collect();
    (quoted.join(", "), values.join(", "))
}

/// PostgreSQL's sizes: the largest tables with their indexes, and the
/// database.
async fn sizes(db: &DatabaseConnection) {
    let rows = server::texts(
        db,
        "SELECT format('%s: %s rows, table %s, indexes %s, total %s', relname, n_live_tup, \
         pg_size_pretty(pg_relation_size(relid)), pg_size_pretty(pg_indexes_size(relid)), \
         pg_size_pretty(pg_total_relation_size(relid))) \
         FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC LIMIT 6",
    )
    .await;
    for row in rows {
        println!("events: PostgreSQL {row}");
    }
    let total = server::number(db, "SELECT pg_database_size(current_database())").await;
    println!("events: PostgreSQL database size {:.0} MiB", server::mib(total));
}

/// `EXPLAIN ANALYZE` of the lists' queries as the store sends them
/// (`api/src/adapters/db`: the page and its count, a player's games), with
/// their values as parameters and a generic plan: the server's connections
/// set `plan_cache_mode = force_generic_plan`, so a plan for literal values
/// is not the one it runs. On one connection, in a transaction rolled back.
async fn explain(db: &DatabaseConnection, player: &str, when: &str) {
    use sea_orm::{ConnectionTrait as _, DbBackend, Statement, TransactionTrait as _};
    let queries = [
        (
            "GET /v1/games?status=finished, its page",
            "(text, text, bigint, bigint) AS SELECT * FROM games WHERE status = $1 AND visibility = $2 \
             ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4",
            "('finished', 'public', 20, 0)".to_owned(),
        ),
        (
            "GET /v1/games?status=finished, its count",
            "(text, text) AS SELECT COUNT(*) FROM (SELECT id FROM games WHERE status = $1 \
             AND visibility = $2) AS sub_query",
            "('finished', 'public')".to_owned(),
        ),
        (
            "GET /v1/games, its page",
            "(text, bigint, bigint) AS SELECT * FROM games WHERE visibility = $1 \
             ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3",
            "('public', 20, 0)".to_owned(),
        ),
        (
            "GET /v1/admin/games?status=finished, its page",
            "(text, bigint, bigint) AS SELECT * FROM games WHERE status = $1 \
             ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3",
            "('finished', 20, 0)".to_owned(),
        ),
        (
            "GET /v1/me/games",
            "(text, bigint) AS SELECT * FROM games WHERE id IN \
             (SELECT game_id FROM game_players WHERE user_id = $1) \
             ORDER BY updated_at DESC, id DESC LIMIT $2",
            format!("('{player}', 500)"),
        ),
    ];
    let txn = db.begin().await.expect("a transaction");
    txn.execute_unprepared("SET LOCAL plan_cache_mode = force_generic_plan").await.expect("SET");
    for (i, (label, prepared, values)) in queries.iter().enumerate() {
        txn.execute_unprepared(&format!("PREPARE scale_q{i} {prepared}"))
            .await
            .unwrap_or_else(|e| panic!("{prepared}: {e}"));
        let sql = format!("EXPLAIN (ANALYZE, BUFFERS) EXECUTE scale_q{i} {values}");
        let rows = txn
            .query_all_raw(Statement::from_string(DbBackend::Postgres, sql.clone()))
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        println!("events: EXPLAIN ANALYZE {label}, generic plan ({when}):");
        for row in rows {
            println!("events:     {}", row.try_get_by_index::<String>(0).unwrap_or_default());
        }
    }
    // Ours only: the driver keeps prepared statements of its own.
    for i in 0..queries.len() {
        txn.execute_unprepared(&format!("DEALLOCATE scale_q{i}")).await.expect("DEALLOCATE");
    }
    txn.rollback().await.expect("ROLLBACK");
}
