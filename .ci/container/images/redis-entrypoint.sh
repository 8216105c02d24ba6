#!/bin/bash
# The official redis image's start, in short: `redis-server` with options
# only (no configuration file) gets --protected-mode no, and runs as `redis`.
set -euo pipefail
if [[ ${1:-} == redis-server && ${2:-} != *.conf ]]; then
    set -- "$@" --protected-mode no
fi
if [[ $(id -u) == 0 ]]; then
    exec runuser -u redis -- "$@"
fi
exec "$@"
