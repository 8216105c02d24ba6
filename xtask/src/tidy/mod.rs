//! Repository hygiene checks ("tidy"), shared by `cargo xtask tidy` and the
//! integration tests in `xtask/tests/tidy.rs`.
//!
//! Every check takes the workspace root and returns a list of human-readable
//! problems; an empty list means the check passed.
//!
//! The attribute patterns are assembled with `concat!` so that this file does
//! not trip its own checks.
//!
//! One module per family of checks; this one lists them ([`CHECKS`]) and
//! re-exports what the tests and `cargo xtask tidy` call.

mod circles;
mod codes;
mod docs;
mod families;
mod files;
mod outside;
mod purity;
mod rulebook;
mod shape;
mod versions;

use std::path::Path;

pub use self::circles::{
    CIRCLE_FREE, crate_paths, import_circle_problems, import_circles, module_of, module_paths,
    rooted_paths,
};
pub use self::codes::{
    NOT_PROBLEM_CODES, PROBLEM_CATALOGUE, PROBLEM_SOURCES, catalogued_codes, code_shaped,
    literals_outside_tests, problem_catalogue_problems_in, problem_code_problems,
    problem_code_problems_with, sent_problem_codes,
};
pub use self::docs::{
    architecture_problems, module_doc_problems, test_attribute_problems,
    test_attribute_problems_in, test_binary_problems, test_binary_problems_in,
};
pub use self::families::{
    channel_problems, channel_problems_in, families_named, family_problems, seam_problems,
};
pub use self::files::{
    SKIPPED_DIRS, SOURCE_DIRS, clone_files, tracked_files, workspace_members, workspace_root,
    workspace_rust_files,
};
pub use self::outside::{
    CHECKER_FILES, OUTSIDE_PATHS, REFERRING_EXTENSIONS, document_names,
    missing_document_problems_in, outside_path_problems, outside_path_problems_in,
    without_rust_strings,
};
pub use self::purity::{
    ENGINE, ENGINE_FORBIDDEN, HIDDEN_STATE_ALLOWED, IO_CRATE_PREFIX, IO_CRATES, PORT_BUNDLES,
    RULES_LAYERS, engine_purity_problems, engine_purity_problems_in, hidden_state_problems,
    hidden_state_problems_in, io_crate_in_tree_line, io_crate_problems, port_role_problems,
    port_role_problems_in, rules_layer_problems, rules_layer_problems_in, rules_modules_named,
};
pub use self::rulebook::{
    EDITIONS_IN_ENGINE, RULE_BOOK_DIR, RULE_PREFIXES, TEG2_RULE_BOOK, book_rule_ids,
    rule_coverage_problems, rule_coverage_problems_in, rule_ids_named_in,
};
pub use self::shape::{
    DOCUMENT_LINES, LONG_FILES_ALLOWED, MAX_SOURCE_LINES, cited_test_names, cited_test_problems,
    cited_test_problems_in, document_size_problems, source_size_problems, source_size_problems_in,
};
pub use self::versions::sdk_version_problems;

/// One named tidy check.
#[derive(Debug, Clone, Copy)]
pub struct Check {
    /// The sentence-like name, identical to the test function's name.
    pub name: &'static str,
    /// Runs the check against the workspace root, returning the problems found.
    pub run: fn(&Path) -> Vec<String>,
}

