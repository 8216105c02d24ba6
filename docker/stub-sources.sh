#!/bin/sh
# The dependency layer of docker/Dockerfile: build the dependencies with the
# workspace's manifests alone, so that a source edit reuses that layer.
#
#   sh docker/stub-sources.sh make    an empty source file for every target
#                                     the manifests under . declare (or that
#                                     cargo would look for), where none is
#   sh docker/stub-sources.sh clean   forget what cargo built from them
#                                     (`cargo clean -p` each package, in the
#                                     profile of $PROFILE, default release)
#                                     and remove them
#
# A placeholder's artifacts must go: the real file that replaces it keeps
# its own (older) modification time, and cargo would take the placeholder's
# build as fresh.
set -eu

list=.stub-sources
packages=.stub-packages

targets() {
    # "KIND PATH" for each target of one manifest, and "package NAME".
    awk '
        function value(  s) { s = $0; sub(/^[^=]*=[[:space:]]*"/, "", s); sub(/".*$/, "", s); return s }
        function flush() {
            if (kind == "") return
            if (path == "") {
                if (kind == "lib") path = "src/lib.rs"
                else if (kind == "bin") path = (name == "" || name == pkg) ? "src/main.rs" : "src/bin/" name ".rs"
                else if (kind == "bench") path = "benches/" name ".rs"
                else if (kind == "test") path = "tests/" name ".rs"
                else if (kind == "example") path = "examples/" name ".rs"
            }
            print kind, path
            kind = ""; name = ""; path = ""
        }
        /^[[:space:]]*\[/ {
            flush()
            section = $0; gsub(/[[:space:]]/, "", section); sub(/#.*/, "", section)
            if (section == "[lib]") { kind = "lib"; lib = 1 }
            else if (section == "[[bin]]") kind = "bin"
            else if (section == "[[bench]]") kind = "bench"
            else if (section == "[[test]]") kind = "test"
            else if (section == "[[example]]") kind = "example"
            next
        }
        section == "[package]" && /^[[:space:]]*name[[:space:]]*=/ { pkg = value(); print "package", pkg }
        kind != "" && /^[[:space:]]*name[[:space:]]*=/ { name = value() }
        kind != "" && /^[[:space:]]*path[[:space:]]*=/ { path = value() }
        END { flush(); if (pkg != "" && !lib) print "lib", "src/lib.rs" }
    ' "$1"
}

case "${1:-}" in
make)
    : >"$list"
    : >"$packages"
    find . -name Cargo.toml -not -path ./Cargo.toml -not -path './target/*' | sort | while read -r manifest; do
        dir=$(dirname "$manifest")
        targets "$manifest" | while read -r kind path; do
            if [ "$kind" = package ]; then
                echo "$path" >>"$packages"
                continue
            fi
            file=$dir/$path
            [ -e "$file" ] && continue
            mkdir -p "$(dirname "$file")"
            if [ "$kind" = lib ]; then : >"$file"; else echo 'fn main() {}' >"$file"; fi
            echo "$file" >>"$list"
        done
    done
    echo "stub-sources: $(wc -l <"$list") placeholder files for $(wc -l <"$packages") packages"
    ;;
clean)
    set --
    while read -r package; do set -- "$@" -p "$package"; done <"$packages"
    cargo clean --locked --profile "${PROFILE:-release}" "$@"
    xargs rm -f <"$list"
    rm -f "$list" "$packages"
    ;;
*)
    echo "usage: sh docker/stub-sources.sh make|clean" >&2
    exit 2
    ;;
esac
