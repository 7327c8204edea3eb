// The operator's commands over missions and raffles. Every input is checked before anything is
// written, so a refused command changes nothing; each change is audited.
import { MISSION_KINDS, type MissionKind } from '@portal/contract';
import { parseOptions, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { amountArg, dateArg, idArg, titleOf, titlesArg } from './cliArgs';
import { drawDue, drawRaffle, DrawRefused, newSeed, type DrawReport } from './draw';

const stamp = (at: Date | string | null) =>
  at === null ? '' : new Date(at).toISOString().replace(/:\d{2}\.\d{3}Z$/u, 'Z');

async function missionAdd(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, [
    'kind',
    'target',
    'reward',
    'title-es',
    'title-en',
    'from',
    'to',
  ]);
  const kind = options.get('--kind') ?? '';
  if (!(MISSION_KINDS as readonly string[]).includes(kind))
    throw new Error(`--kind takes one of ${MISSION_KINDS.join(', ')}, not "${kind}"`);
  const rawTarget = options.get('--target');
  if (kind === 'rounds' && !/^[1-9]\d{0,6}$/u.test(rawTarget ?? ''))
    throw new Error(
      `--target of a rounds mission is a whole number of rounds above 0, not "${rawTarget ?? ''}"`,
    );
  const target = amountArg('--target', rawTarget);
  const reward = amountArg('--reward', options.get('--reward'));
  const titles = titlesArg(options);
  const now = new Date();
  const from = options.has('--from') ? dateArg('--from', options.get('--from')) : now;
  const to = options.has('--to') ? dateArg('--to', options.get('--to'), true) : null;
  if (to && to <= now) throw new Error('--to is in the past: no member could complete it');
  if (to && to <= from) throw new Error('--to must come after --from');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO missions (kind, target, reward, titles, starts_at, ends_at)
     VALUES ($1, $2::numeric, $3::numeric, $4::jsonb, $5, $6) RETURNING id`,
    [kind, target, reward, JSON.stringify(titles), from, to],
  );
  const id = row?.id ?? 0;
  await audit(db, {
    actor: operatorName(),
    action: 'mission-add',
    subject: `mission:${id}`,
    detail: { kind, target, reward, titles, from, to },
  });
  return `mission #${id} (${kind} ${kind === 'rounds' ? Number(target) : target}, reward ${reward}) "${titleOf(titles)}" from ${stamp(from)}${to ? ` to ${stamp(to)}` : ''}`;
}

async function missionList(db: Db, args: string[]): Promise<string> {
  if (args.length) throw new Error('missions takes no arguments');
  const rows = await db.query<{
    id: number;
    kind: MissionKind;
    target: string;
    reward: string;
    titles: Record<string, string>;
    starts_at: Date | string;
    ends_at: Date | string | null;
    ended_at: Date | string | null;
    claims: number;
  }>(
    `SELECT m.id, m.kind, m.target::text AS target, m.reward::text AS reward, m.titles,
       m.starts_at, m.ends_at, m.ended_at,
       (SELECT count(*)::int FROM mission_claims c WHERE c.mission_id = m.id) AS claims
     FROM missions m ORDER BY m.id`,
  );
  if (!rows.length) return 'no missions (mission-add adds one)';
  const now = new Date();
  return rows
    .map((m) => {
      const state = m.ended_at
        ? `ended ${stamp(m.ended_at)}`
        : new Date(m.starts_at) > now
          ? 'upcoming'
          : m.ends_at && new Date(m.ends_at) <= now
            ? 'over'
            : 'live';
      const target = m.kind === 'rounds' ? String(Number(m.target)) : m.target;
      return `#${m.id} ${state} ${m.kind} ${target} reward ${m.reward} "${titleOf(m.titles)}" from ${stamp(m.starts_at)}${m.ends_at ? ` to ${stamp(m.ends_at)}` : ''}; ${m.claims} claim${m.claims === 1 ? '' : 's'}`;
    })
    .join('\n');
}

