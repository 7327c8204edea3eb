import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { PromoClaimCard } from './PromoClaimCard';

const base = {
  title: 'Bono de bienvenida',
  kind: 'Bienvenida',
  amount: '$ 50,00',
  claimLabel: 'Reclamar',
  claimedLabel: 'Acreditado',
  onClaim: () => {},
};

describeConformance('PromoClaimCard', PromoClaimCard, { props: base, element: HTMLElement });

describe('PromoClaimCard', () => {
  it('is an article named by its title, with the amount and a claim button that names it too', async () => {
    const screen = await render(<PromoClaimCard {...base} ends="Hasta el domingo" />);
    await expect.element(screen.getByRole('article', { name: 'Bono de bienvenida' })).toBeVisible();
    await expect.element(screen.getByText('$ 50,00')).toBeVisible();
    await expect.element(screen.getByText('Hasta el domingo')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Reclamar' }))
      .toHaveAccessibleDescription('Bono de bienvenida');
  });

  it('claims once per click, not while a claim is on its way, and says when it is credited', async () => {
    const onClaim = vi.fn();
    const screen = await render(<PromoClaimCard {...base} onClaim={onClaim} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reclamar' }));
    expect(onClaim).toHaveBeenCalledTimes(1);

    await screen.rerender(<PromoClaimCard {...base} onClaim={onClaim} state="claiming" />);
    // Busy, the button is aria-disabled: a click still reaches it (forced) and does nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Reclamar' }), { force: true });
    expect(onClaim).toHaveBeenCalledTimes(1);

    await screen.rerender(<PromoClaimCard {...base} onClaim={onClaim} state="claimed" />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Acreditado');
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
