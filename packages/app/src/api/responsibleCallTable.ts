// Responsible play's calls (the member centre's page, the reality check, the age confirmation): a
// table of their own, loaded with what makes them, so that the first paint does not carry them.
// The production build replaces this module with their routing facts alone (scripts/callTable.ts,
// vite.config.ts).
import { callDomains } from '@portal/contract';

export const responsibleCalls = callDomains.responsible;