async function missionEnd(db: Db, args: string[]): Promise<string> {
  const [raw, ...extra] = args;
  const id = idArg('mission-end', raw, extra);
  const [row] = await db.query<{ ended_at: Date | string | null }>(
    'SELECT ended_at FROM missions WHERE id = $1',
    [id],
  );
  if (!row) throw new Error(`no mission ${id}`);
  if (row.ended_at) throw new Error(`mission ${id} was ended already, at ${stamp(row.ended_at)}`);
  await db.query('UPDATE missions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [id]);
  await audit(db, { actor: operatorName(), action: 'mission-end', subject: `mission:${id}` });
  return `mission #${id} ended: members no longer see it nor claim it (claims made are kept)`;
}

async function raffleAdd(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, ['title-es', 'title-en', 'prizes', 'min-bets', 'draw']);
  const titles = titlesArg(options);
  const rawPrizes = options.get('--prizes') ?? '';
  const prizes = rawPrizes.split(',').map((p) => amountArg('--prizes', p.trim()));
  if (prizes.length > 100) throw new Error('--prizes lists at most 100 prizes');
  const minBets = amountArg('--min-bets', options.get('--min-bets') ?? '0', true);
  if (!options.has('--draw')) throw new Error('--draw takes the draw time, e.g. 2026-12-24T20:00Z');
  const drawAt = dateArg('--draw', options.get('--draw'));
  if (drawAt <= new Date()) throw new Error('--draw is in the past: give a time to come');
  const { seed, seedHash } = newSeed();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO raffles (titles, prizes, min_bets, draw_at, seed, seed_hash)
     VALUES ($1::jsonb, $2::numeric[], $3::numeric, $4, $5, $6) RETURNING id`,
    [JSON.stringify(titles), prizes, minBets, drawAt, seed, seedHash],
  );
  const id = row?.id ?? 0;
  // The seed stays out of the audit: it is secret until the draw.
  await audit(db, {
    actor: operatorName(),
    action: 'raffle-add',
    subject: `raffle:${id}`,
    detail: { titles, prizes, minBets, drawAt, seedHash },
  });
  return `raffle #${id} "${titleOf(titles)}": ${prizes.length} prize${prizes.length === 1 ? '' : 's'} (${prizes.join(', ')}), entry for valid bets of ${minBets}, draws at ${stamp(drawAt)}; seed hash ${seedHash}`;
}

async function raffleListCommand(db: Db, args: string[]): Promise<string> {
  if (args.length) throw new Error('raffles takes no arguments');
  const rows = await db.query<{
    id: number;
    titles: Record<string, string>;
    prizes: string[];
    min_bets: string;
    draw_at: Date | string;
    drawn_at: Date | string | null;
    seed: string;
    seed_hash: string;
    entries: number;
  }>(
    `SELECT r.id, r.titles, r.prizes::text[] AS prizes, r.min_bets::text AS min_bets, r.draw_at,
       r.drawn_at, r.seed, r.seed_hash,
       (SELECT count(*)::int FROM raffle_entries e WHERE e.raffle_id = r.id) AS entries
     FROM raffles r ORDER BY r.id`,
  );
  if (!rows.length) return 'no raffles (raffle-add adds one)';
  return rows
    .map(
      (r) =>
        `#${r.id} ${r.drawn_at ? `drawn ${stamp(r.drawn_at)}` : `draws ${stamp(r.draw_at)}`} "${titleOf(r.titles)}" prizes ${r.prizes.join(', ')}; entry for ${r.min_bets}; ${r.entries} entr${r.entries === 1 ? 'y' : 'ies'}; seed hash ${r.seed_hash}${r.drawn_at ? ` seed ${r.seed}` : ''}`,
    )
    .join('\n');
}

const reportOf = (r: DrawReport) =>
  `raffle #${r.raffleId} drawn from ${r.entries} entr${r.entries === 1 ? 'y' : 'ies'}: ${
    r.winners.length
      ? r.winners.map((w) => `${w.place}. ${w.username} ${w.prize}`).join(', ')
      : 'no winner (no entry)'
  }`;

async function raffleDraw(db: Db, args: string[]): Promise<string> {
  const [raw, ...extra] = args;
  if (raw === '--due' && !extra.length) {
    const drawn = await drawDue(db);
    return drawn.length ? drawn.map(reportOf).join('\n') : 'no raffle is due';
  }
  const id = idArg('raffle-draw', raw, extra);
  try {
    const report = await drawRaffle(db, id);
    await audit(db, {
      actor: operatorName(),
      action: 'raffle-draw',
      subject: `raffle:${id}`,
      detail: { ...report },
    });
    return reportOf(report);
  } catch (error) {
    if (error instanceof DrawRefused) throw new Error(error.message);
    throw error;
  }
}

export const missionCli: DomainCli = {
  usage: `  mission-add --kind bet-total|rounds|deposit --target N --reward AMOUNT
              --title-es TEXT --title-en TEXT [--from DATE] [--to DATE]
                                           a mission: bet a total of valid bets, play N rounds or
                                           deposit a total within the window (from: now; a --to
                                           day counts whole); its reward is claimed once
  missions                                 the missions, their state and claims
  mission-end <missionId>                  end a mission now (claims made are kept)
  raffle-add --title-es TEXT --title-en TEXT --prizes 100,50,25 [--min-bets AMOUNT]
             --draw TIME                   a raffle: one prize a winner, entry for the valid
                                           bets since it opened; its seed hash is published
  raffles                                  the raffles, entries, seed hashes (seeds once drawn)
  raffle-draw <raffleId>|--due             draw a raffle whose draw time passed (--due: all of
                                           them) and pay its prizes once`,
  async run(db, command, args) {
    if (command === 'mission-add') return missionAdd(db, args);
    if (command === 'missions') return missionList(db, args);
    if (command === 'mission-end') return missionEnd(db, args);
    if (command === 'raffle-add') return raffleAdd(db, args);
    if (command === 'raffles') return raffleListCommand(db, args);
    if (command === 'raffle-draw') return raffleDraw(db, args);
    return undefined;
  },
};
