// The member centre's records (the betting record, the account record): a table of their own,
// loaded with those pages, so that the first paint does not carry them. The production build
// replaces this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';

export const recordsCalls = callDomains.records;