/// All tidy checks, in the order `cargo xtask tidy` runs them.
pub const CHECKS: [Check; 19] = [
    Check { name: "every_rust_file_starts_with_a_module_doc_comment", run: module_doc_problems },
    Check { name: "architecture_md_names_every_workspace_member", run: architecture_problems },
    Check { name: "domain_depends_on_no_io_crate", run: io_crate_problems },
    Check { name: "no_should_panic_and_no_silent_ignore", run: test_attribute_problems },
    Check { name: "the_engine_stays_synchronous_and_port_free", run: engine_purity_problems },
    Check { name: "the_ports_are_role_traits", run: port_role_problems },
    Check { name: "the_rules_modules_form_layers", run: rules_layer_problems },
    Check { name: "the_service_crates_have_no_import_circle", run: import_circle_problems },
    Check { name: "the_two_game_families_never_name_each_other", run: family_problems },
    Check { name: "only_the_seam_names_both_families", run: seam_problems },
    Check { name: "graphql_and_rest_never_name_each_other", run: channel_problems },
    Check { name: "every_rule_of_the_book_is_named_by_a_test", run: rule_coverage_problems },
    Check { name: "nothing_points_outside_the_repository", run: outside_path_problems },
    Check { name: "every_problem_code_is_in_the_catalogue", run: problem_code_problems },
    Check { name: "each_crate_links_one_integration_test_binary", run: test_binary_problems },
    Check { name: "no_hidden_state_in_the_service_crates", run: hidden_state_problems },
    Check {
        name: "no_source_file_is_over_800_lines_but_the_named_exception",
        run: source_size_problems,
    },
    Check {
        name: "architecture_md_is_a_map_of_at_most_300_lines_and_readme_of_150",
        run: document_size_problems,
    },
    Check { name: "every_test_architecture_md_cites_exists", run: cited_test_problems },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_to_documents_the_clone_lacks_are_found() {
        let files: Vec<String> = [
            "README.md",
            "docs/api.md",
            "docs/rules/revancha.md",
            "docs/tour.md",
            "api/src/lib.rs",
            "openapi/openapi.json",
        ]
        .map(str::to_owned)
        .into();
        let rust = "//! The bounds (API.md, \"Limits\"), as `docs/api.md` says.\n/// See [`ARCHITECTURE.md`] and ../README.md.\nfn f() {}\n";
        let problems = missing_document_problems_in("api/src/lib.rs", rust, &files);
        assert_eq!(problems.len(), 2, "{problems:#?}");
        assert!(problems[0].starts_with("api/src/lib.rs:1:"), "{problems:#?}");
        assert!(problems[0].contains("`API.md`"), "{problems:#?}");
        assert!(problems[1].starts_with("api/src/lib.rs:2:"), "{problems:#?}");
        assert!(problems[1].contains("`ARCHITECTURE.md`"), "{problems:#?}");

        // Relative to the file, to a directory above it (the crate's, for
        // `CARGO_MANIFEST_DIR`) or to the root, or a bare name found anywhere;
        // URLs are not the clone's.
        let found = "As docs/rules/revancha.md says.\nconcat!(env!(\"CARGO_MANIFEST_DIR\"), \"/../docs/tour.md\")\n../../docs/api.md, revancha.md\n<https://example.org/API.md> http://x.test/a/NOTES.md\n";
        let problems = missing_document_problems_in("api/tests/tour.rs", found, &files);
        assert!(problems.is_empty(), "{problems:#?}");

        // An escape's letter is no part of the name.
        let json = r#"{"description": "Limits in\nAPI.md; see\ndocs/rules/revancha.md"}"#;
        let problems = missing_document_problems_in("openapi/openapi.json", json, &files);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert!(problems[0].contains("`API.md`"), "{problems:#?}");

        // In Markdown a link target is the link check's; prose is this one's.
        let markdown = "[gone](gone.md) and API.md, [ok](api.md)\n";
        let problems = missing_document_problems_in("docs/tour.md", markdown, &files);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert!(problems[0].starts_with("docs/tour.md:1:"), "{problems:#?}");
        assert!(problems[0].contains("`API.md`"), "{problems:#?}");

        // Other kinds of file, and build output, are not read.
        assert!(missing_document_problems_in("run.sh", "API.md", &files).is_empty());
        assert!(missing_document_problems_in("target/doc/x.json", "API.md", &files).is_empty());

        // The checker's strings are fixtures; its comments are read.
        let checker = "// see API.md\nlet s = \"API.md\";\nlet r = r#\"a \"API.md\" b\"#;\nlet c = '\"'; // NOTES.md\nfn g<'a>(_: &'a str) -> char { '\\'' } // OLD.md\nlet m = \"one\n  API.md\";\n";
        let problems = missing_document_problems_in("xtask/tests/tidy.rs", checker, &files);
        let lines: Vec<&str> =
            problems.iter().map(|p| p.split(": ").next().unwrap_or_default()).collect();
        assert_eq!(
            lines,
            ["xtask/tests/tidy.rs:1", "xtask/tests/tidy.rs:4", "xtask/tests/tidy.rs:5"],
            "{problems:#?}"
        );
        assert_eq!(missing_document_problems_in("api/src/lib.rs", checker, &files).len(), 6);
    }
}
