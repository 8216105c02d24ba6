//! Repository hygiene ("tidy") checks, run by `cargo test -p xtask`.
//!
//! The logic lives in `xtask::tidy` so `cargo xtask tidy` can run the same
//! checks from the command line.

use std::path::PathBuf;

use xtask::tidy;

fn root() -> PathBuf {
    let root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    root.canonicalize().unwrap_or(root)
}

fn assert_clean(check: &str, problems: &[String]) {
    assert!(
        problems.is_empty(),
        "tidy check `{check}` found {} problem(s):\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

#[test]
fn every_rust_file_starts_with_a_module_doc_comment() {
    assert_clean(
        "every_rust_file_starts_with_a_module_doc_comment",
        &tidy::module_doc_problems(&root()),
    );
}

#[test]
fn architecture_md_names_every_workspace_member() {
    assert_clean(
        "architecture_md_names_every_workspace_member",
        &tidy::architecture_problems(&root()),
    );
}

#[test]
fn domain_depends_on_no_io_crate() {
    assert_clean("domain_depends_on_no_io_crate", &tidy::io_crate_problems(&root()));
}

#[test]
fn no_should_panic_and_no_silent_ignore() {
    assert_clean("no_should_panic_and_no_silent_ignore", &tidy::test_attribute_problems(&root()));
}

#[test]
fn the_engine_stays_synchronous_and_port_free() {
    assert_clean(
        "the_engine_stays_synchronous_and_port_free",
        &tidy::engine_purity_problems(&root()),
    );
}

#[test]
fn the_ports_are_role_traits() {
    assert_clean("the_ports_are_role_traits", &tidy::port_role_problems(&root()));
}

#[test]
fn the_role_check_refuses_a_store_that_inherits_the_others() {
    let found = |text: &str| tidy::port_role_problems_in("p.rs", text).len();
    assert_eq!(found("pub trait GameStore: RatingStore + TicketStore + Send + Sync {"), 1);
    assert_eq!(found("pub trait GameStore: Send + Sync {\npub trait Clock: Send + Sync {"), 0);
    assert_eq!(found("pub trait PlayStore: GameStore + RatingStore {}"), 0);
}

#[test]
fn the_rules_modules_form_layers() {
    assert_clean("the_rules_modules_form_layers", &tidy::rules_layer_problems(&root()));
}

#[test]
fn the_layer_check_refuses_a_module_naming_one_above_it() {
    let text = "use crate::rules::state::Game;\n/// [`crate::rules::view`]\nuse crate::rules::{tx::Tx, decide};\n";
    assert_eq!(tidy::rules_modules_named(text), ["decide", "state", "tx"]);
    assert_eq!(tidy::rules_layer_problems_in("p.rs", "pacts", text).len(), 1);
    assert!(tidy::rules_layer_problems_in("d.rs", "decide", text).is_empty());
    assert_eq!(tidy::rules_layer_problems_in("n.rs", "newcomer", "").len(), 1);
}

#[test]
fn the_service_crates_have_no_import_circle() {
    assert_clean(
        "the_service_crates_have_no_import_circle",
        &tidy::import_circle_problems(&root()),
    );
}

#[test]
fn the_two_game_families_never_name_each_other() {
    assert_clean("the_two_game_families_never_name_each_other", &tidy::family_problems(&root()));
}

#[test]
fn graphql_and_rest_never_name_each_other() {
    assert_clean("graphql_and_rest_never_name_each_other", &tidy::channel_problems(&root()));
}

#[test]
fn the_channel_check_finds_one_channel_naming_the_other() {
    let text = "use crate::{dto::Seat, http::{read_body, dto::X}};\n// crate::http::in_a_comment\n";
    assert_eq!(tidy::channel_problems_in("g.rs", text, "http").len(), 2);
    assert!(tidy::channel_problems_in("g.rs", "use crate::https_like::X;\n", "http").is_empty());
    assert!(tidy::channel_problems_in("h.rs", text, "graphql").is_empty());
}

#[test]
fn no_hidden_state_in_the_service_crates() {
    assert_clean("no_hidden_state_in_the_service_crates", &tidy::hidden_state_problems(&root()));
}

#[test]
fn no_source_file_is_over_800_lines_but_the_named_exception() {
    assert_clean(
        "no_source_file_is_over_800_lines_but_the_named_exception",
        &tidy::source_size_problems(&root()),
    );
}

#[test]
fn architecture_md_is_a_map_of_at_most_300_lines_and_readme_of_150() {
    assert_clean(
        "architecture_md_is_a_map_of_at_most_300_lines_and_readme_of_150",
        &tidy::document_size_problems(&root()),
    );
}

#[test]
fn every_test_architecture_md_cites_exists() {
    assert_clean("every_test_architecture_md_cites_exists", &tidy::cited_test_problems(&root()));
}

#[test]
fn the_shape_checks_find_a_long_file_a_stale_exception_and_a_test_cited_in_vain() {
    let sizes = [("api/src/big.rs".to_owned(), 801), ("api/src/ok.rs".to_owned(), 800)];
    let problems = tidy::source_size_problems_in(&sizes, &[("api/src/gone.rs", "generated")]);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].starts_with("api/src/big.rs: 801 lines"), "{problems:#?}");
    assert!(problems[1].contains("api/src/gone.rs"), "{problems:#?}");
    assert!(tidy::source_size_problems_in(&sizes, &[("api/src/big.rs", "generated")]).is_empty());

    let map = "Held by `a_game_is_told_to_every_seat` and `a_gone_test_is_cited_here`;\n\
               `your_turn`, `bot_delay_ms` and `Ports::run_due` are no test names.\n";
    let cited = tidy::cited_test_names(map);
    assert_eq!(cited, ["a_game_is_told_to_every_seat", "a_gone_test_is_cited_here"]);
    let sources =
        ["fn a_game_is_told_to_every_seat() {}\nfn a_gone_test_is_cited_here_too() {}\n"
            .to_owned()];
    let problems = tidy::cited_test_problems_in(&cited, &sources);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(problems[0].contains("`a_gone_test_is_cited_here`"), "{problems:#?}");
}

