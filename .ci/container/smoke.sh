#!/usr/bin/env bash
# Container smoke test: the runtime image of docker/Dockerfile, built with
# podman FROM a locally made Debian bookworm base, started; /readyz answers
# 200 from inside the container (its HEALTHCHECK, and bash on its port), and
# a short game is played against it over HTTP from the host.
#
#   .ci/container/smoke.sh                 the `prebuilt` target, around the
#                                          release binary built here
#                                          (CARGO_TARGET_DIR, default target/)
#   .ci/container/smoke.sh --image IMAGE   an image built already (builder.sh)
#
#   TEG_SMOKE_ACTIONS  accepted actions to play (default 10)
#   TEG_SMOKE_KEEP=1   keep the container and the image afterwards
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# shellcheck source=.ci/container/lib.sh
source .ci/container/lib.sh

started=$SECONDS
image=
if [[ ${1:-} == --image ]]; then
    image=${2:?usage: smoke.sh [--image IMAGE]}
elif [[ $# -gt 0 ]]; then
    die "usage: smoke.sh [--image IMAGE]"
fi
actions=${TEG_SMOKE_ACTIONS:-10}

need_debs podman:podman runc:runc curl:curl jq:jq
log "podman $(podman --version | awk '{ print $3 }'), runc $(runc --version | awk 'NR == 1 { print $3 }')"

name=teg-smoke-$$
built_image=
cleanup() {
    local status=$?
    if ((status != 0)) && pod container exists "$name" 2>/dev/null; then
        log "container log (last 40 lines):"
        pod logs --tail 40 "$name" 2>&1 | sed 's/^/    /' || true
    fi
    if [[ ${TEG_SMOKE_KEEP:-} != 1 ]]; then
        pod rm -f -t 2 "$name" >/dev/null 2>&1 || true
        [[ -n $built_image ]] && pod rmi -f "$built_image" >/dev/null 2>&1 || true
    fi
    if ((status == 0)); then
        log "container smoke: passed in $((SECONDS - started))s"
    else
        log "container smoke: FAILED after $((SECONDS - started))s" >&2
    fi
}
trap cleanup EXIT

if [[ -z $image ]]; then
    image=localhost/teg-api:smoke-$$
    built_image=$image
    build_prebuilt_image "$image"
fi

user=$(pod image inspect --format '{{.Config.User}}' "$image")
health=$(pod image inspect --format '{{json .Config.Healthcheck.Test}}' "$image")
log "image user: $user; healthcheck: $health"
[[ $user == 10001:10001 ]] || die "the image runs as '$user', not the non-root user 10001"
[[ $health == *readyz* ]] || die "the image has no /readyz HEALTHCHECK (built without --format docker?)"

port=$(free_port)
log "==> podman run --network host, TEG_BIND=127.0.0.1:$port"
# No systemd here to time the health checks (podman says so on stderr, and
# that is all it says): they are run on demand below.
run_err=$(mktemp)
if ! pod run -d --name "$name" --network host --health-interval disable \
    -e TEG_BIND="127.0.0.1:$port" \
    -e TEG_JWT_SECRET="container-smoke-secret-$(date +%s%N)" \
    -e TEG_ADMIN_USER=operator -e TEG_ADMIN_PASSWORD='container smoke password' \
    -e TEG_RATE_LIMIT=0 \
    "$image" >/dev/null 2>"$run_err"; then
    cat "$run_err" >&2
    die "podman run failed"
fi
grep -v 'systemd connection' "$run_err" >&2 || true
rm -f "$run_err"

# The image's own HEALTHCHECK, run by podman inside the container.
healthy=
for _ in $(seq 1 60); do
    if [[ $(pod inspect --format '{{.State.Running}}' "$name") != true ]]; then
        die "the container stopped: $(pod inspect --format '{{.State.Status}} (exit {{.State.ExitCode}})' "$name")"
    fi
    if pod healthcheck run "$name" >/dev/null 2>&1; then
        healthy=1
        break
    fi
    sleep 0.5
done
[[ -n $healthy ]] || die "the HEALTHCHECK did not pass within 30s"
log "podman healthcheck run: healthy ($(pod inspect --format '{{.State.Health.Status}}' "$name" 2>/dev/null || echo ok))"

# /readyz from inside the container, as its user, with the image's bash.
# shellcheck disable=SC2016 # expanded by the container's bash
probe='exec 3<>/dev/tcp/127.0.0.1/${TEG_BIND##*:}
printf "GET /readyz HTTP/1.0\r\nHost: localhost\r\n\r\n" >&3
IFS= read -r status <&3
echo "${status%$'"'"'\r'"'"'} | uid $(id -u) | body $(tail -n 1 <&3)"'
inside=$(pod exec "$name" bash -c "$probe")
log "inside the container: GET /readyz -> $inside"
[[ $inside == "HTTP/1."?" 200 "* ]] || die "/readyz from inside the container did not answer 200"
[[ $inside == *"uid 10001 "* ]] || die "the container's user is not 10001"

# A short game over HTTP, from the host.
B=http://127.0.0.1:$port/v1
J='content-type: application/json'
register() {
    curl -sSf "$B/auth/register" -H "$J" -d "{\"username\":\"$1\",\"password\":\"secret password\"}" | jq -er .token
}
log "==> a short game against the container ($actions accepted actions)"
ana=$(register ana)
beto=$(register beto)
game=$(curl -sSf "$B/games" -H "authorization: Bearer $ana" -H "$J" -d '{"max_players":2}' | jq -er .id)
curl -sSf -X POST "$B/games/$game/join" -H "authorization: Bearer $beto" -H "$J" -d '{}' >/dev/null
version=$(curl -sSf -X POST "$B/games/$game/start" -H "authorization: Bearer $ana" | jq -er .version)
log "game $game: 2 players registered, joined, started (version $version)"

accepted=0
for round in $(seq 1 $((actions * 4))); do
    acted=
    for player in ana beto; do
        token=$ana
        [[ $player == beto ]] && token=$beto
        legal=$(curl -sSf "$B/games/$game/legal-actions" -H "authorization: Bearer $token")
        (($(jq '.actions | length' <<<"$legal") > 0)) || continue
        # The biggest placement first, so that the game moves on through its
        # phases within a few actions.
        body=$(jq -c '{action: (.actions | max_by(.armies // 0)), expected_version: .version}' <<<"$legal")
        answer=$(curl -sSf "$B/games/$game/actions" -H "authorization: Bearer $token" -H "$J" \
            -H "Idempotency-Key: smoke-$game-$round" -d "$body")
        accepted=$((accepted + 1))
        log "  action $accepted by $player: $(jq -c '.action' <<<"$body" | cut -c1-90) -> version $(jq -r .version <<<"$answer")"
        acted=1
        break
    done
    [[ -n $acted ]] || die "nobody has a legal action (round $round)"
    ((accepted < actions)) || break
done
((accepted >= actions)) || die "only $accepted of $actions actions were accepted"
final=$(curl -sSf "$B/games/$game" -H "authorization: Bearer $ana" | jq -c '{version, phase, current_player}')
log "game played: $accepted actions accepted; now $final"

# The game is in the container's SQLite file, in the user's data directory.
log "data directory: $(pod exec "$name" ls -ln /var/lib/teg | awk '$NF ~ /\.db$/ { print $NF, "uid", $3, $5, "bytes" }' | paste -sd, -)"
if pod logs "$name" 2>&1 | grep -q '"level":"ERROR"\|panicked'; then
    pod logs "$name" 2>&1 | grep '"level":"ERROR"\|panicked' | head -n 5
    die "the container logged errors"
fi
