// Social login's calls: the login and register pop-ups' buttons, a first sign-in's registration
// and My account's linked providers, loaded with them. The production build replaces this module
// with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const socialCalls: LazyCallTables['social'] = callDomains.social;
