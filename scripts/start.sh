#!/usr/bin/env bash
# npm start: installs what is missing, builds Storybook, and starts the
# reference server on the embedded database (PGlite) with demo data. The
# server serves the API and the built Storybook at /storybook/; the web app
# joins it at / when it exists (STATIC_DIR).
set -euo pipefail
source "$(dirname "$0")/setup.sh"
export HOST="${HOST:-127.0.0.1}"
export PORT="${PORT:-8080}"
say "Building Storybook"
pnpm exec storybook build --quiet --disable-telemetry --output-dir storybook-static >/tmp/portal-storybook-build.log 2>&1 || {
  cat /tmp/portal-storybook-build.log >&2
  die "Storybook build failed (log above)."
}
export STORYBOOK_DIR="$ROOT/storybook-static"
say "Storybook (the design system): http://$HOST:$PORT/storybook/"
say "API description: http://$HOST:$PORT/api/openapi.json"
# exec, and tsx itself (not pnpm), so that Ctrl-C and SIGTERM reach the server,
# which closes the embedded database cleanly.
cd packages/server
exec ../../node_modules/.bin/tsx src/main.ts
