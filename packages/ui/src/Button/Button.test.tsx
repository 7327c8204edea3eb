import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Button } from './Button';

describeConformance('Button', Button, {
  props: { children: 'Depositar' },
  element: HTMLButtonElement,
});

describe('Button', () => {
  it('is type="button" by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Ver</Button>
      </form>,
    );
    await screen.getByRole('button', { name: 'Ver' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading ignores clicks and does not submit, but keeps its name and focus', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Entrar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    // A real user's click (Playwright refuses to click an aria-disabled button).
    (button.element() as HTMLButtonElement).click();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    (button.element() as HTMLButtonElement).focus();
    await expect.element(button).toHaveFocus();
  });

  it('calls onClick when enabled and submits when type="submit"', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" onClick={onClick}>
          Entrar
        </Button>
      </form>,
    );
    await screen.getByRole('button', { name: 'Entrar' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows its variant and size as attributes', async () => {
    const screen = await render(
      <Button variant="danger" size="lg">
        Salir
      </Button>,
    );
    const el = screen.getByRole('button').element();
    expect(el.getAttribute('data-variant')).toBe('danger');
    expect(el.getAttribute('data-size')).toBe('lg');
  });
});
