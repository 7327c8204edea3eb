// The member's writes (registration, the password's change, reset and recovery): a table of their
// own, loaded with the forms' pop-ups, so that the first paint does not carry them. The production
// build replaces this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

const { memberInfo: _info, memberIcon: _icon, ...writes } = callDomains.member;

/** The member domain but the header's reads (the first paint's). */
export const memberCalls: LazyCallTables['member'] = writes;
