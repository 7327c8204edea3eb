import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FIRST_SCREEN_MARK } from './marks';
import { StartupDone } from './StartupDone';

function addScreen(): HTMLElement {
  const screen = document.createElement('div');
  screen.id = 'startup';
  screen.style.transition = 'opacity 150ms';
  document.body.append(screen);
  return screen;
}

describe('StartupDone', () => {
  afterEach(() => {
    document.getElementById('startup')?.remove();
    performance.clearMarks(FIRST_SCREEN_MARK);
  });

  it('fades the start-up screen out, then removes it, and marks the first screen', async () => {
    const screen = addScreen();
    await render(<StartupDone />);
    expect(screen.hasAttribute('data-leaving')).toBe(true);
    expect(performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark')).toHaveLength(1);
    await expect.poll(() => screen.isConnected).toBe(false);
  });

  it('leaves once however many screens render it (Strict Mode, several boundaries)', async () => {
    addScreen();
    await render(
      <>
        <StartupDone />
        <StartupDone />
      </>,
    );
    expect(performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark')).toHaveLength(1);
  });

  it('does nothing where there is no start-up screen (tests, Storybook)', async () => {
    await render(<StartupDone />);
    expect(performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark')).toHaveLength(0);
  });
});
