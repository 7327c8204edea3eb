import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { describeConformance } from '../test/conformance';
import { EmptyState } from './EmptyState';

describeConformance('EmptyState', EmptyState, {
  props: { title: 'No hay avisos' },
  element: HTMLDivElement,
});

describe('EmptyState', () => {
  it('shows a heading, a description, a decorative icon and an action', async () => {
    const screen = await render(
      <EmptyState
        title="No hay avisos"
        description="Vuelva más tarde."
        icon={<Icon name="info" data-testid="icon" />}
        action={<Button>Actualizar</Button>}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'No hay avisos' }))
      .toBeVisible();
    await expect.element(screen.getByText('Vuelva más tarde.')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Actualizar' })).toBeVisible();
    expect(screen.getByTestId('icon').element().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes the heading level of its place in the page', async () => {
    const screen = await render(<EmptyState title="Sin resultados" titleAs="h3" />);
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Sin resultados' }))
      .toBeVisible();
  });
});
