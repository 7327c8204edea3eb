import { describe, expect, it } from 'vitest';
import { main, type CliIo } from './cli';

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const fake: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file '${path}'`);
      return files[path]!;
    },
  };
  return { fake, out, err };
}

describe('portal-theme CLI', () => {
  it('check: a good override passes with exit 0', async () => {
    const { fake, out } = io({ 'ok.json': JSON.stringify({ radius: { md: '2px' } }) });
    expect(await main(['check', 'ok.json'], fake)).toBe(0);
    expect(out.join('\n')).toContain('meets WCAG AA');
  });

  it('check: a low-contrast override lists the pairs and exits 1', async () => {
    const { fake, err } = io({
      'pale.json': JSON.stringify({ dark: { color: { text: { primary: '#333333' } } } }),
    });
    expect(await main(['check', 'pale.json'], fake)).toBe(1);
    expect(err.join('\n')).toMatch(/dark: color\.text\.primary \(#333333\) on color\.surface\.0/);
  });

  it('check: a bad override names the path and the expected type', async () => {
    const { fake, err } = io({
      'bad.json': JSON.stringify({ color: { brand: { primary: 'gold!' } } }),
    });
    expect(await main(['check', 'bad.json'], fake)).toBe(1);
    expect(err.join('\n')).toContain('/color/brand/primary: expected a CSS colour');
  });

  it('check: broken JSON and missing files get a clear message', async () => {
    const { fake, err } = io({ 'broken.json': '{ "color": ' });
    expect(await main(['check', 'broken.json'], fake)).toBe(1);
    expect(await main(['check', 'missing.json'], fake)).toBe(1);
    expect(err[0]).toContain('broken.json is not valid JSON');
    expect(err[1]).toContain('Cannot read missing.json');
  });

  it('css prints the custom properties; schema prints the JSON Schema', async () => {
    const { fake, out } = io({ 'ok.json': '{}' });
    expect(await main(['css', 'ok.json'], fake)).toBe(0);
    expect(out[0]).toContain('--color-brand-primary:');
    expect(await main(['schema'], fake)).toBe(0);
    expect(JSON.parse(out[1]!).title).toBe('Portal theme override');
  });

  it('usage errors exit 2 with the usage text', async () => {
    const { fake, err, out } = io({});
    expect(await main(['paint'], fake)).toBe(2);
    expect(err[0]).toContain('Unknown command "paint"');
    expect(await main([], fake)).toBe(2);
    expect(out[0]).toContain('Usage: portal-theme');
    expect(await main(['check'], fake)).toBe(2);
  });
});
