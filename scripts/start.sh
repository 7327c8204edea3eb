#!/usr/bin/env bash
# npm start: installs what is missing, builds Storybook and serves it. The
# design system is the first part of the portal that can be looked at; the app
# takes this command over when it exists.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
PORT="${PORT:-6006}"
HOST="${HOST:-127.0.0.1}"
say "Building Storybook"
pnpm exec storybook build --quiet --disable-telemetry --output-dir storybook-static >/tmp/portal-storybook-build.log 2>&1 || {
  cat /tmp/portal-storybook-build.log >&2
  die "Storybook build failed (log above)."
}
say "Storybook: http://$HOST:$PORT/"
exec pnpm exec vite preview --outDir storybook-static --host "$HOST" --port "$PORT" --strictPort
