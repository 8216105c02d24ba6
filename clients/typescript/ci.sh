#!/usr/bin/env bash
# CI for the TypeScript SDK (clients/typescript): install from the lock file,
# check the generated types against openapi/openapi.json, the GraphQL SDL
# against the last released one (no breaking change without a deprecation
# first: scripts/graphql-breaking.mjs), run every test
# against the server at TEG_BASE_URL (fixtures required), pack the package
# and check the tarball imports. Prints a one-line summary at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

: "${TEG_BASE_URL:?TEG_BASE_URL must name the server under test, e.g. http://127.0.0.1:8080}"
export TEG_BASE_URL
export TEG_FIXTURES_REQUIRED=1

work=$(mktemp -d)
step="setup"
tests="-"
mism=0
pkg="-"
summary() {
  local rc=$?
  if [ "$rc" -eq 0 ]; then
    echo "ts-sdk: OK — ${tests}; spec mismatches ${mism}; types up to date; ${pkg}"
  else
    echo "ts-sdk: FAILED at ${step} (exit ${rc}) — ${tests}; spec mismatches ${mism}"
  fi
  rm -rf "$work"
}
trap summary EXIT

step="npm ci"
npm ci --no-audit --no-fund

step="check-generated"
npm run --silent check-generated

step="graphql-breaking"
npm run --silent check:graphql-breaking

step="tests"
export TEG_SPEC_MISMATCH_LOG="$work/mismatches.jsonl"
: >"$TEG_SPEC_MISMATCH_LOG"
set +e
npm run test:server 2>&1 | tee "$work/test.log"
status=${PIPESTATUS[0]}
set -e
count() { sed -n "s/^# $1 \([0-9][0-9]*\)\$/\1/p" "$work/test.log" | tail -1; }
tests="$(count tests) tests: $(count pass) passed, $(count fail) failed, $(count todo) todo, $(count skipped) skipped"
mism=$(wc -l <"$TEG_SPEC_MISMATCH_LOG" | tr -d ' ')
if [ "$mism" -gt 0 ]; then
  echo "answers outside the spec:" >&2
  cat "$TEG_SPEC_MISMATCH_LOG" >&2
fi
[ "$status" -eq 0 ]

step="npm pack"
npm pack --pack-destination "$work" --json >"$work/pack.json"
tarball=$(ls "$work"/*.tgz)
mkdir -p "$work/unpacked"
tar -xzf "$tarball" -C "$work/unpacked"
for f in package.json README.md LICENSE dist/index.js dist/index.d.ts dist/validate.js dist/validate.d.ts \
  dist/generated/schema.d.ts dist/openapi.json; do
  [ -f "$work/unpacked/package/$f" ] || { echo "the package lacks $f" >&2; exit 1; }
done
if tar -tzf "$tarball" | grep -qE '^package/(src|test|dist-test|node_modules)/'; then
  echo "the package holds sources or tests" >&2
  exit 1
fi
# the packed files import, with this checkout's dependencies
ln -s "$PWD/node_modules" "$work/unpacked/package/node_modules"
node --input-type=module -e "
  const m = await import('$work/unpacked/package/dist/index.js');
  const v = await import('$work/unpacked/package/dist/validate.js');
  if (typeof m.TegClient !== 'function' || typeof m.Teg2Secrets !== 'function') throw new Error('exports missing');
  if ((await m.pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')) !== 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM') throw new Error('the packed PKCE is wrong');
  const validator = await v.createValidator();
  if (!validator.validateSchema('Power', 'usa').ok) throw new Error('the packed validator does not work');
"
# The tarball as a user installs it: an empty folder outside the
# repository, the tarball and its dependencies from npm, then
# smoke/smoke.mjs run from there against the server.
step="npm install of the tarball outside the repository"
mkdir -p "$work/outside"
cp smoke/smoke.mjs "$work/outside/smoke.mjs"
(
  cd "$work/outside"
  echo '{"name": "teg-client-smoke", "private": true, "type": "module"}' >package.json
  # ajv and ajv-formats: the optional peers `@teg/client/validate` needs,
  # as its README tells a user to add them.
  npm install --no-audit --no-fund --loglevel=error "$tarball" ajv@^8.17.1 ajv-formats@^3.0.1
  node smoke.mjs "$TEG_BASE_URL"
)
files=$(node -e "const p=require('$work/pack.json')[0]; console.log(p.entryCount + ' files, ' + Math.round(p.size/1024) + ' kB packed')")
pkg="$(basename "$tarball") (${files})"
step="done"
