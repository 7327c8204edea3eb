// Which packages a built chunk is made of: its source map's segments attributed to the package of
// their source (react-dom, @radix-ui/react-menu, @portal/ui, the app's own code...), in minified
// bytes, with the chunk's gzip size shared out in proportion. For `pnpm bench:web`.
import { existsSync, readFileSync } from 'node:fs';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    let digit = B64.indexOf(ch);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The package a source path belongs to. */
export function packageOf(source: string): string {
  const dep = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/u.exec(source);
  if (dep?.[1]) return dep[1];
  const own = /packages\/([^/]+)\//u.exec(source);
  if (own?.[1]) return own[1] === 'app' ? 'app (its own code)' : `@portal/${own[1]}`;
  return '(other)';
}

/** Minified bytes of `file` per package, from `file.map`; undefined without a map. */
export function packagesOf(file: string): Map<string, number> | undefined {
  if (!existsSync(`${file}.map`)) return undefined;
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const bytes = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    const segments: [number, number][] = [];
    for (const raw of line.split(',')) {
      if (!raw) continue;
      const fields = vlq(raw);
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    const length = code[index]?.length ?? 0;
    segments.forEach(([start, src], i) => {
      const end = segments[i + 1]?.[0] ?? length;
      const name = src < 0 ? '(other)' : packageOf(map.sources[src] ?? '');
      bytes.set(name, (bytes.get(name) ?? 0) + (end - start));
    });
  });
  return bytes;
}
