import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { operatorRules } from '../fixtures/rules';
import { tEs } from '../fixtures/texts';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

const setup = async (props: Partial<RegisterFormProps> = {}) => {
  const onSubmit = vi.fn();
  const onSendCode = vi.fn(() => Promise.resolve({ expiredMinutes: 5 }));
  const result = await render(
    <RegisterForm
      t={tEs}
      rules={operatorRules}
      mobileRegistration
      smsVerification
      onSubmit={onSubmit}
      onSendCode={onSendCode}
      {...props}
    />,
  );
  return { onSubmit, onSendCode, result };
};

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('RegisterForm', () => {
  it('forwards its ref to the form and spreads other props onto it', async () => {
    const ref = createRef<HTMLFormElement>();
    await render(
      <RegisterForm t={tEs} rules={operatorRules} onSubmit={vi.fn()} ref={ref} data-testid="r" />,
    );
    expect(ref.current).toBeInstanceOf(HTMLFormElement);
    expect(ref.current?.dataset['testid']).toBe('r');
    expect(RegisterForm.displayName).toBe('RegisterForm');
  });

  it('keeps what was typed when the player switches tabs and back', async () => {
    await setup();
    await userEvent.type(input('username')!, 'jugador01');
    await userEvent.type(input('password')!, 'abc123');
    await page.getByRole('tab', { name: 'Número de móvil' }).click();
    expect(input('username')).toBeNull();
    expect(input('password')!.value).toBe('abc123');
    await page.getByRole('tab', { name: 'Usuario' }).click();
    expect(input('username')!.value).toBe('jugador01');
  });

  it('sends the affiliate code of the link when its field is hidden', async () => {
    const { onSubmit } = await setup({
      rules: { ...operatorRules, affiliateCode: { enabled: false, required: false } },
      mobileRegistration: false,
      smsVerification: false,
      affiliateCode: ' AMIGO7 ',
    });
    expect(input('affiliateCode')).toBeNull();
    await userEvent.type(input('username')!, 'jugador01');
    await userEvent.type(input('mobileNum')!, '0123456789');
    await userEvent.type(input('password')!, 'abc123');
    await userEvent.type(input('confirmPassword')!, 'abc123');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({ affiliateCode: 'AMIGO7' });
  });

  it('asks for no code while the number is wrong, then counts 60 s for the first code', async () => {
    const { onSendCode } = await setup({ defaultTab: 'mobile' });
    await userEvent.type(input('mobileNum')!, '123');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Número de móvil' })).toHaveFocus();
    expect(onSendCode).not.toHaveBeenCalled();
    await userEvent.type(input('mobileNum')!, '4567890');
    // Past the button's one-second throttle.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect.element(page.getByText('Reenviar en 60 s')).toBeInTheDocument();
    expect(onSendCode).toHaveBeenCalledWith('1234567890');
  });

  it('shows nothing but the server message when no registration is switched on', async () => {
    await setup({ usernameRegistration: false, mobileRegistration: false, serverError: 'Cerrado' });
    expect(document.querySelectorAll('input[type="text"], input[type="tel"]')).toHaveLength(0);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Cerrado');
  });
});
