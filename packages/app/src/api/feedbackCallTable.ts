// The feedback page's write: a table of its own, loaded with the page. The production build
// replaces this module with its routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const feedbackCalls: LazyCallTables['feedback'] = callDomains.feedback;
