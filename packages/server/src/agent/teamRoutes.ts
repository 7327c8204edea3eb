// The agent centre's team calls (spec 2.8): every one needs an agent's token and reads only the
// agent's tree; a username outside it answers as an unknown one (404).
import { calls, GAME_FALLBACK_LANGUAGE, RECORD_PAGE_SIZE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../http/context';
import { serve, sessionOf } from '../http/serve';
import { gameLanguages } from '../i18n/languages';
import { recordRange } from '../records/service';
import { agentAnnouncementPage } from './announcements';
import { downlinePage } from './downlines';
import { invitationCode, invitationLink, openAccount } from './openAccount';
import { teamOverview } from './overview';
import { income, reportOwners, teamBets, teamTransactions, userLoss } from './reports';
import { requireAgent } from './tree';

function page(pageNo: number, pageSize: number, total: number) {
  return { pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** The session's account, once it is known to be an agent's. */
const agentOf = (input: Parameters<typeof sessionOf>[0]) => {
  const { account } = sessionOf(input);
  requireAgent(account);
  return account;
};

const paging = (query: { pageNo?: number | undefined; pageSize?: number | undefined }) => ({
  pageNo: query.pageNo ?? 1,
  pageSize: query.pageSize ?? RECORD_PAGE_SIZE,
});

/** The agent centre's team calls: overview, invitation and accounts, downlines, reports, announcements. */
export function registerTeam(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.agentTeamOverview, async (input) => {
    const account = agentOf(input);
    return teamOverview(db, account.id, input.query);
  });

  serve(app, ctx, calls.agentInvite, async (input) => {
    const account = agentOf(input);
    const code = await invitationCode(db, account.id);
    return { code, link: invitationLink(ctx.config.publicUrl, code) };
  });

  serve(app, ctx, calls.agentOpenAccount, async (input) => {
    const account = agentOf(input);
    const opened = await openAccount(ctx, account, input.body);
    input.req.log.info(
      { event: 'agent-open-account', agent: account.username, account: opened.username },
      'account opened by an agent',
    );
    return opened;
  });

  serve(app, ctx, calls.agentDownlines, async (input) => {
    const account = agentOf(input);
    const { pageNo, pageSize } = paging(input.query);
    const { total, ...found } = await downlinePage(db, account, input.query, pageNo, pageSize);
    return { ...found, ...page(pageNo, pageSize, total) };
  });

  serve(app, ctx, calls.agentTeamBets, async (input) => {
    const account = agentOf(input);
    const range = recordRange(input.query);
    const { pageNo, pageSize } = paging(input.query);
    const owners = await reportOwners(db, account.id, input.query.username);
    const [lang = GAME_FALLBACK_LANGUAGE, base = lang] = gameLanguages(input.query.language);
    const { total, ...found } = await teamBets(db, owners, range, [lang, base], pageNo, pageSize);
    return { ...found, ...page(pageNo, pageSize, total), from: range.from, to: range.to };
  });

  serve(app, ctx, calls.agentUserLoss, async (input) => {
    const account = agentOf(input);
    const range = recordRange(input.query);
    const { pageNo, pageSize } = paging(input.query);
    const owners = await reportOwners(db, account.id, input.query.username);
    const { total, ...found } = await userLoss(db, owners, range, pageNo, pageSize);
    return { ...found, ...page(pageNo, pageSize, total), from: range.from, to: range.to };
  });

  serve(app, ctx, calls.agentIncome, async (input) => {
    const account = agentOf(input);
    const range = recordRange(input.query);
    const { pageNo, pageSize } = paging(input.query);
    const { total, ...found } = await income(
      db,
      account.id,
      range,
      input.query.utcOffset ?? 0,
      pageNo,
      pageSize,
    );
    return { ...found, ...page(pageNo, pageSize, total), from: range.from, to: range.to };
  });

  serve(app, ctx, calls.agentTeamTransactions, async (input) => {
    const account = agentOf(input);
    const range = recordRange(input.query);
    const { pageNo, pageSize } = paging(input.query);
    const owners = await reportOwners(db, account.id, input.query.username);
    const { total, ...found } = await teamTransactions(db, owners, range, pageNo, pageSize);
    return { ...found, ...page(pageNo, pageSize, total), from: range.from, to: range.to };
  });

  serve(app, ctx, calls.agentAnnouncements, async (input) => {
    agentOf(input);
    const { pageNo, pageSize } = paging(input.query);
    const { total, records } = await agentAnnouncementPage(
      db,
      input.query.language,
      pageNo,
      pageSize,
    );
    return { records, ...page(pageNo, pageSize, total) };
  });
}
