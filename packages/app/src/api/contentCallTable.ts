// The content calls only the home lobby's chunk makes (the popular games): a table of their own,
// loaded with that chunk, so that the first paint does not carry them. The production build
// replaces this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const contentCalls: LazyCallTables['content'] = {
  popular: callDomains.content.popular,
};
