import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Icon } from '../Icon';
import { describeConformance } from '../test/conformance';
import { TextInput } from './TextInput';

describeConformance('TextInput', TextInput, {
  props: { 'aria-label': 'Usuario' },
  element: HTMLInputElement,
  findRoot: (container) => container.querySelector('input'),
});

describe('TextInput', () => {
  it('is a text input that reports what is typed', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextInput aria-label="Usuario" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Usuario' });
    await userEvent.type(input, 'abc');
    await expect.element(input).toHaveValue('abc');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input.element().getAttribute('type')).toBe('text');
  });

  it('marks its box invalid from aria-invalid, and disabled from disabled', async () => {
    const screen = await render(
      <>
        <TextInput aria-label="Uno" aria-invalid />
        <TextInput aria-label="Dos" disabled />
        <TextInput aria-label="Tres" />
      </>,
    );
    const box = (name: string) => screen.getByRole('textbox', { name }).element().parentElement!;
    expect(box('Uno').hasAttribute('data-invalid')).toBe(true);
    expect(box('Dos').hasAttribute('data-disabled')).toBe(true);
    expect(box('Tres').hasAttribute('data-invalid')).toBe(false);
  });

  it('draws the invalid border in the danger colour and the placeholder in secondary text', async () => {
    const screen = await render(<TextInput aria-label="Uno" aria-invalid placeholder="Texto" />);
    const input = screen.getByRole('textbox').element();
    const danger = getComputedStyle(document.documentElement)
      .getPropertyValue('--color-status-danger')
      .trim();
    const probe = document.createElement('span');
    probe.style.color = danger;
    document.body.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    expect(getComputedStyle(input.parentElement!).borderTopColor).toBe(expected);
  });

  it('renders the adornments around the input, in reading order', async () => {
    const screen = await render(
      <TextInput
        aria-label="Monto"
        startAdornment={<Icon name="star" data-testid="start" />}
        endAdornment={<span data-testid="end">MXN</span>}
      />,
    );
    const input = screen.getByRole('textbox').element();
    const start = screen.getByTestId('start').element();
    const end = screen.getByTestId('end').element();
    expect(start.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('fills its container when fullWidth', async () => {
    const screen = await render(
      <div style={{ width: 400 }}>
        <TextInput aria-label="Usuario" fullWidth />
      </div>,
    );
    const box = screen.getByRole('textbox').element().parentElement!;
    expect(box.getBoundingClientRect().width).toBe(400);
  });
});
