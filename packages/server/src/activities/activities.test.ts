// Activities (ADR 0021): the status machine on both backends, uploads refused by content, size
// and count with nothing kept, the operator's decisions by the CLI, and the reward claimed once
// through the ledger even when claims race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, tokenOf } from '../agent/contractTestKit';
import { runCli } from '../cli';
import {
  BACKENDS,
  multipartBody,
  startHarness,
  type FormFile,
  type Harness,
} from '../test/harness';

/** A real PNG (1x1, gray) and the start of a real JPEG (SOI, APP0 JFIF). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
const image = (filename: string, data: Buffer, type = 'image/png'): FormFile => ({
  field: 'images',
  filename,
  type,
  data,
});

describe.each(BACKENDS)('activities on %s', (kind) => {
  let h: Harness;
  let ana = '';
  let bea = '';
  const promotion: Record<string, number> = {};

  const answer = async (res: Awaited<ReturnType<Harness['call']>>) => ({
    status: res.statusCode,
    value: res.json().value,
    code: res.json().code as string | undefined,
  });
  const list = async (token: string) =>
    answer(await h.call({ method: 'GET', url: '/wps/member/activities', token }));
  const statusOf = async (token: string, id: number) =>
    ((await list(token)).value.activities as { promotionId: number }[]).find(
      (a) => a.promotionId === id,
    );
  const applyTo = async (token: string, fields: Record<string, string>, files: FormFile[] = []) => {
    const { payload, headers } = multipartBody(fields, files);
    return answer(
      await h.call({ method: 'PUT', url: '/wps/member/activities/apply', token, payload, headers }),
    );
  };
  const detail = async (token: string, id: number) =>
    answer(
      await h.call({ method: 'GET', url: `/wps/member/activities/application?id=${id}`, token }),
    );
  const claim = async (token: string, applicationId: unknown) =>
    answer(
      await h.call({
        method: 'POST',
        url: '/wps/member/activities/claim',
        token,
        payload: { applicationId },
      }),
    );
  const count = async (table: string) =>
    (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
  const ledgerOk = async () => expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);

  beforeAll(async () => {
    h = await startHarness(kind);
    await account(h, 'member', 'ana');
    await account(h, 'member', 'bea');
    ana = await tokenOf(h, 'ana');
    bea = await tokenOf(h, 'bea');
    for (const row of await h.db.query<{ id: number; seed_key: string }>(
      'SELECT id, seed_key FROM content_promotions WHERE seed_key IS NOT NULL',
    ))
      promotion[row.seed_key] = row.id;
  }, 120_000);
  afterAll(async () => {
    await ledgerOk();
    await h?.close();
  });

  it('refuses bad operator input clearly and changes nothing', async () => {
    for (const [args, message] of [
      [['activity-apply-on'], /takes a promotion id/u],
      [['activity-apply-on', 'x'], /whole number above 0/u],
      [['activity-apply-on', '1', '2'], /takes a promotion id/u],
      [['activity-apply-on', '999999'], /no promotion 999999/u],
      [['applications', '--status', 'paid'], /--status is one of applying, rejected/u],
      [['applications', '--colour', 'red'], /unknown option --colour/u],
      [['application-approve', '1'], /an application id and an amount/u],
      [['application-approve', '0', '5'], /whole number above 0/u],
      [['application-approve', '999', 'abc'], /number above 0 with at most two decimals/u],
      [['application-approve', '999', '-5'], /number above 0/u],
      [['application-approve', '999', '5'], /no application 999/u],
      [['application-reject', '999'], /needs --reason/u],
      [['application-reject', '999', '--reason', '   '], /needs --reason/u],
      [['application-reject', '999', '--reason', 'no'], /no application 999/u],
    ] as const)
      await expect(runCli(h.db, [...args]), args.join(' ')).rejects.toThrow(message);
    expect(await count('activity_applications')).toBe(0);
    expect(await runCli(h.db, ['applications'])).toBe('no applications');
    // No promotion takes applications yet: the list is empty, an application is NOT_FOUND.
    expect((await list(ana)).value).toEqual({ activities: [] });
    expect(
      await applyTo(ana, { promotionId: String(promotion['slots-race']), content: 'Hola' }),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('shows coming soon before the start, join while open, and close after the end', async () => {
    const race = promotion['slots-race']!;
    const reload = promotion['reload-monday']!;
    const daily = promotion['daily-rebate']!;
    expect(await runCli(h.db, ['activity-apply-on', String(race)])).toMatch(
      new RegExp(`^promotion #${race} takes applications \\(open now; 0 applications open\\)`, 'u'),
    );
    await h.db.query(
      `UPDATE content_promotions SET starts_at = now() + interval '2 days' WHERE id = $1`,
      [reload],
    );
    await h.db.query(
      `UPDATE content_promotions SET starts_at = now() - interval '9 days',
         ends_at = now() - interval '1 day' WHERE id = $1`,
      [daily],
    );
    await runCli(h.db, ['activity-apply-on', String(reload)]);
    await runCli(h.db, ['activity-apply-on', String(daily)]);
    const { status, value } = await list(ana);
    expect(status).toBe(200);
    expect(value.activities.map((a: { status: string }) => a.status)).toEqual([
      'coming soon',
      'close',
      'join',
    ]);
    expect(await statusOf(ana, race)).toMatchObject({
      title: 'Carrera de tragamonedas',
      canApply: true,
      application: null,
    });
    for (const [id, state] of [
      [reload, 'coming soon'],
      [daily, 'close'],
    ] as const)
      expect(
        await applyTo(ana, { promotionId: String(id), content: 'Quiero participar' }),
      ).toMatchObject({ status: 409, code: 'ACTIVITY_STATE', value: { status: state } });
  });

  it('refuses images by content, size and count, keeping nothing', async () => {
    const promotionId = String(promotion['slots-race']);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    for (const [files, status, code] of [
      [[image('foto.png', GIF)], 415, 'IMAGE_TYPE_INVALID'],
      [
        [image('ok.png', PNG), image('texto.jpg', Buffer.from('not a jpeg'), 'image/jpeg')],
        415,
        'IMAGE_TYPE_INVALID',
      ],
      [[image('grande.png', big)], 413, 'IMAGE_TOO_LARGE'],
      [[1, 2, 3, 4].map((n) => image(`${n}.png`, PNG)), 400, 'TOO_MANY_IMAGES'],
    ] as [FormFile[], number, string][]) {
      const res = await applyTo(ana, { promotionId, content: 'Mis capturas' }, files);
      expect(res, code).toMatchObject({ status, code });
    }
    for (const [fields, field] of [
      [{ promotionId, content: '' }, 'content'],
      [{ promotionId, content: '   ' }, 'content'],
      [{ promotionId, content: 'x'.repeat(501) }, 'content'],
      [{ promotionId: 'abc', content: 'Hola' }, 'promotionId'],
      [{ content: 'Hola' }, 'promotionId'],
    ] as const) {
      const res = await applyTo(ana, fields);
      expect(res.status, field).toBe(400);
      expect(res.code, field).toBe('VALIDATION');
    }
    const json = await h.call({
      method: 'PUT',
      url: '/wps/member/activities/apply',
      token: ana,
      payload: { promotionId: 1, content: 'Hola' },
    });
    expect(json.statusCode).toBe(415);
    expect(await count('activity_applications')).toBe(0);
    expect(await count('activity_images')).toBe(0);
  });

  it('takes one application with its images, served back to its sender only', async () => {
    const race = promotion['slots-race']!;
    const content = 'Gané 3 rondas seguidas 🎰';
    const tries = await Promise.all(
      [1, 2, 3].map(() =>
        applyTo(ana, { promotionId: String(race), content }, [
          image('captura.png', PNG),
          image('photo.bin', JPEG, 'application/octet-stream'),
        ]),
      ),
    );
    const taken = tries.filter((t) => t.status === 200);
    expect(taken).toHaveLength(1);
    for (const refused of tries.filter((t) => t.status !== 200))
      expect(refused).toMatchObject({ status: 409, code: 'ACTIVITY_STATE' });
    const id = taken[0]?.value.applicationId as number;
    expect(taken[0]?.value.status).toBe('applying');
    expect(await count('activity_images')).toBe(2);
    expect(await statusOf(ana, race)).toMatchObject({
      status: 'applying',
      canApply: false,
      application: { id, status: 'applying', reason: null, amount: null },
    });
    const mine = await detail(ana, id);
    expect(mine.status).toBe(200);
    expect(mine.value).toMatchObject({ id, promotionId: race, content, status: 'applying' });
    expect(mine.value.images).toEqual([
      {
        type: 'image/png',
        bytes: PNG.length,
        dataUrl: `data:image/png;base64,${PNG.toString('base64')}`,
      },
      {
        type: 'image/jpeg',
        bytes: JPEG.length,
        dataUrl: `data:image/jpeg;base64,${JPEG.toString('base64')}`,
      },
    ]);
    expect(await detail(bea, id)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await detail('', id)).status).toBe(401);
    expect(await runCli(h.db, ['applications', '--status', 'applying'])).toMatch(
      new RegExp(`^#${id} promotion ${race} ana applying 2 images `, 'u'),
    );
  });

  it('moves applying to rejected (with a reason), then a new application to issued and claimed', async () => {
    const race = promotion['slots-race']!;
    const first = (await statusOf(ana, race)) as unknown as { application: { id: number } };
    const id = first.application.id;
    // Nothing to claim before the operator decides.
    expect(await claim(ana, id)).toMatchObject({
      status: 409,
      code: 'ACTIVITY_STATE',
      value: { status: 'applying' },
    });
    expect(
      await runCli(h.db, ['application-reject', String(id), '--reason', 'Faltan capturas']),
    ).toMatch(/rejected/u);
    expect(await statusOf(ana, race)).toMatchObject({
      status: 'rejected',
      canApply: true,
      application: { id, reason: 'Faltan capturas' },
    });
    // A rejected application is decided: no other step, and nothing to claim.
    await expect(runCli(h.db, ['application-approve', String(id), '10'])).rejects.toThrow(
      `application ${id} is rejected: only an applying one may be approved`,
    );
    expect(await claim(ana, id)).toMatchObject({ status: 409, code: 'ACTIVITY_STATE' });
    // The member applies again.
    const again = await applyTo(ana, { promotionId: String(race), content: 'Ahora con captura' }, [
      image('c.png', PNG),
    ]);
    expect(again.status).toBe(200);
    const second = again.value.applicationId as number;
    expect(second).toBeGreaterThan(id);
    expect(await runCli(h.db, ['application-approve', String(second), '25.50'])).toBe(
      `application #${second} issued: the member may claim 25.50 once`,
    );
    await expect(
      runCli(h.db, ['application-reject', String(second), '--reason', 'x']),
    ).rejects.toThrow(/is issued: only an applying one may be rejected/u);
    expect(await statusOf(ana, race)).toMatchObject({
      status: 'issued',
      canApply: false,
      application: { id: second, amount: 25.5, reason: null },
    });
    // Another member cannot claim it; a claim of something else is clear.
    expect(await claim(bea, second)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await claim(ana, 'x')).code).toBe('VALIDATION');
    const [x, y, z] = await Promise.all([
      claim(ana, second),
      claim(ana, second),
      claim(ana, second),
    ]);
    const paid = [x, y, z].filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.value).toMatchObject({ applicationId: second, amount: 25.5, balance: 25.5 });
    for (const refused of [x, y, z].filter((a) => a.status !== 200))
      expect(refused).toMatchObject({ status: 409, code: 'ALREADY_CLAIMED' });
    expect(await claim(ana, second)).toMatchObject({ status: 409, code: 'ALREADY_CLAIMED' });
    const [moves] = await h.db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, sum(e.amount)::text AS total FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts w ON w.id = e.ledger_account_id
       WHERE t.kind = 'activity-reward' AND w.account_id IS NOT NULL`,
    );
    expect(moves).toEqual({ n: 1, total: '25.50' });
    expect(await statusOf(ana, race)).toMatchObject({ status: 'claimed', canApply: false });
    // Claimed is the end: no new application, no decision.
    expect(await applyTo(ana, { promotionId: String(race), content: 'Otra vez' })).toMatchObject({
      status: 409,
      code: 'ACTIVITY_STATE',
      value: { status: 'claimed' },
    });
    await expect(runCli(h.db, ['application-approve', String(second), '1'])).rejects.toThrow(
      /is claimed/u,
    );
    // The bonus details show it with its promotion.
    const bonuses = await h.call({ method: 'GET', url: '/wps/member/records/bonuses', token: ana });
    expect(bonuses.json().value.list ?? bonuses.json().value.records).toBeDefined();
    expect(JSON.stringify(bonuses.json().value)).toContain('"kind":"activity-reward"');
    expect(JSON.stringify(bonuses.json().value)).toContain('Carrera de tragamonedas');
    await ledgerOk();
  });

  it('keeps open applications when applications are turned off, and refuses trial accounts', async () => {
    const race = promotion['slots-race']!;
    const bees = await applyTo(bea, { promotionId: String(race), content: 'Yo también' });
    expect(bees.status).toBe(200);
    expect(await runCli(h.db, ['activity-apply-off', String(race)])).toMatch(
      /takes no more applications \(1 application open, kept/u,
    );
    expect(await statusOf(bea, race)).toMatchObject({ status: 'applying', canApply: false });
    await runCli(h.db, ['application-approve', String(bees.value.applicationId), '5']);
    expect((await claim(bea, bees.value.applicationId)).status).toBe(200);
    // No application is taken any more; a member who never applied no longer sees it.
    expect(await applyTo(ana, { promotionId: String(race), content: 'Hola' })).toMatchObject({
      status: 404,
    });
    const res = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trial = res.json().value.token as string;
    expect(await list(trial)).toMatchObject({ status: 403, code: 'TRIAL_FORBIDDEN' });
    expect(await applyTo(trial, { promotionId: String(race), content: 'Hola' })).toMatchObject({
      status: 403,
      code: 'TRIAL_FORBIDDEN',
    });
    expect(await claim(trial, 1)).toMatchObject({ status: 403, code: 'TRIAL_FORBIDDEN' });
    expect((await list('')).status).toBe(401);
  });
});
