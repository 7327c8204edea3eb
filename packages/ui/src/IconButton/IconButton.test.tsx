import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Icon } from '../Icon';
import { describeConformance } from '../test/conformance';
import { IconButton } from './IconButton';

describeConformance('IconButton', IconButton, {
  props: { label: 'Cerrar', icon: <Icon name="close" /> },
  element: HTMLButtonElement,
});

describe('IconButton', () => {
  it('takes its accessible name from label; the icon is hidden from screen readers', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <IconButton label="Actualizar saldo" icon={<Icon name="refresh" />} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Actualizar saldo' });
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.element().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('requires a label by its type', () => {
    // @ts-expect-error an icon-only button without a label has no name
    const element = <IconButton icon={<Icon name="close" />} />;
    expect(element).toBeTruthy();
  });

  it('is square: as wide as it is tall', async () => {
    const screen = await render(<IconButton label="Buscar" icon={<Icon name="search" />} />);
    const rect = screen.getByRole('button').element().getBoundingClientRect();
    expect(rect.width).toBe(rect.height);
  });
});
