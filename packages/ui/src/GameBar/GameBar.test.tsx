import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { GameBar } from './GameBar';

const props = { title: 'Tesoro Dorado', exitLabel: 'Salir del juego', onExit: () => {} };

describeConformance('GameBar', GameBar, { props, element: HTMLElement });

describe('GameBar', () => {
  it("is the page's header, named by its heading, with the exit first in the keyboard's order", async () => {
    const onExit = vi.fn();
    const screen = await render(
      <GameBar {...props} onExit={onExit} depositLabel="Depositar" onDeposit={() => {}} />,
    );
    const bar = screen.getByRole('banner');
    await expect.element(bar.getByRole('heading', { level: 1 })).toHaveTextContent('Tesoro Dorado');
    const buttons = bar.getByRole('button').elements();
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual([
      'Salir del juego',
      'Depositar',
    ]);
    await bar.getByRole('button', { name: 'Salir del juego' }).click();
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});