#[test]
fn the_hidden_state_check_finds_thread_locals_mutable_statics_and_locked_maps() {
    let found = |text: &str| tidy::hidden_state_problems_in("f.rs", text).len();
    assert_eq!(found("thread_local! {\n    static B: Cell<u8> = const { Cell::new(0) };\n}\n"), 2);
    assert_eq!(found("static mut N: u32 = 0;\n"), 1);
    assert_eq!(
        found("    static MAP: OnceLock<RwLock<HashMap<String, Kind>>> = OnceLock::new();\n"),
        1
    );
    assert_eq!(found("pub(crate) static HITS: AtomicU64 = AtomicU64::new(0);\n"), 1);
    // Constants computed once, borrowed lifetimes, comments and strings pass.
    assert_eq!(found("    static BOARD: OnceLock<Board> = OnceLock::new();\n"), 0);
    assert_eq!(found("fn board() -> &'static Board { todo!() } // static Mutex\n"), 0);
    assert_eq!(found("let s = \"thread_local!\";\n"), 0);
}

#[test]
fn each_crate_links_one_integration_test_binary() {
    assert_clean(
        "each_crate_links_one_integration_test_binary",
        &tidy::test_binary_problems(&root()),
    );
}

#[test]
fn the_test_binary_check_counts_files_unless_autotests_is_off() {
    let files = ["a.rs".to_owned(), "b.rs".to_owned()];
    assert_eq!(tidy::test_binary_problems_in("c", "[package]\n", &files).len(), 1);
    assert!(tidy::test_binary_problems_in("c", "[package]\n", &files[..1]).is_empty());
    let one = "[package]\nautotests = false\n\n[[test]]\nname = \"c\"\npath = \"tests/main.rs\"\n";
    assert!(tidy::test_binary_problems_in("c", one, &files).is_empty());
    let two = format!("{one}\n[[test]]\nname = \"d\"\npath = \"tests/d.rs\"\n");
    assert_eq!(tidy::test_binary_problems_in("c", &two, &files).len(), 1);
}

#[test]
fn only_the_seam_names_both_families() {
    assert_clean("only_the_seam_names_both_families", &tidy::seam_problems(&root()));
}

