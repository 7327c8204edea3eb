import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Icon } from './Icon';
import { iconNames } from './names';
import { ICON_SPRITE_ID } from './sprite';

describeConformance('Icon', Icon, {
  props: { name: 'star' },
  element: SVGSVGElement,
  ownClass: false,
});

describe('Icon', () => {
  it('is decorative unless labelled', async () => {
    const screen = await render(
      <>
        <Icon name="star" data-testid="plain" />
        <Icon name="warning" label="Aviso" />
      </>,
    );
    expect(screen.getByTestId('plain').element().getAttribute('aria-hidden')).toBe('true');
    await expect.element(screen.getByRole('img', { name: 'Aviso' })).toBeVisible();
  });

  it('follows the text size by default and takes a pixel size', async () => {
    const screen = await render(
      <div style={{ fontSize: 20 }}>
        <Icon name="check" data-testid="em" />
        <Icon name="check" size={32} data-testid="px" />
      </div>,
    );
    expect(screen.getByTestId('em').element().getBoundingClientRect().width).toBe(20);
    expect(screen.getByTestId('px').element().getBoundingClientRect().width).toBe(32);
  });

  it('turns the start and end chevrons around right to left', async () => {
    const screen = await render(
      <div dir="rtl">
        <Icon name="chevronEnd" data-testid="end" />
        <Icon name="star" data-testid="star" />
      </div>,
    );
    expect(getComputedStyle(screen.getByTestId('end').element()).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    expect(getComputedStyle(screen.getByTestId('star').element()).transform).toBe('none');
  });

  it('draws every name from the sprite', async () => {
    const screen = await render(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} data-testid={name} size={24} />
        ))}
      </>,
    );
    // The sprite is a file of its own: each drawing shows once it has loaded.
    await expect
      .poll(() =>
        iconNames.filter(
          (name) =>
            (screen.getByTestId(name).element().querySelector('use')?.getBBox().width ?? 0) === 0,
        ),
      )
      .toEqual([]);
  });

  it('draws from one copy of the sprite in the page, not from the file for each icon', async () => {
    // An element of the page whose id is an icon's name is not taken for its drawing.
    const screen = await render(
      <>
        <p id="star">texto</p>
        {Array.from({ length: 30 }, (_, i) => (
          <Icon key={i} name="star" data-testid={`star-${i}`} size={24} />
        ))}
      </>,
    );
    await expect
      .poll(() => screen.getByTestId('star-29').element().querySelector('use')!.getBBox().width)
      .toBeGreaterThan(0);
    expect(document.querySelectorAll(`#${ICON_SPRITE_ID}`)).toHaveLength(1);
    for (const use of document.querySelectorAll('[data-testid^="star-"] use'))
      expect(use.getAttribute('href')).toBe(`#${ICON_SPRITE_ID}-star`);
    const sprite = document.getElementById(ICON_SPRITE_ID)!;
    expect(sprite.getAttribute('aria-hidden')).toBe('true');
    expect(sprite.getBoundingClientRect().width).toBe(0);
  });

  it('puts the sprite back when the page has lost it', async () => {
    await render(<Icon name="check" />);
    await expect.poll(() => document.getElementById(ICON_SPRITE_ID)).not.toBeNull();
    document.getElementById(ICON_SPRITE_ID)!.remove();
    const screen = await render(<Icon name="close" data-testid="close" size={24} />);
    await expect
      .poll(() => screen.getByTestId('close').element().querySelector('use')!.getBBox().width)
      .toBeGreaterThan(0);
  });
});
