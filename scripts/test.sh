#!/usr/bin/env bash
# npm test: format and lint (Biome), typecheck, the unit and integration layers (vitest, no build needed, one run), production build, the tests
# that need the build (vitest), browser tests (Playwright with Debian's Chromium, JavaScript on
# and off), with the durability drill after the built layer. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "format and lint (biome ci: zero diagnostics; docs/decisions/0409)"
npx biome ci . --error-on-warnings --max-diagnostics=30
step "typecheck"
npm run --silent typecheck
step "unit and integration layers: domain, models, import rule; routes through their handlers (vitest --project unit --project integration)"
npx vitest run --project unit --project integration
step "build"
npx react-router build > /tmp/studio-build.log 2>&1 || { cat /tmp/studio-build.log; exit 1; }
echo "build ok"
step "built layer: the production server and build/ (vitest --project built)"
npx vitest run --project built
step "durability drill (S3 stand-in, Litestream, kill -9, restore; docs/decisions/0320)"
npm run --silent test:drill
step "browser tests (Playwright, Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
