#!/usr/bin/env bash
# Drift check: regenerates the client into a temp dir and fails when it differs
# from the committed teg_client/generated/ (run generate.sh and commit to fix).
# Needs the same tools as generate.sh on PATH.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$here/generate.sh" "$work/generated" >/dev/null
if ! diff -r -q -x __pycache__ "$here/teg_client/generated" "$work/generated" >"$work/diff.txt"; then
    echo "check_generated.sh: teg_client/generated/ is stale against openapi/openapi.json:" >&2
    head -n 40 "$work/diff.txt" >&2
    diff -r -u -x __pycache__ "$here/teg_client/generated" "$work/generated" | head -n 80 >&2 || true
    echo "check_generated.sh: run clients/python/generate.sh and commit the result" >&2
    exit 1
fi
echo "check_generated.sh: teg_client/generated/ matches openapi/openapi.json"
