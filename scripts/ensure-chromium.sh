#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright's own browser download is not
# available here). Install it when we can; otherwise stop with a clear instruction.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-chromium] installing Debian's chromium (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "[ensure-chromium] Chromium was not found at $CHROME and cannot be installed automatically." >&2
echo "  Install it with: sudo apt-get install -y chromium   (or set CHROME_PATH to a Chromium binary)" >&2
echo "  The browser tests are part of npm test and are never skipped." >&2
exit 1
