import { describe, expect, it } from 'vitest';
import { themes } from '@portal/theme';
import { startupConfig, startupCss, startupScriptSource, takeAppModules } from './startupScreen';

describe('the start-up screen of index.html', () => {
  it('asks the URLs the API client will ask, with the build’s API base and merchant', () => {
    const config = startupConfig({
      VITE_API_BASE: 'https://api.example.test/',
      VITE_MERCHANT_CODE: 'OP1',
    });
    expect(config.merchant).toBe('OP1');
    expect(config.early).toEqual([
      'https://api.example.test/wps/system/info',
      'https://api.example.test/lgw/games/game_menus',
    ]);
    const [banners, notices, winners] = config.homeEarly;
    expect(banners).toBe(
      `https://api.example.test/wps/relay/GCS_banners?group=w_home&platform=W&language=${config.languagePlaceholder}`,
    );
    expect(notices).toContain(`language=${config.languagePlaceholder}`);
    expect(winners).toContain(`language=${config.languagePlaceholder}`);
  });

  it('knows the languages a remembered choice may name, and the default', () => {
    const { languages, defaultLanguage } = startupConfig({});
    expect(defaultLanguage).toBe('es');
    expect(languages).toEqual(expect.arrayContaining(['es', 'en', 'ar']));
  });

  it('is one self-contained script that calls itself with its configuration', async () => {
    const source = await startupScriptSource(startupConfig({}));
    expect(source).not.toMatch(/\bimport\b|\bexport\b/u);
    expect(() => new Function(source)).not.toThrow();
    expect(source).toMatch(/merchant:["'`]PORTAL["'`]/u);
  });

  it('is drawn in both built-in themes', () => {
    const css = startupCss();
    for (const mode of ['light', 'dark'] as const)
      expect(css).toContain(themes[mode].color.surface[0]);
    expect(css).toContain('prefers-reduced-motion');
  });

  it('takes the app’s module tags out of the built page, for the script to add after the paint', () => {
    const built = [
      '<head><title>Portal</title>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/hooks-2.js">',
      '<link rel="icon" href="/favicon.svg">',
      '</head>',
    ].join('\n');
    const { html, app } = takeAppModules(built);
    expect(app).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/react-1.js', '/assets/hooks-2.js'],
    });
    expect(html).not.toMatch(/\.js/u);
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('refuses a page without exactly one entry module rather than write one that never starts', () => {
    expect(() => takeAppModules('<head></head>')).toThrow(/0 module scripts/u);
  });
});
