// The operator's commands over contracts: list them, offer a house contract (the house pays),
// end one, run the settlement sweep now or at a chosen instant, and set the maximum rates.
import { CONTRACT_KINDS, CONTRACT_STATUSES, isAgentType } from '@portal/contract';
import { accountNamed, parseOptions, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import { getSetting, setSetting } from '../settings/settings';
import {
  checkTerms,
  CONTRACT_SELECT,
  contractById,
  enabledKinds,
  insertOffer,
  operatorEnd,
  rateHundredths,
  type ContractRow,
} from './contracts';
import { isContractKind } from './contractViews';
import { settleDue } from './settlement';

const USAGE = `  contracts [--user NAME] [--status S]     agent contracts, newest first (of NAME as either side)
  contract-offer <username> --kind K --rate R [--period P] [--terms T]
                                           a house contract to an agent (the house pays): K is
                                           dividend (P week|semimonth|month), daily, hourly or
                                           realtime; R a percentage such as 1.5
  contract-end <id> <reason>               terminate an active contract or withdraw an offer
  settle [--at ISO-TIME]                   settle the salaries and dividends due now (or as of
                                           the given instant)
  agent-settings [--max-rate:KIND N]...    the highest rate an offer of each kind may carry`;

const line = (c: ContractRow) =>
  [
    `#${c.id}`,
    c.kind,
    `${Number(c.rate)}%/${c.period}`,
    `${c.upline ?? 'house'} -> ${c.downline}`,
    c.status + (c.end_reason ? ` (${c.end_reason})` : ''),
    `offered ${new Date(c.offered_at).toISOString()}`,
    ...(c.decided_at ? [`decided ${new Date(c.decided_at).toISOString()}`] : []),
    ...(c.ended_at ? [`ended ${new Date(c.ended_at).toISOString()}`] : []),
  ].join('  ');

/** The error of a check made by the API's code, as a CLI message (its text names the field). */
const plain = (error: unknown): never => {
  throw error instanceof Error ? new Error(error.message) : new Error(String(error));
};

export const contractCli: DomainCli = {
  usage: USAGE,
  async run(db, command, rest) {
    switch (command) {
      case 'contracts': {
        const options = parseOptions(rest, ['user', 'status']);
        const status = options.get('--status');
        if (status !== undefined && !(CONTRACT_STATUSES as readonly string[]).includes(status))
          throw new Error(`--status takes one of ${CONTRACT_STATUSES.join(', ')}`);
        const user = options.get('--user');
        const who = user === undefined ? undefined : await accountNamed(db, user, 'contracts');
        const rows = await db.query<ContractRow>(
          `${CONTRACT_SELECT} WHERE ($1::int IS NULL OR c.upline_id = $1 OR c.downline_id = $1)
             AND ($2::text IS NULL OR c.status = $2)
           ORDER BY c.id DESC LIMIT 200`,
          [who?.id ?? null, status ?? null],
        );
        return rows.length ? rows.map(line).join('\n') : '(no contracts)';
      }
      case 'contract-offer': {
        const [username, ...args] = rest;
        const downline = await accountNamed(db, username, 'contract-offer');
        if (!isAgentType(downline.type))
          throw new Error(`${downline.username} is not an agent: contracts are with agents`);
        const options = parseOptions(args, ['kind', 'rate', 'period', 'terms']);
        const kind = options.get('--kind') ?? '';
        if (!isContractKind(kind))
          throw new Error(`--kind takes one of ${CONTRACT_KINDS.join(', ')}`);
        const rate = options.get('--rate');
        if (rate === undefined) throw new Error('--rate is required, a percentage such as 1.5');
        const offer = {
          kind,
          rate,
          period: options.get('--period'),
          terms: options.get('--terms'),
        };
        if ((offer.terms?.length ?? 0) > 500) throw new Error('--terms: at most 500 characters');
        const checked = await checkTerms(db, offer, undefined).catch(plain);
        const actor = operatorName();
        const contract = await insertOffer(db, { ...offer, uplineId: null, downline }, checked, {
          id: null,
          name: 'operator',
        }).catch(plain);
        await audit(db, {
          actor,
          action: 'contract-offer',
          subject: downline.username,
          detail: { contractId: contract.id, kind, rate: contract.rate, period: contract.period },
        });
        const note = (await enabledKinds(db)).has(kind)
          ? ''
          : `\nnote: the operator flags leave ${kind} contracts off: members do not see it until they are on`;
        return `offered house contract #${contract.id}: ${kind} ${contract.rate}%/${contract.period} to ${downline.username}${note}`;
      }
      case 'contract-end': {
        const [idText, ...words] = rest;
        const id = Number(idText);
        if (!idText || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
          throw new Error('contract-end takes a contract id first');
        const reason = words.join(' ').trim();
        if (!reason) throw new Error('contract-end takes a reason after the id');
        if (!(await contractById(db, id))) throw new Error(`no contract ${id}`);
        const after = await db
          .transaction(async (tx) => {
            const row = await operatorEnd(tx, id);
            await audit(tx, {
              actor: operatorName(),
              action: 'contract-end',
              subject: String(id),
              detail: { status: row.status, reason },
            });
            return row;
          })
          .catch(plain);
        return `contract #${id} ${after.status}`;
      }
      case 'settle': {
        const options = parseOptions(rest, ['at']);
        const at = options.get('--at');
        const now = at === undefined ? new Date() : new Date(at);
        if (Number.isNaN(now.getTime()) || (at !== undefined && !/^\d{4}-\d\d-\d\dT/u.test(at)))
          throw new Error('--at takes an ISO time such as 2026-11-25T10:00:00Z');
        const r = await settleDue(db, now);
        await audit(db, {
          actor: operatorName(),
          action: 'settle',
          subject: now.toISOString(),
          detail: { paid: r.paid, unpaid: r.unpaid, nothing: r.nothing, retried: r.retried },
        });
        const failed = r.failed.map((f) => `\ncontract #${f.contractId} stopped: ${f.error}`);
        return `settled as of ${now.toISOString()}: ${r.paid} paid, ${r.unpaid} unpaid, ${r.nothing} with nothing owed; ${r.retried} unpaid paid now${failed.join('')}`;
      }
      case 'agent-settings': {
        const options = parseOptions(rest, ['max-rate'], true);
        const settings = await getSetting(db, 'agentContracts');
        const maxRate = { ...settings.maxRate };
        for (const [name, value] of options) {
          const kind = name.split(':')[1] ?? '';
          if (!isContractKind(kind))
            throw new Error(`${name}: name a kind, --max-rate:${CONTRACT_KINDS.join('|')}`);
          const hundredths = rateHundredths(value);
          if (!(hundredths > 0 && hundredths <= 10_000))
            throw new Error(`${name} takes a percentage above 0 and at most 100, such as 1.5`);
          maxRate[kind] = hundredths / 100;
        }
        if (options.size) {
          await db.transaction(async (tx) => {
            await setSetting(tx, 'agentContracts', { ...settings, maxRate });
            await audit(tx, {
              actor: operatorName(),
              action: 'agent-settings',
              subject: 'agentContracts',
              detail: { from: settings.maxRate, to: maxRate },
            });
          });
        }
        return `maximum rates: ${CONTRACT_KINDS.map((k) => `${k} ${maxRate[k]}%`).join(', ')}`;
      }
      default:
        return undefined;
    }
  },
};
