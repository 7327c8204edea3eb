// The unknown-address check's calls (LOGINIPVERF3): the login's verification step and My
// account's remembered networks, loaded with them. The production build replaces this module
// with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const addressesCalls: LazyCallTables['addresses'] = callDomains.addresses;
