import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { ConsentBanner } from './ConsentBanner';

const props = {
  title: 'Cookies de medición',
  message: 'No se carga nada hasta que usted acepte.',
  acceptLabel: 'Aceptar',
  declineLabel: 'Rechazar',
  onAccept: () => undefined,
  onDecline: () => undefined,
};

describeConformance('ConsentBanner', ConsentBanner, { props, element: HTMLElement });

describe('ConsentBanner', () => {
  it('is a region named by its title, answered by either button', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const screen = await render(
      <ConsentBanner {...props} onAccept={onAccept} onDecline={onDecline} />,
    );
    const region = screen.getByRole('region', { name: 'Cookies de medición' });
    await expect.element(region).toBeVisible();
    await expect
      .element(region.getByText('No se carga nada hasta que usted acepte.'))
      .toBeVisible();
    // It does not take focus: the page stays the player's until they answer.
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(region.getByRole('button', { name: 'Rechazar' }));
    expect(onDecline).toHaveBeenCalledOnce();
    await userEvent.click(region.getByRole('button', { name: 'Aceptar' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
