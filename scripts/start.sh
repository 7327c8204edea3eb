#!/usr/bin/env bash
# npm start: installs what is missing, builds the web app and Storybook, and
# starts the reference server on the embedded database (PGlite) with demo data.
# The server serves the API, the app at / (STATIC_DIR, with the SPA fallback)
# and the built Storybook at /storybook/.
#
# An operator's theme: THEME_FILE=docs/examples/operator-theme.json npm start
# (copied beside the app as theme.json, which the app reads at start; the same
# file can be dropped into packages/app/dist later without a rebuild).
set -euo pipefail
source "$(dirname "$0")/setup.sh"
export HOST="${HOST:-127.0.0.1}"
export PORT="${PORT:-8080}"
export MERCHANT_CODE="${MERCHANT_CODE:-PORTAL}"

say "Building the web app"
VITE_MERCHANT_CODE="$MERCHANT_CODE" pnpm --filter @portal/app build >/tmp/portal-app-build.log 2>&1 || {
  cat /tmp/portal-app-build.log >&2
  die "The web app build failed (log above)."
}
if [ -n "${THEME_FILE:-}" ]; then
  cp "$THEME_FILE" "$ROOT/packages/app/dist/theme.json" || die "Cannot read THEME_FILE=$THEME_FILE."
fi
export STATIC_DIR="$ROOT/packages/app/dist"

say "Building Storybook"
pnpm exec storybook build --quiet --disable-telemetry --output-dir storybook-static >/tmp/portal-storybook-build.log 2>&1 || {
  cat /tmp/portal-storybook-build.log >&2
  die "Storybook build failed (log above)."
}
export STORYBOOK_DIR="$ROOT/storybook-static"
say "The portal: http://$HOST:$PORT/"
say "Storybook (the design system): http://$HOST:$PORT/storybook/"
say "API description: http://$HOST:$PORT/api/openapi.json"
# exec, and tsx itself (not pnpm), so that Ctrl-C and SIGTERM reach the server,
# which closes the embedded database cleanly.
cd packages/server
exec ../../node_modules/.bin/tsx src/main.ts
