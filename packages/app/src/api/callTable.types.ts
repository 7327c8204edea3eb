import type { callDomains, calls } from '@portal/contract';

/**
 * The calls of the first paint's table: all but those of the lazy domains (scripts/callTable.ts,
 * LAZY_DOMAINS), which their pages read from a table of their own (cashierCallTable.ts).
 */
export type FirstPaintCalls = Omit<typeof calls, keyof typeof callDomains.cashier>;
