#!/usr/bin/env bash
# Regenerates teg_client/generated/ from the committed spec, openapi/openapi.json.
#
#   clients/python/generate.sh [OUT_DIR]
#
# Needs the tools of requirements-dev.txt on PATH (openapi-python-client and
# ruff, which formats its output): activate the dev venv first, or let ci.sh
# make one. OUT_DIR (default teg_client/generated) is replaced whole.
# The spec goes through tools/prepare_spec.py first (see its docstring for the
# generator's gaps it works around); any warning of the generator fails the
# run, so nothing in the spec is skipped silently
# (TEG_ALLOW_GENERATOR_WARNINGS=1 lets it pass, printing them).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
spec=${TEG_SPEC:-$here/../../openapi/openapi.json}
out=${1:-$here/teg_client/generated}
python=${PYTHON:-python3}

for tool in openapi-python-client ruff; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "generate.sh: $tool is not on PATH (pip install -r requirements-dev.txt)" >&2
        exit 2
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$python" "$here/tools/prepare_spec.py" "$spec" "$work/spec.json" 2>"$work/prepare.log"

# The generator runs ruff inside the project it writes (with that project's
# own ruff settings); it runs from the temp dir so nothing of this repository
# applies.
strict=--fail-on-warning
[ "${TEG_ALLOW_GENERATOR_WARNINGS:-0}" = 1 ] && strict=--no-fail-on-warning
if ! (cd "$work" && openapi-python-client generate $strict \
        --path "$work/spec.json" \
        --config "$here/tools/generator.yaml" \
        --output-path "$work/project") >"$work/generate.log" 2>&1; then
    cat "$work/generate.log" >&2
    echo "generate.sh: openapi-python-client failed or warned (above): fix the spec or tools/prepare_spec.py" >&2
    exit 1
fi
if grep -qE "Warning\(s\) encountered|Skipping|not in PATH" "$work/generate.log"; then
    cat "$work/generate.log" >&2
    if [ "$strict" = --fail-on-warning ]; then
        echo "generate.sh: the generator could not run a post hook or warned (above)" >&2
        exit 1
    fi
fi

if [ ! -f "$work/project/generated/client.py" ]; then
    echo "generate.sh: the generator wrote no package" >&2
    exit 1
fi

rm -rf "$out"
mkdir -p "$(dirname "$out")"
cp -R "$work/project/generated" "$out"
find "$out" -name __pycache__ -type d -prune -exec rm -rf {} +
echo "generate.sh: $(find "$out" -name '*.py' | wc -l | tr -d ' ') files in $out ($(wc -l <"$work/prepare.log" | tr -d ' ') spec rewrites, see tools/prepare_spec.py)"
