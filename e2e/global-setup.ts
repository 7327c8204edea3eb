// Before a run: the list of pages axe has scanned starts empty.
import { mkdirSync, writeFileSync } from 'node:fs';
import { SCANNED_FILE } from './fixtures';

export default function globalSetup() {
  mkdirSync(new URL('.', SCANNED_FILE), { recursive: true });
  writeFileSync(SCANNED_FILE, '');
}
