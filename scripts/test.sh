#!/usr/bin/env bash
# npm test: installs what is missing, then runs every check (see run-tests.mjs).
set -euo pipefail
source "$(dirname "$0")/setup.sh"
ensure_chromium
ensure_node_lts
export CHROME_PATH="$CHROMIUM_PATH"
exec node scripts/run-tests.mjs "$@"
