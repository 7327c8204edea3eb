import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { LanguageSelect, languageDir } from './LanguageSelect';
import { fewLanguages } from './LanguageSelect.samples';

const props = { languages: fewLanguages, value: 'ES', label: 'Idioma', onChange: () => {} };

describeConformance('LanguageSelect', LanguageSelect, { props, element: HTMLButtonElement });

describe('LanguageSelect', () => {
  it('names the trigger with the label and the current language', async () => {
    const screen = await render(<LanguageSelect {...props} value="PT-BR" />);
    await expect
      .element(screen.getByRole('button', { name: 'Idioma Português (Brasil)' }))
      .toBeVisible();
  });

  it('checks the current language and reports the chosen code', async () => {
    const onChange = vi.fn();
    const screen = await render(<LanguageSelect {...props} onChange={onChange} />);
    await screen.getByRole('button', { name: 'Idioma Español' }).click();
    const items = screen.getByRole('menuitemradio');
    await expect.element(items.first()).toBeVisible();
    expect(items.elements().map((el) => el.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    await screen.getByRole('menuitemradio', { name: 'English' }).click();
    expect(onChange).toHaveBeenCalledWith('EN');
  });

  it('writes AR, FA and UR right to left, unless the data says otherwise', () => {
    expect(languageDir({ code: 'AR', name: '' })).toBe('rtl');
    expect(languageDir({ code: 'fa', name: '' })).toBe('rtl');
    expect(languageDir({ code: 'UR', name: '' })).toBe('rtl');
    expect(languageDir({ code: 'ES', name: '' })).toBeUndefined();
    expect(languageDir({ code: 'AR', name: '', dir: 'ltr' })).toBe('ltr');
  });

  it('opens with the keyboard and closes with Escape', async () => {
    const screen = await render(<LanguageSelect {...props} />);
    const trigger = screen.getByRole('button', { name: 'Idioma Español' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });
});
