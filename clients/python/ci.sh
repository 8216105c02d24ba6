#!/usr/bin/env bash
# CI for the Python client: a fresh venv with requirements-dev.txt, the drift
# check of the generated code, ruff on the hand-written code, every test (the
# server ones against TEG_BASE_URL, the fixtures required), a wheel, and the
# GraphQL kit (graphql/: ariadne-codegen's client playing whole games).
# Prints one summary line.
#
#   TEG_BASE_URL=http://127.0.0.1:8080 clients/python/ci.sh
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
python=${PYTHON:-python3}
started=$(date +%s)

if [ -z "${TEG_BASE_URL:-}" ]; then
    echo "ci.sh: TEG_BASE_URL must name a running server (e.g. http://127.0.0.1:8080)" >&2
    exit 2
fi
"$python" - <<'PY'
import sys
if sys.version_info < (3, 11):
    sys.exit(f"ci.sh: Python 3.11 or newer is needed, this is {sys.version.split()[0]}")
PY

work=$(mktemp -d "${TMPDIR:-/tmp}/teg-py-ci.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The server must answer before the tests start (up to 60 s).
"$python" - "$TEG_BASE_URL" <<'PY'
import sys, time, urllib.request
base = sys.argv[1].rstrip("/")
base = base[: -len("/v1")] if base.endswith("/v1") else base
for _ in range(120):
    try:
        with urllib.request.urlopen(base + "/healthz", timeout=2) as answer:
            if answer.status == 200:
                break
    except OSError:
        pass
    time.sleep(0.5)
else:
    sys.exit(f"ci.sh: {base}/healthz does not answer 200")
PY

echo "ci.sh: installing requirements-dev.txt into $work/venv"
"$python" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements-dev.txt"
export PATH="$work/venv/bin:$PATH"
export PYTHONDONTWRITEBYTECODE=1

"$here/check_generated.sh"

cd "$here"
# The hand-written code (teg_client/generated is excluded in pyproject.toml).
ruff check --no-cache --quiet . && ruff format --no-cache --check --quiet . || {
    echo "ci.sh: ruff finds fault with the hand-written code (ruff check --fix . && ruff format .)" >&2
    exit 1
}
set +e
TEG_FIXTURES_REQUIRED=1 TEG_SERVER_REQUIRED=1 TEG_CI_FIGURES="$work/figures" \
    python -m pytest -p no:cacheprovider -rfEs tests 2>&1 | tee "$work/pytest.log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
    echo "ci.sh: pytest failed (exit $status)" >&2
    exit "$status"
fi
tests=$(grep -E '^=+ .*(passed|failed).* in [0-9.]+s' "$work/pytest.log" | tail -n 1 | sed -E 's/^=+ //; s/ =+$//')

python -m build --wheel --sdist --no-isolation --outdir "$work/dist" "$here" >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2
    echo "ci.sh: the wheel and the sdist did not build" >&2
    exit 1
}
wheel=$(ls "$work/dist"/*.whl)
# The wheel installs and imports on its own, away from the source tree.
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall "$wheel"
(cd "$work" && python -c "import teg_client, teg_client.generated.api.turn.play_action") || {
    echo "ci.sh: the wheel does not import" >&2
    exit 1
}
sdist=$(ls "$work/dist"/*.tar.gz)
# Each package as a user installs it: a fresh venv in a folder outside the
# repository, its dependencies from PyPI, then smoke/smoke.py run from there
# against the server (the sdist is built into a wheel by pip, hatchling
# fetched in its isolated build).
mkdir -p "$work/outside"
cp "$here/smoke/smoke.py" "$work/outside/smoke.py"
for package in "$wheel" "$sdist"; do
    kind=${package##*.}
    "$python" -m venv "$work/outside/venv-$kind"
    "$work/outside/venv-$kind/bin/python" -m pip install --quiet --disable-pip-version-check "$package" || {
        echo "ci.sh: $(basename "$package") does not install in a fresh venv" >&2
        exit 1
    }
    (cd "$work/outside" && "$work/outside/venv-$kind/bin/python" smoke.py "$TEG_BASE_URL") || {
        echo "ci.sh: the smoke test failed with $(basename "$package") installed" >&2
        exit 1
    }
done

# The GraphQL kit, in a venv of its own (ariadne-codegen pins an older ruff):
# the typed client generated from the committed SDL and the repository's
# operations, then whole Revancha and TEG II games played with it.
echo "ci.sh: generating the GraphQL client (ariadne-codegen) in $work/gql-venv"
"$python" -m venv "$work/gql-venv"
"$work/gql-venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/graphql/requirements.txt"
rm -rf "$here/graphql/teg_graphql"
(cd "$here/graphql" && "$work/gql-venv/bin/ariadne-codegen" --config pyproject.toml >"$work/codegen.log" 2>&1) || {
    cat "$work/codegen.log" >&2
    echo "ci.sh: ariadne-codegen failed on openapi/schema.graphql and clients/graphql/operations.graphql" >&2
    exit 1
}
set +e
(cd "$here/graphql" && TEG_SERVER_REQUIRED=1 "$work/gql-venv/bin/python" -m pytest -p no:cacheprovider -rfEs -s .) \
    2>&1 | tee "$work/graphql.log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
    echo "ci.sh: the GraphQL games failed (exit $status)" >&2
    exit "$status"
fi
graphql=$(grep -E '^=+ .*(passed|failed).* in [0-9.]+s' "$work/graphql.log" | tail -n 1 | sed -E 's/^=+ //; s/ =+$//')

figures=$(cat "$work/figures" 2>/dev/null | tr '\n' ' ' | sed 's/ $//')
echo "python client: generated code up to date; ruff clean; pytest: ${tests}; GraphQL (ariadne-codegen): ${graphql}; ${figures:-bot: no figures}; wheel $(basename "$wheel") $(( $(wc -c <"$wheel") / 1024 )) KiB and sdist installed and smoke-tested outside the repository; $(( $(date +%s) - started ))s"
