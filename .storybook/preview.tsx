import type { Preview } from '@storybook/react-vite';
import { withFixedClock } from './clock';
import { PortalDocsContainer, withPortalTheme, withUiTexts } from './decorators';

const preview: Preview = {
  decorators: [withPortalTheme, withUiTexts],
  // Every story at one fixed moment (.storybook/clock.ts), in `storybook dev` as in the tests.
  beforeEach: [withFixedClock],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'side-by-side', title: 'Side by side', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    // <html> of a docs page follows the toolbar (decorators.tsx).
    docs: { container: PortalDocsContainer },
    options: {
      storySort: {
        order: [
          'Introduction',
          ['Getting started', 'Theming for operators'],
          'Theme',
          'Components',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
