// The chat room pop-up's calls (its reads, its stream, its writes): a table of their own, loaded
// with the pop-up, so that the first paint does not carry them. The production build replaces this
// module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const chatCalls: LazyCallTables['chat'] = callDomains.chat;
