#!/usr/bin/env node
// Published entry of the operator CLI; inside the workspace run `pnpm --filter @portal/theme build` first.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
