import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium: a test never downloads a browser of its own. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The Playwright provider on Debian's Chromium, with the flags that keep it
 * off the closed network (without them it floods it with refused connections).
 */
export const chromiumProvider = () =>
  playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  });
