#!/usr/bin/env bash
# npm test: typecheck, production build, unit + integration tests (vitest), the durability drill, browser tests
# (Playwright with Debian's Chromium, JavaScript on and off). Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "build"
npx react-router build > /tmp/studio-build.log 2>&1 || { cat /tmp/studio-build.log; exit 1; }
echo "build ok"
step "unit and integration tests (vitest)"
npx vitest run
step "durability drill (S3 stand-in, Litestream, kill -9, restore; docs/decisions/0320)"
npm run --silent test:drill
step "browser tests (Playwright, Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
