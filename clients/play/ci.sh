#!/usr/bin/env bash
# CI for the player client (clients/play): install from the lock files (the
# SDK's first, whose openapi-fetch the bundle takes in), typecheck, check
# that the committed build in api/assets/play/ is what the sources make, and
# that the bundle uses nothing but the SDK's public surface and the public
# routes. The client itself is tested in Chromium by e2e/tests/play_browser.rs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

step="setup"
trap 'rc=$?; if [ "$rc" -eq 0 ]; then echo "play: OK — typecheck, built output up to date, public surface only"; else echo "play: FAILED at ${step} (exit ${rc})"; fi' EXIT

step="npm ci (clients/typescript)"
(cd ../typescript && [ -d node_modules ] || npm ci --no-audit --no-fund)
step="npm ci"
npm ci --no-audit --no-fund
step="typecheck"
npm run --silent typecheck
step="check-built"
npm run --silent check-built
step="check-surface"
npm run --silent check-surface
step="done"
