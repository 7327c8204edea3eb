// The security centre's calls (the member centre's securityCenter): a table of their own, loaded
// with that page, so that the first paint does not carry them. The production build replaces this
// module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';

export const profileCalls = callDomains.profile;
