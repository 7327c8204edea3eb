import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSelect } from './LanguageSelect';
import { fewLanguages, sampleLanguages } from './LanguageSelect.samples';

const meta = {
  title: 'Components/LanguageSelect',
  component: LanguageSelect,
  args: { languages: fewLanguages, value: 'ES', label: 'Idioma', onChange: fn() },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Idioma Español' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = { args: { value: 'EN', compact: true } };

/**
 * Open, drawn in place so that the picture shows the list: the current
 * language is checked, Arabic, Persian and Urdu are written right to left.
 */
export const Open: Story = {
  args: { languages: sampleLanguages, disablePortal: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Idioma Español' }));
    const current = await canvas.findByRole('menuitemradio', { name: 'Español' });
    await expect(current).toHaveAttribute('aria-checked', 'true');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    for (const name of ['العربية', 'فارسی', 'اردو']) {
      await expect(canvas.getByText(name)).toHaveAttribute('dir', 'rtl');
    }
    await expect(canvas.getByText('English')).not.toHaveAttribute('dir');
  },
};

/** Choosing with the keyboard: arrows move, Enter chooses, the list closes. */
export const ChooseWithKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSelect
        {...args}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange(code);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Idioma Español' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('EN');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Idioma English' })).toHaveFocus();
  },
};

/** Escape closes the list and gives focus back to the trigger, nothing chosen. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Idioma Español' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The side menu collapsed: only the globe, named "Idioma Español". */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Idioma Español' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { label: 'اللغة', value: 'AR', disablePortal: true },
  globals: { direction: 'rtl' },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 220 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'اللغة العربية' }));
    await expect(await canvas.findByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
