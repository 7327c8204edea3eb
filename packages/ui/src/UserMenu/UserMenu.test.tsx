import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { UserMenu } from './UserMenu';
import { sampleUserMenuItems } from './UserMenu.samples';

const props = { account: 'jugador88', items: sampleUserMenuItems, onSelect: () => {} };

describeConformance('UserMenu', UserMenu, { props, element: HTMLButtonElement });

const names = (elements: Element[]) => elements.map((el) => el.getAttribute('data-key'));

describe('UserMenu', () => {
  it('leaves the agent entry out unless the player is an agent', async () => {
    const screen = await render(<UserMenu {...props} />);
    await screen.getByRole('button', { name: 'jugador88' }).click();
    await expect.element(screen.getByRole('menu')).toBeVisible();
    expect(names(screen.getByRole('menuitem').elements())).toEqual([
      'account',
      'bettingRecord',
      'platformInfo',
      'customerService',
      'signOut',
    ]);
    await userEvent.keyboard('{Escape}');

    await screen.rerender(<UserMenu {...props} isAgent />);
    await screen.getByRole('button', { name: 'jugador88' }).click();
    await expect.element(screen.getByRole('menuitem', { name: 'Agente' })).toBeVisible();
  });

  it('hands the chosen entry to onSelect and closes', async () => {
    const onSelect = vi.fn();
    const screen = await render(<UserMenu {...props} onSelect={onSelect} />);
    await screen.getByRole('button', { name: 'jugador88' }).click();
    await screen.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    expect(onSelect).toHaveBeenCalledWith(sampleUserMenuItems.at(-1));
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the unclaimed count on the trigger only with a label and above 0', async () => {
    const countLabel = (n: number) => `${n} pendientes`;
    const screen = await render(
      <>
        <UserMenu {...props} count={4} countLabel={countLabel} data-testid="a" />
        <UserMenu {...props} count={0} countLabel={countLabel} data-testid="b" />
      </>,
    );
    await expect.element(screen.getByTestId('a')).toHaveAccessibleName('jugador88 4 pendientes');
    await expect.element(screen.getByTestId('b')).toHaveAccessibleName('jugador88');
  });

  it('marks the sign-out entry as destructive and sets it apart', async () => {
    const screen = await render(<UserMenu {...props} defaultOpen />);
    const signOut = screen.getByRole('menuitem', { name: 'Cerrar sesión' });
    await expect.element(signOut).toHaveAttribute('data-danger');
    expect(signOut.element().previousElementSibling?.getAttribute('role')).toBe('separator');
  });
});
