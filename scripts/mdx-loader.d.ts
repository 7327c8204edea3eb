// Storybook's MDX loader ships without types: a loader called with a webpack-like `this`.
declare module '@storybook/addon-docs/mdx-loader' {
  const loader: (this: unknown, content: string) => void;
  export default loader;
}
