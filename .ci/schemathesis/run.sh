#!/usr/bin/env bash
# Fuzz the REST API (/v1) of a running server with schemathesis, from the committed spec.
# Usage: .ci/schemathesis/run.sh BASE_URL [OPERATOR_TOKEN]
#   BASE_URL        e.g. http://127.0.0.1:18080 (the server must be up; nothing is started here)
#   OPERATOR_TOKEN  optional; without it the script logs in as $TEG_ADMIN_USER / $TEG_ADMIN_PASSWORD
#                   (defaults admin / "admin password") through POST /v1/auth/login.
# Env: ST_VENV (venv, default /tmp/teg-schemathesis-venv), ST_MAX_EXAMPLES (default 20),
#      ST_SEED (default: a fresh random seed, printed), ST_OUT (reports; default a new temp dir).
# Exits non-zero on any failure or error schemathesis reports.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
spec="$here/../../openapi/openapi.json"
base="${1:?usage: $0 BASE_URL [OPERATOR_TOKEN]}"
base="${base%/}"
venv="${ST_VENV:-/tmp/teg-schemathesis-venv}"
out="${ST_OUT:-$(mktemp -d /tmp/teg-schemathesis.XXXXXX)}"
mkdir -p "$out"

# The pinned tools, installed once per venv (again if the pins change).
if ! cmp -s "$here/requirements.txt" "$venv/.requirements.txt" 2>/dev/null; then
    [[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
    "$venv/bin/pip" install -q -r "$here/requirements.txt"
    cp "$here/requirements.txt" "$venv/.requirements.txt"
fi

token="${2:-}"
if [[ -z "$token" ]]; then
    token="$(ADMIN_USER="${TEG_ADMIN_USER:-admin}" ADMIN_PASSWORD="${TEG_ADMIN_PASSWORD:-admin password}" \
        "$venv/bin/python" - "$base" <<'EOF'
import json, os, sys, urllib.request
body = json.dumps({"username": os.environ["ADMIN_USER"], "password": os.environ["ADMIN_PASSWORD"]}).encode()
req = urllib.request.Request(sys.argv[1] + "/v1/auth/login", body, {"Content-Type": "application/json"})
print(json.load(urllib.request.urlopen(req, timeout=10))["token"])
EOF
    )"
fi

# Settings the CLI cannot express. No crash cache: earlier runs' failures are not replayed first.
# The SSE stream never ends: schemathesis reads an event stream until 20 events or the request
# timeout, so cap that at 3 s there. The long poll may legally answer after `wait` (<= 30) s,
# so its response-time limit is 31 s instead of the default 10 s.
# Operations are picked by their (unique) operation id: filters within one block are alternatives.
# The game operations below may refuse a well-formed request for the game's state or edition,
# which no schema can say: 409 (the lobby is full, the game is not playing) and 422 (a rule:
# a country the edition's board lacks, options the edition does not take, an inconsistent
# position). Everything else about them is checked as for any operation. A login with a wrong
# password is 401, and after a few 429 (the login throttle), as the spec says. A webhook's URL
# is refused (422 WEBHOOK_NOT_ALLOWED) unless the operator's allow-list (TEG_WEBHOOK_ALLOW,
# empty here) names its host, which no schema can say either. A report (SVC-REPORT) needs a seat
# in the game and a colour someone else plays (403/422), and a player's fourth open report on a
# game is 429; closing a report or noting an account needs one that exists (404), open (409).
cat >"$out/schemathesis.toml" <<'EOF'
cache = { enabled = false }

[[operations]]
include-path = "/v1/games/{id}/events/stream"
request-timeout = 3

[[operations]]
include-path = "/v1/games/{id}/events"
checks.max_response_time = 31

[[operations]]
include-path = "/v1/me/events/stream"
request-timeout = 3

[[operations]]
include-path = "/v1/me/events"
checks.max_response_time = 33

[[operations]]
include-operation-id = "refreshSession"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "422"]

[[operations]]
include-operation-id = "upgradeGuest"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "409", "422"]

[[operations]]
include-operation-id = "createPersonalToken"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "409", "422"]

[[operations]]
include-operation-id = "logIn"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "422", "429"]

[[operations]]
include-operation-id = "putWebhook"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "422"]

[[operations]]
include-operation-id = "reportGame"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "422", "429"]

EOF
# Every other operation that changes state takes an `Idempotency-Key`: a key
# the generator sends again with another body is 422 `IDEMPOTENCY_KEY_REUSED`
# (409 `IDEMPOTENCY_KEY_IN_FLIGHT` while the first runs), as the spec says,
# and a game's state may refuse a well-formed request (409, 422).
"$venv/bin/python" - "$spec" "$out/schemathesis.toml" <<'PY'
import json, sys
spec = json.load(open(sys.argv[1]))
config = open(sys.argv[2]).read()
own = {line.split('"')[1] for line in config.splitlines() if line.startswith("include-operation-id")}
with open(sys.argv[2], "a") as out:
    for path, item in spec["paths"].items():
        for method in ("post", "put", "patch", "delete"):
            op = item.get(method, {}).get("operationId")
            if op and op not in own:
                out.write(f'\n[[operations]]\ninclude-operation-id = "{op}"\n'
                          'checks.positive_data_acceptance.expected-statuses = '
                          '["2xx", "401", "403", "404", "409", "422"]\n')
PY

# Nothing is left out (logout runs last). --request-timeout 35: the long poll above may hold for 30 s.
# --seed: generation is random but seeded (a fresh seed each run, printed below), with no
# example database, so a run depends only on its seed and the server's answers. --continue-on-failure: every distinct failure, not the first.
# The spec is a local file with local $refs only; proxies are dropped so only BASE_URL is contacted.
cd "$out"
# A fresh seed each run, printed, so that a run never learns its way around
# the spec's gaps and a failure can be replayed: ST_SEED=<seed>.
seed="${ST_SEED:-$(( (RANDOM << 15) | RANDOM ))}"
echo "schemathesis seed: $seed (replay with ST_SEED=$seed ST_MAX_EXAMPLES=${ST_MAX_EXAMPLES:-20})"
# Logging out ends the session of the token every other request carries, so
# it runs last, on its own, after everything else.
fuzz() {
    env -u http_proxy -u https_proxy -u HTTP_PROXY -u HTTPS_PROXY -u all_proxy -u ALL_PROXY \
    "$venv/bin/schemathesis" --config-file "$out/schemathesis.toml" run "$spec" \
    --url "$base" \
    --header "Authorization: Bearer $token" \
    --checks all \
    --seed "$seed" \
    --max-examples "${ST_MAX_EXAMPLES:-20}" \
    --workers 1 \
    --continue-on-failure \
    --request-timeout 35 \
    --no-color \
    "$@"
}
fuzz --exclude-operation-id logOut --report junit,ndjson --report-dir "$out/main"
fuzz --include-operation-id logOut --report junit,ndjson --report-dir "$out/logout"
