import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { captchaChallenge } from '../fixtures/captcha';
import { tEs } from '../fixtures/texts';
import { LoginForm } from './LoginForm';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('LoginForm', () => {
  it('forwards its ref to the form', async () => {
    const ref = createRef<HTMLFormElement>();
    await render(<LoginForm t={tEs} onSubmit={vi.fn()} ref={ref} className="x" />);
    expect(ref.current).toBeInstanceOf(HTMLFormElement);
    expect(ref.current?.classList.contains('x')).toBe(true);
    expect(LoginForm.displayName).toBe('LoginForm');
  });

  it('has no mobile tab without code login, even when asked for it', async () => {
    await render(<LoginForm t={tEs} onSubmit={vi.fn()} defaultTab="sms" />);
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(1);
    expect(input('username')).not.toBeNull();
  });

  it('checks only the shown tab: an empty username does not stop a code login', async () => {
    const onSubmit = vi.fn();
    await render(<LoginForm t={tEs} onSubmit={onSubmit} codeLogin />);
    await userEvent.click(page.getByRole('button', { name: 'Iniciar sesión' }));
    await expect.element(page.getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
    await page.getByRole('tab', { name: 'Número de móvil' }).click();
    // Without an operator rule the number follows the server's default: 6 to 20 digits.
    await userEvent.type(input('mobileNum')!, '012345');
    await userEvent.type(input('verificationCode')!, ' 4829 {Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'sms',
      username: '012345',
      password: '4829',
      area: 'member',
      remember: false,
    });
  });

  it('says nothing of a field left empty until the submit, which says it of both', async () => {
    await render(<LoginForm t={tEs} onSubmit={vi.fn()} />);
    const username = page.getByRole('textbox', { name: 'Usuario' });
    await username.click();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Iniciar sesión' }));
    await expect.element(username).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(page.getByRole('textbox', { name: 'Contraseña' }))
      .toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the operator’s default dialing code when the countries arrive after it opened', async () => {
    const onSubmit = vi.fn();
    const countries = [
      { countryCode: 'CO', countryDialingCode: '+57', name: 'Colombia' },
      { countryCode: 'MX', countryDialingCode: '+52', name: 'México' },
    ];
    const { rerender } = await render(
      <LoginForm t={tEs} onSubmit={onSubmit} codeLogin defaultTab="sms" />,
    );
    await rerender(
      <LoginForm t={tEs} onSubmit={onSubmit} codeLogin defaultTab="sms" countries={countries} />,
    );
    await expect
      .element(page.getByRole('combobox', { name: 'Prefijo del país' }))
      .toHaveValue('CO');
    await userEvent.type(input('mobileNum')!, '3001234567');
    await userEvent.type(input('verificationCode')!, '4829{Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ countryDialingCode: '+57' }));
  });

  it('starts with the remembered login and asks for the solved challenge only when the server did', async () => {
    const onSubmit = vi.fn();
    const { rerender } = await render(
      <LoginForm
        t={tEs}
        onSubmit={onSubmit}
        initialValues={{ username: 'jugador01', password: 'abc123', remember: true }}
      />,
    );
    expect(page.getByRole('checkbox', { name: 'No soy un robot' }).query()).toBeNull();
    await rerender(
      <LoginForm
        t={tEs}
        onSubmit={onSubmit}
        initialValues={{ username: 'jugador01', password: 'abc123', remember: true }}
        captcha={{ challenge: captchaChallenge, language: 'es', onRefresh: vi.fn() }}
      />,
    );
    // The widget solves the challenge in the browser once ticked; its solution is the value.
    const robot = page.getByRole('checkbox', { name: 'No soy un robot' });
    await expect.element(robot).toBeVisible();
    (robot.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Iniciar sesión' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'username',
      username: 'jugador01',
      password: 'abc123',
      area: 'member',
      captcha: expect.any(String),
      remember: true,
    });
    const sent = JSON.parse(atob(onSubmit.mock.calls[0]?.[0].captcha));
    expect(sent.challenge.signature).toBe(captchaChallenge.signature);
    expect(sent.solution.counter).toEqual(expect.any(Number));
  });

  it('sends nothing while the caller says a login is pending', async () => {
    const onSubmit = vi.fn();
    await render(
      <LoginForm
        t={tEs}
        onSubmit={onSubmit}
        pending
        initialValues={{ username: 'jugador01', password: 'abc123' }}
      />,
    );
    await userEvent.type(input('password')!, '{Enter}');
    // The busy button is aria-disabled: a real click still reaches it.
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
