// Which contract kinds the operator offers (spec 3 white-label flags, under AGENTPOLICY3), and
// which agent centre page shows each kind: one place, read by the menu and the pages.
import { CONTRACT_KINDS, type ContractKind } from '@portal/contract';
import { useMemo } from 'react';
import { useConsolidated } from '../../api/agentContracts';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';

/** Contracts at all: without it no kind is on. */
export const CONTRACTS_FLAG = 'AGENTPOLICY3';

/** The operator flag of each kind. */
export const KIND_FLAGS: Record<ContractKind, string> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};

/** The agent centre page of each kind's contracts and settlements (spec 2.8). */
export const KIND_PAGES = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'daily',
  agentHourSalary: 'hourly',
  agentRealtimeSalary: 'realtime',
} as const satisfies Record<string, ContractKind>;
export type ContractPage = keyof typeof KIND_PAGES;

/** The menu's type tag of each kind's entry (spec 2.8). */
export const KIND_TYPES: Record<ContractKind, string> = {
  dividend: 'enableCt',
  daily: 'salary',
  hourly: 'hourSalary',
  realtime: 'agentRealtimeSalary',
};

/** The kinds the operator's flags turn on now; undefined until the system info has come. */
export function useEnabledKinds(): ReadonlySet<ContractKind> | undefined {
  const { flags, info } = useSiteSettings();
  return useMemo(
    () =>
      info === undefined
        ? undefined
        : new Set(
            flags.has(CONTRACTS_FLAG)
              ? CONTRACT_KINDS.filter((kind) => flags.has(KIND_FLAGS[kind]))
              : [],
          ),
    [flags, info],
  );
}

/** Which of the consolidated info's fields tells whether a kind applies (spec 3). */
const CONSOLIDATED_FIELDS = {
  dividend: 'divtypereq',
  daily: 'dailysalreq',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

/**
 * The kinds whose page the agent menu shows: those the consolidated contract info turns on for
 * this account (the operator's flag, and a contract of the kind or a sub-agent to offer it to);
 * undefined until it has come. Asked only while the agent policy is on, and never for a trial.
 */
export function useMenuKinds(): ReadonlySet<ContractKind> | undefined {
  const { flags, info } = useSiteSettings();
  const { isLogin, isTrial } = useSession();
  const asked = isLogin && !isTrial && flags.has(CONTRACTS_FLAG);
  const { data } = useConsolidated(asked);
  return useMemo(() => {
    if (info === undefined) return undefined;
    if (!asked) return new Set();
    return data && new Set(CONTRACT_KINDS.filter((kind) => data[CONSOLIDATED_FIELDS[kind]]));
  }, [asked, data, info]);
}
