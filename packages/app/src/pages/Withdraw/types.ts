// The withdraw calls' values, as the page's modules pass them to each other.
import type { CallValue } from '@portal/contract';
import type { cashierCalls } from '../../api/cashierCallTable';

export type Info = CallValue<typeof cashierCalls.withdrawInfo>;
export type Account = Info['accounts'][number];
export type Created = CallValue<typeof cashierCalls.withdrawCreate>;
export type Withdrawal = CallValue<typeof cashierCalls.withdrawList>['list'][number];
