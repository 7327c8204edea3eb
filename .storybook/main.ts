import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for every package of the workspace. */
const config: StorybookConfig = {
  stories: [
    '../docs/storybook/*.mdx',
    '../docs/storybook/*.stories.@(ts|tsx)',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
