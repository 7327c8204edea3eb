import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { bannerArt } from '../fixtures/artwork';
import { describeConformance } from '../test/conformance';
import { SportsEntrance } from './SportsEntrance';

const props = {
  imageUrl: bannerArt('Deportes'),
  alt: 'Apuestas deportivas en vivo',
  ctaLabel: 'Jugar ahora',
};

describeConformance('SportsEntrance', SportsEntrance, { props, element: HTMLButtonElement });

describe('SportsEntrance', () => {
  it('is one button, named by its call to action and artwork, that starts the game', async () => {
    const onStart = vi.fn();
    await render(<SportsEntrance {...props} onStart={onStart} />);
    await page.getByRole('button', { name: 'Jugar ahora: Apuestas deportivas en vivo' }).click();
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('reserves the artwork box before the image loads', async () => {
    const screen = await render(
      <div style={{ width: 800 }}>
        <SportsEntrance {...props} imageUrl="data:image/png;base64,broken" />
      </div>,
    );
    expect(screen.container.querySelector('img')!.getBoundingClientRect().height).toBe(250);
  });
});
