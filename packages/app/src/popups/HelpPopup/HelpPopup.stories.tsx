import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dialogNamed,
  network,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import { HelpPopup } from './HelpPopup';

/** The help centre (spec 2.1 /help#topic): the operator's topics, one tab each. */
const meta = {
  title: 'App/HelpPopup',
  component: HelpPopup,
  args: { open: true, onOpenChange: fn(), onTopicChange: fn(), onClose: fn() },
  render: renderPopup(HelpPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
  beforeEach: network(),
} satisfies Meta<typeof HelpPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on a topic (/help#privacy); another tab shows its text and is told to the address. */
export const Topics: Story = {
  args: { topic: 'privacy' },
  play: async ({ args }) => {
    const dialog = within(await dialogNamed('Centro de ayuda'));
    await waitFor(() =>
      expect(dialog.getByRole('tab', { name: 'Privacidad' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(dialog.getByText('Sus datos se tratan con cuidado.')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Términos y condiciones' }));
    await expect(dialog.getByRole('tabpanel')).toHaveTextContent('Debe tener 18 años o más.');
    await expect(args.onTopicChange).toHaveBeenCalledWith('term');
  },
};
