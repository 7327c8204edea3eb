#!/usr/bin/env bash
# npm test: installs what is missing, then runs every check (see run-tests.mjs).
set -euo pipefail
# The whole run's wall time, installs included, is printed at its end (run-tests.mjs).
export PORTAL_TEST_STARTED_MS="${PORTAL_TEST_STARTED_MS:-$(date +%s%3N)}"
source "$(dirname "$0")/setup.sh"
ensure_chromium
ensure_node_lts
export CHROME_PATH="$CHROMIUM_PATH"
exec node scripts/run-tests.mjs "$@"
