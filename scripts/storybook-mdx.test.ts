// The Storybook guides are MDX: what they say must render as written. MDX has no tables of its
// own, so without the GitHub markdown plugin of .storybook/main.ts a guide's table shows as raw
// `| Group |` text. Each guide is compiled here as Storybook compiles it, with that configuration.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import loader from '@storybook/addon-docs/mdx-loader';
import { describe, expect, it } from 'vitest';
import config from '../.storybook/main';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The docs addon's options, as .storybook/main.ts gives them. */
function docsOptions(): Record<string, unknown> {
  const addon = config.addons?.find(
    (a) => typeof a === 'object' && a.name === '@storybook/addon-docs',
  );
  return (typeof addon === 'object' ? addon.options : undefined) ?? {};
}

function compile(file: string): Promise<string> {
  const { mdxPluginOptions } = docsOptions() as { mdxPluginOptions?: object };
  return new Promise((resolve, reject) => {
    loader.call(
      {
        async: () => (error: Error | null, code?: string) =>
          error ? reject(error) : resolve(code ?? ''),
        getOptions: () => mdxPluginOptions ?? {},
        resourcePath: file,
      },
      readFileSync(file, 'utf8'),
    );
  });
}

const mdxUnder = (dir: string) =>
  readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx') && !f.includes('node_modules'))
    .map((f) => `${root}${dir}/${f}`);
const guides = [
  ...mdxUnder('docs/storybook'),
  ...readdirSync(`${root}packages`).flatMap((p) => mdxUnder(`packages/${p}/src`)),
];

describe('Storybook guides', () => {
  it('finds the guides', () => {
    expect(guides.some((f) => f.endsWith('Theming.mdx'))).toBe(true);
  });

  it.each(guides.map((f) => [f.slice(root.length)]))('%s renders its tables', async (file) => {
    const source = readFileSync(`${root}${file}`, 'utf8');
    const code = await compile(`${root}${file}`);
    const tables = source.split('\n').filter((line) => /^\|\s*-{3}/u.test(line)).length;
    expect(code.split('_components.table,').length - 1).toBe(tables);
    expect(code).not.toMatch(/"\| ?[A-Z]/u);
  });
});
