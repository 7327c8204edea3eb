/**
 * Runs after every story test that passed (render, play function and the
 * addon's axe check in the light theme): the story is checked with axe's
 * colour rules again in the dark theme, and its picture is compared with the committed baseline
 * in both themes. Switching theme here is what the app does: one attribute
 * on <html>.
 *
 * Baselines live beside each stories file in __screenshots__/. With CI set a
 * missing baseline fails; `pnpm test:update-screenshots` writes them on purpose.
 *
 * Every story has its pictures: a story that sets `parameters.screenshot.disable` fails, unless
 * SCREENSHOT_EXCEPTIONS below names it with the reason. A picture that depends on the time is not
 * a reason: stories run on a fixed clock (.storybook/clock.ts).
 */
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { STORY_TIME_ZONE } from './clock';

interface StoryContext {
  story?: { parameters?: { screenshot?: { disable?: boolean } } };
}

/**
 * The stories that may go without pictures, by story id, each with the reason why. Keep it short:
 * every entry is a story whose look no run checks.
 */
const SCREENSHOT_EXCEPTIONS: Readonly<Record<string, string>> = {};

// Local times (a clock without a time zone, "today" of a date filter) are pictured in one zone,
// whatever the zone of the machine that runs the tests. A second file of the same page finds the
// override in place already.
beforeAll(async () => {
  try {
    await cdp().send('Emulation.setTimezoneOverride', { timezoneId: STORY_TIME_ZONE });
  } catch (error) {
    if (!/already in effect/i.test(String(error))) throw error;
  }
});

// Each story starts on a page as fresh as the first one: its attributes, its focus, and the
// pointer off the page (where the previous story left it, it would hover whatever this one draws
// there, a menu that opens on hover, say, and a picture would depend on the order stories run in).
beforeEach(async () => {
  freshPage();
  await focusDocument();
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -1, y: -1 });
});

/**
 * The stories' files share one page (isolate: false in vitest.config.ts), so each story starts
 * with <html> and <body> as Vitest's page has them before any story (`<html lang="en">`, a bare
 * `<body>`), whatever ran before: an app screen leaves its `lang` (Spanish shapes "fi" otherwise
 * than English), a pop-up may leave its scroll lock.
 */
function freshPage(): void {
  const restore = (element: Element, attributes: Record<string, string>) => {
    for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  };
  restore(document.documentElement, { lang: 'en' });
  restore(document.body, {});
}

/**
 * Focus in this document, as in a page a player has just opened: a story that focused a frame of
 * its own (a game) leaves it elsewhere, and what needs a focused page (a focus ring, the
 * clipboard) would behave otherwise. A real click (Playwright's) on a cover over the page gives it.
 */
async function focusDocument(): Promise<void> {
  if (document.hasFocus()) return;
  const cover = document.createElement('div');
  cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
  document.body.append(cover);
  try {
    await userEvent.click(cover);
  } finally {
    cover.remove();
  }
}

const FREEZE_ID = 'portal-screenshot-freeze';

/** Animations, transitions and the caret stopped so pictures are repeatable. */
function freeze(): () => void {
  const style = document.createElement('style');
  style.id = FREEZE_ID;
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
  return () => style.remove();
}

/**
 * The part of the page to picture: the whole body when a dialog is open (it
 * renders in a portal outside the story root), else the story's root: the
 * first plain <div> of <body> that is not Storybook's spinner wrapper.
 */
function target(): HTMLElement {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return document.body;
  const root = Array.from(document.body.children).find(
    (el): el is HTMLDivElement =>
      el instanceof HTMLDivElement && !el.classList.contains('sb-wrapper'),
  );
  return root ?? document.body;
}

/**
 * The rules whose outcome a colour theme can change. The addon has run every
 * rule in the light theme already, and the markup is the same in both.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

async function expectNoAxeViolations(element: HTMLElement, mode: string) {
  const results = await axe.run(element === document.body ? document : element, {
    resultTypes: ['violations'],
    runOnly: { type: 'rule', values: THEME_RULES },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations in the ${mode} theme`).toEqual([]);
}

/**
 * Images still loading within the viewport, for 5 s at most. A lazy image further down does not
 * load until the viewport reaches it: waiting for it would only wait out the 5 s.
 */
async function imagesLoaded(): Promise<void> {
  const pending = Array.from(document.images).filter(
    (image) =>
      !image.complete &&
      (image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight),
  );
  if (pending.length === 0) return;
  const loaded = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 5000))]);
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Grows the viewport to the story's whole height, measured once what is drawn has settled (images
 * in view loaded, two frames painted): a height taken while a list was still measuring its rows gave a
 * picture of another size on a busy machine, as the frame around the story is scaled to the
 * viewport. Measured once: a page at least as tall as the viewport grows with it. Returns the
 * height set.
 */
async function fitHeight(width: number, height: number): Promise<number> {
  await imagesLoaded();
  await frame();
  await frame();
  const full = Math.min(document.documentElement.scrollHeight, 4000);
  if (full <= height) return height;
  await page.viewport(width, full);
  await viewportApplied(full);
  // The lazy images the grown viewport has brought into view.
  await imagesLoaded();
  return full;
}

/**
 * Until the story's frame has the height asked for, and two frames are painted at it: the
 * viewport's promise can settle before the frame around the story is resized and scaled, and a
 * picture taken then had another size (seen on a busy machine). Two seconds at most.
 */
async function viewportApplied(height: number): Promise<void> {
  const until = Date.now() + 2000;
  while (window.innerHeight !== height && Date.now() < until) await frame();
  await frame();
  await frame();
}

afterEach(async (context) => {
  const storyId = context.task.meta.storyId;
  const story = (context as unknown as StoryContext).story;
  if (storyId && story?.parameters?.screenshot?.disable) {
    expect(
      SCREENSHOT_EXCEPTIONS[storyId],
      `${storyId} disables its screenshot: every story is pictured in light and dark (see .storybook/vitest.setup.ts)`,
    ).toBeTruthy();
    return;
  }
  if (context.task.result?.state !== 'pass' || !storyId) return;

  const html = document.documentElement;
  const initialTheme = html.getAttribute('data-theme');
  const unfreeze = freeze();
  // A story taller than the viewport is pictured whole: the viewport grows to
  // fit it, so nothing below the fold is left unpainted.
  const { innerWidth: width, innerHeight: height } = window;
  const fullHeight = await fitHeight(width, height);
  try {
    for (const mode of ['light', 'dark'] as const) {
      html.setAttribute('data-theme', mode);
      const element = target();
      if (mode === 'dark') await expectNoAxeViolations(element, mode);
      await expect.element(page.elementLocator(element)).toMatchScreenshot(`${storyId}--${mode}`);
    }
  } finally {
    if (fullHeight > height) {
      await page.viewport(width, height);
      await viewportApplied(height);
    }
    unfreeze();
    if (initialTheme === null) html.removeAttribute('data-theme');
    else html.setAttribute('data-theme', initialTheme);
  }
});