#[test]
fn the_seam_check_reads_both_families_through_any_path() {
    let both = "use domain::{rules::Command, teg2};\n";
    assert_eq!(tidy::families_named(both, "domain::"), ["rules", "teg2"]);
    let one = "use domain::rules::Event;\n// domain::teg2::Logged\nmod teg2;\nuse teg2::X;\n";
    assert_eq!(
        tidy::families_named(one, "domain::"),
        ["rules"],
        "comments and local modules are not the family"
    );
    assert_eq!(tidy::families_named("let g = crate::teg2::Game::new();", "crate::"), ["teg2"]);
    assert!(tidy::families_named("use teg_domain::rules::X;", "domain::").is_empty());
}

#[test]
fn the_circle_check_reads_grouped_paths_and_finds_a_loop() {
    let text = "use crate::{a::B, c::{d, e::F as G}};\n// crate::commented::Out\nlet x = crate::h::i(1);\n";
    assert_eq!(tidy::crate_paths(text), ["a::B", "c::d", "c::e::F", "h::i"]);
    assert_eq!(tidy::module_of(std::path::Path::new("http/mod.rs")).as_deref(), Some("http"));
    assert_eq!(
        tidy::module_of(std::path::Path::new("http/games.rs")).as_deref(),
        Some("http::games")
    );
    assert_eq!(tidy::module_of(std::path::Path::new("lib.rs")), None);
    let dir = std::env::temp_dir().join(format!("tidy-circle-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src/x")).expect("a temp dir");
    std::fs::write(dir.join("src/a.rs"), "use crate::x::y::Y;\n").expect("a");
    std::fs::write(dir.join("src/x/y.rs"), "pub fn f() { crate::a::g() }\n").expect("y");
    std::fs::write(dir.join("src/b.rs"), "use crate::a;\n").expect("b");
    let circles = tidy::import_circles(&dir, "src");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(circles, [vec!["a".to_owned(), "x::y".to_owned()]]);
}

/// A loop through `super::` paths and a parent's re-export is a loop; a
/// re-export alone, a test module and a macro's `$crate::` are none.
#[test]
fn the_circle_check_follows_super_paths_and_re_exports_but_not_tests() {
    let (paths, handed) = tidy::module_paths(
        Some("t::s"),
        &[],
        "use super::{a::B, C};\nuse super::super::top::D;\npub use super::e::F;\n\
         fn f() { $crate::m::g() }\n#[cfg(test)]\nmod tests {\n    use super::super::h::I;\n}\n",
    );
    assert_eq!(paths, ["t::C", "t::a::B", "top::D"]);
    assert_eq!(handed, ["t::e::F"]);
    let dir = std::env::temp_dir().join(format!("tidy-super-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src/t")).expect("a temp dir");
    let write =
        |file: &str, text: &str| std::fs::write(dir.join("src").join(file), text).expect(file);
    // `t::s` takes `Game` through the parent's re-export of `t::state`,
    // which takes `S` back from `t::s`: a loop.
    write("t/mod.rs", "mod s;\nmod state;\npub use state::Game;\n");
    write("t/s.rs", "use super::Game;\npub struct S;\n");
    write("t/state.rs", "use super::s::S;\npub struct Game;\n#[cfg(test)]\nmod tests {\n}\n");
    let circles = tidy::import_circles(&dir, "src");
    assert_eq!(circles, [vec!["t::s".to_owned(), "t::state".to_owned()]]);
    // Without `state`'s import of `S`, and with the same import in its tests
    // only, there is none.
    write(
        "t/state.rs",
        "pub struct Game;\n#[cfg(test)]\nmod tests {\n    use super::super::s::S;\n}\n",
    );
    let circles = tidy::import_circles(&dir, "src");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(circles.is_empty(), "{circles:?}");
}

#[test]
fn tidy_cli_runs_the_same_checks_as_these_tests() {
    let names: Vec<&str> = tidy::CHECKS.iter().map(|check| check.name).collect();
    assert_eq!(
        names,
        [
            "every_rust_file_starts_with_a_module_doc_comment",
            "architecture_md_names_every_workspace_member",
            "domain_depends_on_no_io_crate",
            "no_should_panic_and_no_silent_ignore",
            "the_engine_stays_synchronous_and_port_free",
            "the_ports_are_role_traits",
            "the_rules_modules_form_layers",
            "the_service_crates_have_no_import_circle",
            "the_two_game_families_never_name_each_other",
            "only_the_seam_names_both_families",
            "graphql_and_rest_never_name_each_other",
            "every_rule_of_the_book_is_named_by_a_test",
            "nothing_points_outside_the_repository",
            "every_problem_code_is_in_the_catalogue",
            "each_crate_links_one_integration_test_binary",
            "no_hidden_state_in_the_service_crates",
            "no_source_file_is_over_800_lines_but_the_named_exception",
            "architecture_md_is_a_map_of_at_most_300_lines_and_readme_of_150",
            "every_test_architecture_md_cites_exists",
        ]
    );
}

