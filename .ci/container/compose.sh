#!/usr/bin/env bash
# docker/compose.yaml brought up by podman-compose, and the cluster smoke
# test run against it: two API instances sharing PostgreSQL and Redis, one
# action through each instance while a subscriber on the other instance
# waits for it (a long-poll), and sees it.
#
# No image registry is reachable here, so the stack's images are made
# locally: PostgreSQL 15 and Redis 7 from Debian's packages on the local
# bookworm base (.ci/container/images/), the API's from the `prebuilt`
# target. A small override file names them; nothing else of compose.yaml
# is changed (its network, service names, URLs, ports 8081 and 8082).
#
#   .ci/container/compose.sh                 the `prebuilt` image around the
#                                            release binary built here
#                                            (CARGO_TARGET_DIR, default target/)
#   .ci/container/compose.sh --image IMAGE   an API image built already
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# shellcheck source=.ci/container/lib.sh
source .ci/container/lib.sh

started=$SECONDS
api_image=
if [[ ${1:-} == --image ]]; then
    api_image=${2:?usage: compose.sh [--image IMAGE]}
elif [[ $# -gt 0 ]]; then
    die "usage: compose.sh [--image IMAGE]"
fi

need_debs podman:podman runc:runc curl:curl jq:jq
# Service names (postgres, redis) resolve inside the compose network only
# with CNI's dnsname plugin (podman 4.3 on bookworm uses CNI; the plugin is
# a recommendation the scripts' --no-install-recommends leaves out).
need_packages golang-github-containernetworking-plugin-dnsname
for port in 8081 8082; do
    if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$port/"; then
        die "port $port is taken: compose.yaml publishes the API instances on 8081 and 8082"
    fi
done

# podman-compose, pinned, in a virtual environment of its own.
venv=${TEG_COMPOSE_VENV:-/tmp/teg-compose-venv}
requirements=.ci/container/compose-requirements.txt
if ! cmp -s "$requirements" "$venv/teg-requirements.txt"; then
    log "installing podman-compose ($requirements) into $venv"
    [[ -x $venv/bin/python ]] || python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/teg-requirements.txt"
fi

ensure_base_image
for service in postgres redis; do
    log "==> image localhost/local/$service (Debian's package on $BASE_IMAGE)"
    pod build --quiet --network host --layers --build-arg BASE_IMAGE="$BASE_IMAGE" \
        -f ".ci/container/images/$service.Containerfile" -t "localhost/local/$service:ci" \
        .ci/container/images >/dev/null
done
built_image=
if [[ -z $api_image ]]; then
    api_image=localhost/teg-api:compose-$$
    built_image=$api_image
    build_prebuilt_image "$api_image"
fi

project=teg-ci-$$
work=$(mktemp -d)
cat >"$work/override.yaml" <<EOF
services:
  postgres:
    image: localhost/local/postgres:ci
  redis:
    image: localhost/local/redis:ci
  api1:
    image: $api_image
  api2:
    image: $api_image
EOF
compose() {
    CONTAINERS_CONF=$CONTAINERS_CONF "$venv/bin/podman-compose" --podman-args="--runtime runc --cgroup-manager cgroupfs" \
        -p "$project" -f docker/compose.yaml -f "$work/override.yaml" "$@"
}
cleanup() {
    local status=$?
    if ((status != 0)); then
        for service in api1 api2 postgres; do
            log "log of $service (last 15 lines):"
            pod logs --tail 15 "${project}_${service}_1" 2>&1 | sed 's/^/    /' || true
        done
        pod ps -a --filter "name=$project" --format '{{.Names}}: {{.Status}}' | sed 's/^/    /' || true
    fi
    compose down -v >"$work/down.log" 2>&1 || cat "$work/down.log"
    [[ -n $built_image ]] && pod rmi -f "$built_image" >/dev/null 2>&1 || true
    rm -rf "$work"
    if ((status == 0)); then
        log "compose cluster smoke: passed in $((SECONDS - started))s"
    else
        log "compose cluster smoke: FAILED after $((SECONDS - started))s" >&2
    fi
}
trap cleanup EXIT

# podman 4.3 has no `wait --condition=healthy`, so podman-compose does not
# wait for `service_healthy` itself: the databases first, their health
# checks run here, then the API instances.
log "==> podman-compose up postgres redis"
compose up -d --no-build postgres redis >"$work/up.log" 2>&1 || { cat "$work/up.log"; die "compose up failed"; }
for service in postgres redis; do
    healthy=
    for _ in $(seq 1 60); do
        if pod healthcheck run "${project}_${service}_1" >/dev/null 2>&1; then
            healthy=1
            break
        fi
        sleep 1
    done
    [[ -n $healthy ]] || die "$service did not become healthy within 60s"
    log "$service: healthy (its compose healthcheck)"
done
log "==> podman-compose up api1 api2"
compose up -d --no-build api1 api2 >>"$work/up.log" 2>&1 || { cat "$work/up.log"; die "compose up failed"; }

A=http://127.0.0.1:8081
B=http://127.0.0.1:8082
for base in $A $B; do
    ready=
    for _ in $(seq 1 60); do
        # Ready, and its bus on Redis (it connects in the background).
        if ready=$(curl -sf "$base/readyz") && [[ $(jq -r .bus <<<"$ready") == redis ]]; then break; fi
        ready=
        sleep 1
    done
    [[ -n $ready ]] || die "$base/readyz did not answer 200 with the bus on Redis within 60s"
    log "$base/readyz: 200 $ready"
done

J='content-type: application/json'
register() {
    curl -sSf "$1/v1/auth/register" -H "$J" -d "{\"username\":\"$2\",\"password\":\"secret password\"}" | jq -er .token
}
ana=$(register $A ana)
beto=$(register $B beto)
game=$(curl -sSf "$A/v1/games" -H "authorization: Bearer $ana" -H "$J" -d '{"max_players":2}' | jq -er .id)
curl -sSf -X POST "$B/v1/games/$game/join" -H "authorization: Bearer $beto" -H "$J" -d '{}' >/dev/null
version=$(curl -sSf -X POST "$A/v1/games/$game/start" -H "authorization: Bearer $ana" | jq -er .version)
log "game $game: ana registered on api1, beto on api2; created on api1, joined on api2, started (version $version)"

# One action through each instance; a subscriber on the other one waits for it.
for pair in "$A $B api1 api2" "$B $A api2 api1"; do
    read -r through watch through_name watch_name <<<"$pair"
    token=
    for candidate in "$ana" "$beto"; do
        legal=$(curl -sSf "$through/v1/games/$game/legal-actions" -H "authorization: Bearer $candidate")
        if (($(jq '.actions | length' <<<"$legal") > 0)); then
            token=$candidate
            break
        fi
    done
    [[ -n $token ]] || die "nobody has a legal action"
    version=$(jq -r .version <<<"$legal")
    follower=$beto
    [[ $token == "$beto" ]] && follower=$ana
    curl -sSf "$watch/v1/games/$game/events?since=$version&wait=20" -H "authorization: Bearer $follower" \
        -o "$work/seen.json" -w '%{time_total}\n' >"$work/seen.time" &
    watcher=$!
    sleep 1 # the long-poll is waiting on the other instance
    body=$(jq -c '{action: (.actions | max_by(.armies // 0)), expected_version: .version}' <<<"$legal")
    acted_at=$(date +%s%N)
    answer=$(curl -sSf "$through/v1/games/$game/actions" -H "authorization: Bearer $token" -H "$J" \
        -H "Idempotency-Key: compose-$game-$through_name" -d "$body")
    wait "$watcher" || die "the subscriber on $watch_name failed"
    seen_ms=$((($(date +%s%N) - acted_at) / 1000000))
    new_version=$(jq -r .version <<<"$answer")
    seen=$(jq -c '[.events[] | {version, type: .event.type}]' "$work/seen.json")
    log "action through $through_name: $(jq -c .action <<<"$body") -> version $new_version"
    log "  subscriber on $watch_name (long-poll since $version) saw, ${seen_ms} ms after the action: $seen"
    jq -e --argjson v "$new_version" '.version == $v' "$work/seen.json" >/dev/null ||
        die "the subscriber on $watch_name did not see version $new_version"
done
