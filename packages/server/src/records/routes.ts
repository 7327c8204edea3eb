// The member's own records (spec 2.7): the betting record (personalHistoryCopy) from game_bets and
// the account record (transactionHistory) from the ledger entries of the member's main wallet.
// Both are read-only views of what the ledger already holds.
import { calls, RECORD_PAGE_SIZE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { serve, sessionOf } from '../http/serve';
import { gameLanguages, languageChain } from '../i18n/languages';
import { getSetting } from '../settings/settings';
import { bonusPage, profitReport } from './reports';
import { betPage, entryPage, recordRange } from './service';

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;
const iso = (value: Date | string) => new Date(value).toISOString();

function page(pageNo: number, pageSize: number, total: number) {
  return { pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.betRecords, async (input) => {
    const { account } = sessionOf(input);
    const range = recordRange(input.query);
    const pageNo = input.query.pageNo ?? 1;
    const pageSize = input.query.pageSize ?? RECORD_PAGE_SIZE;
    const [lang, base] = gameLanguages(input.query.language);
    const { totals, rows } = await betPage(db, account.id, range, lang, base, pageNo, pageSize);
    const stake = money(totals?.stake ?? 0);
    const win = money(totals?.win ?? 0);
    return {
      records: rows.map((r) => ({
        id: Number(r.id),
        game: r.game,
        vassalage: r.vassalage,
        gameType: r.game_type,
        stake: money(r.stake),
        win: money(r.win),
        profit: money(Number(r.win) - Number(r.stake)),
        placedAt: iso(r.created_at),
      })),
      totals: { stake, win, profit: money(win - stake) },
      ...page(pageNo, pageSize, totals?.n ?? 0),
      from: range.from,
      to: range.to,
    };
  });

  serve(app, ctx, calls.transactions, async (input) => {
    const { account } = sessionOf(input);
    const range = recordRange(input.query);
    const pageNo = input.query.pageNo ?? 1;
    const pageSize = input.query.pageSize ?? RECORD_PAGE_SIZE;
    const { rows, total } = await entryPage(db, account.id, range, pageNo, pageSize);
    return {
      records: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind as never,
        amount: money(r.amount),
        balance: money(r.balance),
        createdAt: iso(r.created_at),
      })),
      ...page(pageNo, pageSize, total),
      from: range.from,
      to: range.to,
    };
  });

  serve(app, ctx, calls.profitReport, async (input) => {
    const { account } = sessionOf(input);
    const range = recordRange(input.query);
    const { days, types } = await profitReport(db, account.id, {
      ...range,
      utcOffset: input.query.utcOffset ?? 0,
    });
    const line = (r: { n: number; stake: string; win: string }) => ({
      betCount: r.n,
      stake: money(r.stake),
      win: money(r.win),
      profit: money(Number(r.win) - Number(r.stake)),
    });
    const sum = (field: 'stake' | 'win') => days.reduce((x, r) => x + Number(r[field]), 0);
    return {
      days: days.map((r) => ({ day: r.key, ...line(r) })),
      byType: types.map((r) => ({ gameType: r.key, ...line(r) })),
      totals: line({
        n: days.reduce((x, r) => x + r.n, 0),
        stake: sum('stake').toFixed(2),
        win: sum('win').toFixed(2),
      }),
      from: range.from,
      to: range.to,
    };
  });

  serve(app, ctx, calls.bonusRecords, async (input) => {
    const { account } = sessionOf(input);
    const range = recordRange(input.query);
    const pageNo = input.query.pageNo ?? 1;
    const pageSize = input.query.pageSize ?? RECORD_PAGE_SIZE;
    const system = await getSetting(db, 'system');
    const chain = languageChain(input.query.language, system.defaultLanguage);
    const { rows, total, amount } = await bonusPage(db, account.id, range, chain, pageNo, pageSize);
    return {
      records: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind as never,
        amount: money(r.amount),
        promotion: r.promotion,
        periodStart: r.period_start === null ? null : iso(r.period_start),
        createdAt: iso(r.created_at),
      })),
      totals: { amount: money(amount) },
      ...page(pageNo, pageSize, total),
      from: range.from,
      to: range.to,
    };
  });
}

export const recordRoutes: DomainRoutes = { domain: 'records', register };
