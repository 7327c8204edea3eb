import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { sampleDefault, samplePhoto } from './Avatar.samples';

/** A source that never loads, as a dead link would. */
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: samplePhoto, fallbackSrc: sampleDefault, alt: 'Avatar de jugador88' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar de jugador88' });
    await expect(avatar).toHaveAttribute('data-state', 'image');
  },
};

export const Playground: Story = { args: { size: 'lg' } };

/** The picture fails to load: the operator's default picture is shown instead (spec 2.4). */
export const FallbackImage: Story = {
  args: { src: broken },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar de jugador88' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'fallback'));
  },
};

/** Neither picture loads: the initials of the name. */
export const Initials: Story = {
  args: { src: broken, fallbackSrc: broken, name: 'María López' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar de jugador88' });
    await waitFor(() => expect(avatar).toHaveTextContent('ML'));
  },
};

/** No picture and no name: a person icon. */
export const NoPicture: Story = { args: { src: undefined, fallbackSrc: undefined } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} src={undefined} fallbackSrc={undefined} name="Ana Ruiz" size="sm" />
      <Avatar {...args} src={undefined} fallbackSrc={undefined} name="Ana Ruiz" size="md" />
      <Avatar {...args} src={undefined} fallbackSrc={undefined} name="Ana Ruiz" size="lg" />
    </div>
  ),
};
