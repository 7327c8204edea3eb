import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

/** One Storybook for every package of the workspace. */
const config: StorybookConfig = {
  stories: [
    '../docs/storybook/*.mdx',
    '../docs/storybook/*.stories.@(ts|tsx)',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    {
      name: '@storybook/addon-docs',
      // MDX 3 has no tables of its own: the guides' tables (Theming, Modal) need GitHub's markdown.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
