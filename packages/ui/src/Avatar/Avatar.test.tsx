import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Avatar, initialsOf } from './Avatar';

const good = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#36c"/></svg>',
)}`;
const broken = 'data:image/png;base64,AAAA';

describeConformance('Avatar', Avatar, {
  props: { alt: 'Avatar', name: 'Ana' },
  element: HTMLSpanElement,
});

describe('Avatar', () => {
  it('shows the picture with its alt as the name of the image', async () => {
    const screen = await render(<Avatar src={good} alt="Avatar de Ana" />);
    const avatar = screen.getByRole('img', { name: 'Avatar de Ana' });
    await expect.element(avatar).toHaveAttribute('data-state', 'image');
    expect(avatar.element().querySelector('img')?.getAttribute('src')).toBe(good);
  });

  it('falls back to fallbackSrc, then to initials, when pictures fail to load', async () => {
    const screen = await render(
      <>
        <Avatar src={broken} fallbackSrc={good} alt="uno" />
        <Avatar src={broken} fallbackSrc={broken} name="ana maría ruiz" alt="dos" />
        <Avatar src={broken} alt="tres" />
      </>,
    );
    await expect
      .element(screen.getByRole('img', { name: 'uno' }))
      .toHaveAttribute('data-state', 'fallback');
    await expect.element(screen.getByRole('img', { name: 'dos' })).toHaveTextContent('AR');
    await expect
      .element(screen.getByRole('img', { name: 'tres' }))
      .toHaveAttribute('data-state', 'icon');
  });

  it('tries a new src again after a failure', async () => {
    const screen = await render(<Avatar src={broken} name="Ana" alt="a" />);
    const avatar = screen.getByRole('img', { name: 'a' });
    await expect.element(avatar).toHaveAttribute('data-state', 'initials');
    await screen.rerender(<Avatar src={good} name="Ana" alt="a" />);
    await expect.element(avatar).toHaveAttribute('data-state', 'image');
  });

  it('is decorative with an empty alt', async () => {
    const screen = await render(<Avatar name="Ana" alt="" data-testid="a" />);
    expect(screen.getByTestId('a').element().getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('a').element().getAttribute('role')).toBeNull();
  });

  it('takes initials from the first and last word', () => {
    expect(initialsOf('maría josé lópez')).toBe('ML');
    expect(initialsOf('  jugador88 ')).toBe('JU');
    expect(initialsOf('')).toBe('');
  });
});
