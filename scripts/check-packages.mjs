// Packs every publishable package as the registry would receive it and checks
// the result: exports point at built ESM with types, the files exist in the
// tarball, react and styled-components are peers, and nothing is a side effect.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const publishable = ['theme', 'ui', 'contract', 'forms'];
// Packages that render React; the contract is plain data and functions.
const reactPackages = new Set(['theme', 'ui', 'forms']);
const problems = [];

for (const name of publishable) {
  const dir = join('packages', name);
  const out = mkdtempSync(join(tmpdir(), `portal-pack-${name}-`));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'pipe' });
    const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'));
    execFileSync('tar', ['-xzf', join(out, tarball), '-C', out]);
    const root = join(out, 'package');
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const files = execFileSync('find', ['.', '-type', 'f'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .map((f) => f.replace(/^\.\//, ''));
    const entry = manifest.exports?.['.'];
    const need = (ok, message) => ok || problems.push(`${manifest.name}: ${message}`);
    need(
      typeof entry === 'object' && entry.types && entry.import,
      'exports["."] needs types and import',
    );
    for (const target of [entry?.types, entry?.import].filter(Boolean)) {
      need(files.includes(target.replace(/^\.\//, '')), `${target} is not in the package`);
    }
    need(manifest.sideEffects === false, 'sideEffects must be false');
    for (const peer of reactPackages.has(name) ? ['react', 'styled-components'] : []) {
      need(manifest.peerDependencies?.[peer], `${peer} must be a peer dependency`);
      need(!manifest.dependencies?.[peer], `${peer} must not be a dependency`);
    }
    need(!files.some((f) => f.startsWith('src/')), 'sources must not be published');
    need(
      !Object.values(manifest.dependencies ?? {}).some((v) => String(v).startsWith('workspace:')),
      'workspace: ranges must be replaced on pack',
    );
    console.log(
      `${manifest.name}@${manifest.version}: ${files.length} files, exports ${entry?.import}`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
