import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { DateInput, isIsoDate } from './DateInput';

describeConformance('DateInput', DateInput, {
  props: { 'aria-label': 'Fecha' },
  element: HTMLInputElement,
  findRoot: (container) => container.querySelector('input'),
});

const input = () => document.querySelector('input') as HTMLInputElement;

describe('isIsoDate', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('17-05-1990')).toBe(false);
    expect(isIsoDate('1990-5-17')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('DateInput', () => {
  it('is a native date input whose value is yyyy-MM-dd', async () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    await render(<DateInput aria-label="Fecha" onChange={onChange} />);
    expect(input().type).toBe('date');
    await page.getByLabelText('Fecha').fill('1990-05-17');
    expect(input().value).toBe('1990-05-17');
    expect(onChange).toHaveLastReturnedWith('1990-05-17');
  });

  it('passes min and max, and a date outside them is invalid for the browser', async () => {
    await render(
      <DateInput aria-label="Fecha" min="1920-01-01" max="2008-11-21" defaultValue="2008-11-21" />,
    );
    expect(input().min).toBe('1920-01-01');
    expect(input().max).toBe('2008-11-21');
    expect(input().checkValidity()).toBe(true);
    await page.getByLabelText('Fecha').fill('2008-11-22');
    expect(input().validity.rangeOverflow).toBe(true);
    await page.getByLabelText('Fecha').fill('1919-12-31');
    expect(input().validity.rangeUnderflow).toBe(true);
  });

  it('keeps the date type even if a caller passes another one', async () => {
    const props = { 'aria-label': 'Fecha', type: 'text' } as Record<string, unknown>;
    await render(<DateInput {...props} />);
    expect(input().type).toBe('date');
  });

  it('marks its box invalid from aria-invalid', async () => {
    await render(<DateInput aria-label="Fecha" aria-invalid />);
    expect(input().parentElement!.hasAttribute('data-invalid')).toBe(true);
  });
});
