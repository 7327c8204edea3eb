import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { CaptchaImage } from './CaptchaImage';
import { captchaSample, captchaSampleNext } from './captchaSamples';

const meta = {
  title: 'Components/CaptchaImage',
  component: CaptchaImage,
  args: {
    src: captchaSample,
    alt: 'Código de verificación',
    refreshLabel: 'Cambiar imagen',
    onRefresh: fn(),
  },
} satisfies Meta<typeof CaptchaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The raw base64 of the captcha call. A second click within a second is ignored. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Código de verificación Cambiar imagen',
    });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    button.blur();
  },
};

export const Playground: Story = {};

/** A data URL is used as it is. */
export const DataUrl: Story = { args: { src: `data:image/png;base64,${captchaSampleNext}` } };

/** A new picture is on its way: dimmed, busy, clicks ignored. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Before the first answer: an empty frame that the alt text still names. */
export const Empty: Story = {
  render: ({ src: _src, ...args }) => <CaptchaImage {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Código de verificación Cambiar imagen' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Each accepted click shows the next picture. */
export const Refreshing: Story = {
  render: function Render(args) {
    const [next, setNext] = useState(false);
    return (
      <CaptchaImage
        {...args}
        src={next ? captchaSampleNext : captchaSample}
        onRefresh={() => {
          args.onRefresh();
          setNext((n) => !n);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    const picture = () => button.querySelector('img')!.getAttribute('src');
    const first = picture();
    await userEvent.click(button);
    await expect(picture()).not.toBe(first);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    button.blur();
  },
};

/** Beside the captcha answer, as in the login pop-up. */
export const InAField: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="Código de verificación" required error="Ingrese el captcha">
        {(field) => (
          <div style={{ display: 'flex', gap: 8 }}>
            <TextInput {...field} inputMode="numeric" autoComplete="off" fullWidth />
            <CaptchaImage {...args} alt="Imagen del código" />
          </div>
        )}
      </FormField>
    </div>
  ),
};

/** The refresh mark comes after the picture: on its left in right-to-left text. */
export const RightToLeft: Story = {
  args: { alt: 'رمز التحقق', refreshLabel: 'تغيير الصورة' },
  globals: { direction: 'rtl' },
};
