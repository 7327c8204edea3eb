# Sourced by start.sh and test.sh: everything a fresh machine with only Node
# and npm needs before the project runs. Safe to run again; fast when done.

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 # never download a browser of our own
export STORYBOOK_DISABLE_TELEMETRY=1      # no telemetry calls on a closed network
export npm_config_nodedir=/usr            # node-gyp (should a native build come) uses local headers;
# not in .npmrc: npm 11 warns about it as an unknown project config on every npm start/test
export npm_config_update_notifier=false

PNPM_VERSION=10.34.9
# The second Node line of `npm test` (scripts/node-lts.mjs): the newest LTS release, from the npm
# registry's `node` package (the official binary for this platform). docs/node-lines.md says how
# to move it.
NODE_LTS_VERSION=24.21.0
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1m[portal]\033[0m %s\n' "$*"; }
die() {
  printf '\033[1;31m[portal]\033[0m %s\n' "$*" >&2
  exit 1
}

check_node() {
  local version major minor
  version="$(node -p 'process.versions.node' 2>/dev/null)" || die "Node.js is not installed; the portal needs Node >= 20.19."
  major="${version%%.*}"
  minor="${version#*.}"
  minor="${minor%%.*}"
  if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; }; then
    die "Node $version is too old; the portal needs Node >= 20.19."
  fi
  # The supported lines are the tested ones (package.json engines): 20.19+ and 24 (LTS).
  if [ "$major" -ne 20 ] && [ "$major" -ne 24 ]; then
    say "Node $version is not a tested line (20.19+ and 24 are); going on, but see docs/node-lines.md."
  fi
}

# pnpm, pinned, installed into .tools/ so that no global state is needed.
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    return
  fi
  local local_pnpm="$ROOT/.tools/node_modules/.bin/pnpm"
  if [ ! -x "$local_pnpm" ] || [ "$("$local_pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    say "Installing pnpm $PNPM_VERSION into .tools/"
    mkdir -p "$ROOT/.tools"
    npm install --prefix "$ROOT/.tools" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null ||
      die "Could not install pnpm $PNPM_VERSION with npm."
  fi
  export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
}

# The LTS Node of the second line, into .tools/node-lts; the machine's Node stays the main one.
ensure_node_lts() {
  local dir="$ROOT/.tools/node-lts"
  local bin="$dir/node_modules/node/bin/node"
  if [ -x "$bin" ] && [ "$("$bin" -p 'process.versions.node' 2>/dev/null)" = "$NODE_LTS_VERSION" ]; then
    return
  fi
  say "Installing Node $NODE_LTS_VERSION (the LTS line tested beside this one) into .tools/node-lts/"
  rm -rf "$dir"
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$NODE_LTS_VERSION" >/tmp/portal-node-lts.log 2>&1 &&
    [ "$("$bin" -p 'process.versions.node' 2>/dev/null)" = "$NODE_LTS_VERSION" ] || {
    cat /tmp/portal-node-lts.log >&2
    die "Could not install Node $NODE_LTS_VERSION with npm (log above)."
  }
}

install_dependencies() {
  say "Installing dependencies (pnpm install)"
  pnpm install --frozen-lockfile --prefer-offline --reporter=append-only >/tmp/portal-install.log 2>&1 || {
    cat /tmp/portal-install.log >&2
    die "pnpm install failed (log above)."
  }
}

# Debian's Chromium for browser tests; its path goes to CHROMIUM_PATH.
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || die "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium."
    return
  fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then
      export CHROMIUM_PATH="$candidate"
      return
    fi
  done
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "Installing Debian's Chromium for the browser tests (apt-get)"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/tmp/portal-apt.log 2>&1 || {
      cat /tmp/portal-apt.log >&2
      die "apt-get could not install chromium (log above)."
    }
    export CHROMIUM_PATH=/usr/bin/chromium
    return
  fi
  die "Chromium is needed for the browser tests. Install Debian's 'chromium' package (apt-get install chromium, as root), or set CHROMIUM_PATH to a Chromium executable."
}

check_node
ensure_pnpm
install_dependencies
export CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