#[test]
fn the_checkers_recognise_what_they_forbid() {
    let should_panic = concat!("#[should", "_panic]");
    let bare_ignore = concat!("#[", "ignore]");
    let empty_ignore = concat!("#[", "ignore = \"\"]");
    let reasoned_ignore = concat!("#[", "ignore = \"slow: runs 10^6 games\"]");
    let text = format!("{should_panic}\n{bare_ignore}\n{empty_ignore}\n{reasoned_ignore}\n");
    let problems = tidy::test_attribute_problems_in("x.rs", &text);
    assert_eq!(problems.len(), 3, "{problems:#?}");
    assert!(problems[0].starts_with("x.rs:1:"), "{problems:#?}");
    assert!(problems[1].starts_with("x.rs:2:"), "{problems:#?}");
    assert!(problems[2].starts_with("x.rs:3:"), "{problems:#?}");

    assert_eq!(tidy::io_crate_in_tree_line("tokio v1.40.0"), Some("tokio"));
    assert_eq!(tidy::io_crate_in_tree_line("actix-web v4.9.0"), Some("actix-web"));
    assert_eq!(tidy::io_crate_in_tree_line("tokio-util v0.7.0"), None);
    assert_eq!(tidy::io_crate_in_tree_line("serde v1.0.0"), None);

    let rules = "pub async fn f() {}\nuse crate::ports::Clock;\nuse crate::app;\nfn ok() {}\n";
    assert_eq!(tidy::engine_purity_problems_in("r.rs", rules).len(), 3);
    let io = "use std::fs;\nlet s = std::net::TcpStream::connect(a);\n";
    assert_eq!(tidy::engine_purity_problems_in("board.rs", io).len(), 2);
}

#[test]
fn the_architecture_and_doc_checks_work_on_a_sample_workspace() {
    let dir = std::env::temp_dir().join(format!("xtask-tidy-fixture-{}", std::process::id()));
    let write = |path: &str, text: &str| {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().expect("fixture paths have a parent"))
            .expect("create fixture dir");
        std::fs::write(path, text).expect("write fixture file");
    };
    write(
        "Cargo.toml",
        "[workspace]\nresolver = \"3\"\nmembers = [\n  \"domain\", # the rules\n  \"crates/api\",\n]\n",
    );
    write("domain/src/lib.rs", "\n//! Documented.\n");
    write("domain/src/bad.rs", "// Not a module doc.\n//! Too late.\n");
    write("domain/target/debug/build.rs", "fn skipped() {}\n");
    write("xtask/src/main.rs", "fn main() {}\n");

    let members = tidy::workspace_members(&dir);
    let docs = tidy::module_doc_problems(&dir);
    let missing = tidy::architecture_problems(&dir);
    write("ARCHITECTURE.md", "The `domain/` crate and `api`.\n");
    let named = tidy::architecture_problems(&dir);
    write("ARCHITECTURE.md", "The domain crate and `api`.\n");
    let unnamed = tidy::architecture_problems(&dir);
    std::fs::remove_dir_all(&dir).expect("remove fixture");

    assert_eq!(members, Ok(vec!["domain".to_owned(), "crates/api".to_owned()]));
    assert_eq!(docs.len(), 2, "{docs:#?}");
    assert!(docs[0].contains("bad.rs") && docs[1].contains("main.rs"), "{docs:#?}");
    assert!(missing.len() == 1 && missing[0].contains("does not exist"), "{missing:#?}");
    assert!(named.is_empty(), "{named:#?}");
    assert!(unnamed.len() == 1 && unnamed[0].contains("`domain/`"), "{unnamed:#?}");
}

#[test]
fn every_rule_of_the_book_is_named_by_a_test() {
    assert_clean(
        "every_rule_of_the_book_is_named_by_a_test",
        &tidy::rule_coverage_problems(&root()),
    );
}

