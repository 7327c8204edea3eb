import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaWidget } from './CaptchaWidget';

/**
 * A challenge as the captcha call returns it, with little work (as the test server asks). The
 * widget solves it in the browser alone; its made-up signature only matters to a server.
 */
const challenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '6f1c2a9e4b7d3c8a5e0f1b2c3d4e5f60',
    salt: '9a8b7c6d5e4f30211203040506070809',
    cost: 1,
    keyLength: 32,
    keyPrefix: '0',
    expiresAt: 4102444800,
  },
  signature: '0'.repeat(64),
};

const robot = (canvasElement: HTMLElement, name = 'No soy un robot') =>
  waitFor(() => within(canvasElement).getByRole('checkbox', { name }), { timeout: 5000 });

const meta = {
  title: 'Components/CaptchaWidget',
  component: CaptchaWidget,
  args: { challenge, language: 'es', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A challenge to solve: a labelled box, reached with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await robot(canvasElement)).not.toBeChecked();
  },
};

export const Playground: Story = {};

/** In English: the widget's own words follow `language`. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await robot(canvasElement, "I'm not a robot")).not.toBeChecked();
  },
};

/** Ticked with the keyboard: the browser solves the challenge and hands over the solution. */
export const Verified: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await robot(canvasElement);
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(box).toBeChecked(), { timeout: 10_000 });
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.any(String)));
    const payload = JSON.parse(atob(String(lastArgument(args.onChange))));
    await expect(payload.challenge.signature).toBe(challenge.signature);
    await expect(typeof payload.solution.counter).toBe('number');
  },
};

/** No challenge yet (on its way from the server): nothing to tick. */
export const Waiting: Story = {
  args: { challenge: undefined },
};

function lastArgument(mock: unknown): unknown {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  return calls.at(-1)?.[0];
}
