// Debian's Chromium for the tests of the pages the server renders itself (the game pages).
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Headless Chromium with the flags that keep it off the closed network; never a download. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/**
 * axe's violations on what `page` shows, with the rule's id first. Legacy mode scans in the page
 * itself: the default opens a blank page to gather the results, a new renderer at each scan (about
 * a second). These pages have no frames; one axe could not reach would show as frame-tested.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations, incomplete } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return [...violations, ...incomplete.filter((result) => result.id === 'frame-tested')].map(
    (result) => `${result.id}: ${result.help}`,
  );
}