#[test]
fn nothing_points_outside_the_repository() {
    assert_clean("nothing_points_outside_the_repository", &tidy::outside_path_problems(&root()));
}

#[test]
fn rule_ids_are_read_from_the_book_items_only() {
    let md = "# Attacks\n- **R-ATK-1** Who attacks. Text naming R-ATK-9.\n  **Decision.** R-MIS-3 applies.\n- **R-SMALL-2** Two players.\n- R-PCT-2 not an item of the book's format\n";
    assert_eq!(tidy::book_rule_ids(md), ["R-ATK-1", "R-SMALL-2"]);
}

#[test]
fn rule_ids_are_recognised_in_test_names_and_doc_comments() {
    let text = "fn attacks_r_atk_2_four_dice() {}\n/// R-PCT-10..12 and R-SIT-6, not R-SIT or SVC-FORFEIT\nfn player_r_x() {}\nfn r_small_3_wins() {}\n";
    assert_eq!(tidy::rule_ids_named_in(text), ["R-ATK-2", "R-PCT-10", "R-SIT-6", "R-SMALL-3"]);
}

#[test]
fn teg2_rule_ids_are_read_from_its_book_and_recognised_in_tests() {
    let md = "- **T2-CLK-2** The dials.\n- **T2-OBJ-10** Wiped.\n- T2-RKT-1 cited only\n";
    assert_eq!(tidy::book_rule_ids(md), ["T2-CLK-2", "T2-OBJ-10"]);
    let text = "fn example_t2_clk_2a_plus_t2_clk_2() {}\n/// T2-RKT-9, not T2-RKT or xt2_abc_1\nfn a() {}\n";
    assert_eq!(tidy::rule_ids_named_in(text), ["T2-CLK-2", "T2-RKT-9"]);
}

#[test]
fn a_rule_without_a_test_and_a_test_naming_an_unknown_rule_both_fail() {
    let files = vec![(
        "t.rs".to_owned(),
        "#[test]\nfn attacks_r_atk_1() {}\n/// R-ATK-7 is made up\n#[test]\nfn x() {}\n".to_owned(),
    )];
    let required = vec!["R-ATK-1".to_owned(), "R-PCT-10".to_owned()];
    let known = vec!["R-ATK-1".to_owned(), "R-PCT-10".to_owned(), "R-CLS-1".to_owned()];
    assert_eq!(
        tidy::rule_coverage_problems_in(&required, &known, &files),
        [
            "no test names R-PCT-10".to_owned(),
            format!(
                "a test names R-ATK-7, which the rule book ({}/) does not have",
                tidy::RULE_BOOK_DIR
            ),
        ]
    );
    // A function that is not a test names nothing, nor do module docs, plain
    // comments or the docs of other items in a file that has tests.
    let files = vec![(
        "lib.rs".to_owned(),
        "//! R-ATK-1\n/// R-ATK-1\nfn attacks_r_pct_10() {}\n// R-PCT-10\n#[test]\nfn other() {}\n"
            .to_owned(),
    )];
    assert_eq!(tidy::rule_coverage_problems_in(&required, &known, &files).len(), 2);
    // Async and proptest tests name what they prove like plain ones.
    let files = vec![(
        "t.rs".to_owned(),
        "/// R-ATK-1\n#[tokio::test(flavor = \"multi_thread\")]\nasync fn a() {}\nproptest! {\n    #[test]\n    fn r_pct_10_holds(x in 0..3u8) {}\n}\n"
            .to_owned(),
    )];
    assert!(tidy::rule_coverage_problems_in(&required, &known, &files).is_empty());
}

#[test]
fn the_rule_check_fails_when_the_book_is_missing_instead_of_skipping() {
    let dir = std::env::temp_dir().join(format!("xtask-tidy-nobook-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create fixture dir");
    let problems = tidy::rule_coverage_problems(&dir);
    std::fs::remove_dir_all(&dir).expect("remove fixture");
    assert!(
        problems.len() == 1
            && problems[0].contains("rule book")
            && problems[0].contains("cannot be read"),
        "{problems:#?}"
    );
}

#[test]
fn paths_outside_the_repository_are_found_in_any_tracked_text() {
    let root = root();
    let shared = concat!("../", "shared", "/RULES.md");
    let readme = format!("See [the rules]({shared}) and [the book](docs/rules/README.md).\n");
    let problems = tidy::outside_path_problems_in(&root, "README.md", &readme);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].starts_with("README.md:1:"), "{problems:#?}");
    assert!(problems[1].contains("leaves the repository"), "{problems:#?}");
    let seeds = concat!("derived from ", "shared", "/maps/revancha.json");
    assert_eq!(tidy::outside_path_problems_in(&root, "domain/data/x.json", seeds).len(), 1);
    let missing =
        "[gone](docs/nowhere.md) [ok](ARCHITECTURE.md#invariants) [web](https://example.org/a)";
    let problems = tidy::outside_path_problems_in(&root, "README.md", missing);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(problems[0].contains("docs/nowhere.md"), "{problems:#?}");
}

