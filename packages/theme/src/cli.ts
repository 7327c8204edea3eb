import { readFile } from 'node:fs/promises';
import { checkContrast, formatFinding } from './contrast';
import { createTheme } from './createTheme';
import { ThemeOverrideError } from './validate';
import { themeOverrideSchema } from './schema';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (path: string) => Promise<string>;
}

const usage = `Usage: portal-theme <command> [file]

Commands:
  check <override.json>   validate an operator's theme override and check its contrast (WCAG AA)
  css <override.json>     print the CSS custom properties the override produces
  schema                  print the JSON Schema of a theme override`;

const nodeIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readFile: (path) => readFile(path, 'utf8'),
};

async function load(path: string | undefined, io: CliIo) {
  if (!path) {
    io.err(`A file is needed.\n\n${usage}`);
    return undefined;
  }
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (error) {
    io.err(`Cannot read ${path}: ${(error as Error).message}`);
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    io.err(`${path} is not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
  try {
    return createTheme(json as never);
  } catch (error) {
    if (error instanceof ThemeOverrideError) {
      io.err(`${path}: ${error.message}`);
      return undefined;
    }
    throw error;
  }
}

/** Runs the CLI; answers the exit code (0 ok, 1 problems found, 2 usage). */
export async function main(argv: readonly string[], io: CliIo = nodeIo): Promise<number> {
  const [command, path] = argv;
  switch (command) {
    case 'check': {
      const built = await load(path, io);
      if (!built) return path ? 1 : 2;
      const findings = checkContrast(built.values);
      if (findings.length === 0) {
        io.out(`${path}: valid, and every text and control pair meets WCAG AA in light and dark.`);
        return 0;
      }
      io.err(`${path}: ${findings.length} pair(s) below WCAG AA:`);
      for (const finding of findings) io.err(`  ${formatFinding(finding)}`);
      return 1;
    }
    case 'css': {
      const built = await load(path, io);
      if (!built) return path ? 1 : 2;
      io.out(built.css);
      return 0;
    }
    case 'schema':
      io.out(JSON.stringify(themeOverrideSchema, null, 2));
      return 0;
    case undefined:
    case '-h':
    case '--help':
      io.out(usage);
      return command === undefined ? 2 : 0;
    default:
      io.err(`Unknown command "${command}".\n\n${usage}`);
      return 2;
  }
}
