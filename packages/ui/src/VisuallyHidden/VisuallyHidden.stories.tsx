import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Añadir a favoritos' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text: the picture shows the icon alone. */
export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button" style={{ padding: 8 }}>
      <Icon name="star" />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Añadir a favoritos' }),
    ).toBeVisible();
  },
};