#[test]
fn every_problem_code_is_in_the_catalogue() {
    assert_clean("every_problem_code_is_in_the_catalogue", &tidy::problem_code_problems(&root()));
}

#[test]
fn a_problem_code_is_a_long_enough_screaming_snake_case_literal() {
    for code in ["NOT_ADJACENT", "CSRF", "CONTROL_5", "T2_X"] {
        assert!(tidy::code_shaped(code), "{code}");
    }
    for other in ["ANA", "Not_A", "A__B", "_ABC", "ABC_", "5ABC", "ABC-D", "GAME FULL"] {
        assert!(!tidy::code_shaped(other), "{other}");
    }
}

#[test]
fn the_catalogue_check_finds_a_code_it_lacks_and_an_entry_nothing_sends() {
    let dir = std::env::temp_dir().join(format!("xtask-tidy-problems-{}", std::process::id()));
    let write = |path: &str, text: &str| {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().expect("fixture paths have a parent"))
            .expect("create fixture dir");
        std::fs::write(path, text).expect("write fixture file");
    };
    write(
        "api/src/problems.rs",
        "//! The catalogue.\npub const PROBLEMS: &[ProblemKind] = &[\n    ProblemKind {\n        code: \"GAME_FULL\",\n        status: 409,\n    },\n    ProblemKind {\n        code: \"OLD_CODE\",\n        status: 410,\n    },\n];\n",
    );
    write(
        "api/src/http.rs",
        r##"//! Answers.
fn full() -> ApiError { ApiError::new(StatusCode::CONFLICT, "GAME_FULL", "no seat left") }
fn fresh() -> ApiError { ApiError::bad_request("NEW_CODE", "made up") }
// A comment naming "IN_COMMENT" sends nothing; /* nor "IN_BLOCK" */
#[graphql(name = "IN_ATTRIBUTE")]
enum Kind { A }
fn other() { var("TEG_BIND"); let raw = r#"RAW_CODE"#; let quote = '"'; frame("DENY"); }
#[cfg(test)]
mod tests {
    fn t() { assert_eq!(code, "IN_TEST"); }
}
"##,
    );
    write(
        "domain/src/lib.rs",
        "//! The domain.\n#[cfg(test)]\nmod rule_tests;\nconst S: &str = \"Not a code\";\n",
    );
    write("domain/src/rule_tests.rs", "//! Tests.\nconst C: &str = \"IN_TEST_FILE\";\n");
    write("dashboard/src/lib.rs", "//! Pages.\n#![cfg(test)]\nconst C: &str = \"ALL_TEST\";\n");
    let sent = tidy::sent_problem_codes(&dir);
    let problems = tidy::problem_code_problems_with(&dir, &["DENY", "GONE"]);
    std::fs::remove_dir_all(&dir).expect("remove fixture");

    let codes: Vec<String> = sent.expect("readable").into_iter().map(|(code, _)| code).collect();
    assert_eq!(codes, ["DENY", "GAME_FULL", "NEW_CODE"]);
    assert_eq!(problems.len(), 3, "{problems:#?}");
    assert!(problems[0].starts_with("api/src/http.rs:3: `NEW_CODE`"), "{problems:#?}");
    assert!(problems[1].contains("`OLD_CODE` is listed, but no source sends it"), "{problems:#?}");
    assert!(problems[2].contains("`GONE`"), "{problems:#?}");
}

#[test]
fn the_sdks_and_the_changelog_follow_the_apis_version() {
    assert_clean(
        "the_sdks_and_the_changelog_follow_the_apis_version",
        &tidy::sdk_version_problems(&root()),
    );
}
