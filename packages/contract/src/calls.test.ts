import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { allCalls, calls } from './calls';
import { RegisterBody } from './member';
import { ERRORS } from './errors';
import { buildOpenApi } from './openapi';
import { LoginBody } from './session';

describe('the call table', () => {
  it('has one call per method and path, each under /wps, /lgw or /lotto/lgw (spec 7.1) or the demo page API, relays under /wps/relay/GCS_', () => {
    const keys = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of allCalls) expect(c.path).toMatch(/^\/(wps|lgw|lotto\/lgw|demo\/api)\//);
    for (const c of allCalls.filter((c) => c.path.startsWith('/wps/relay/')))
      expect(c.path, c.id).toMatch(/^\/wps\/relay\/GCS_[A-Za-z]+$/);
    for (const [id, c] of Object.entries(calls)) expect(c.id).toBe(id);
  });

  it('lets only token-free GET calls be cached, and says so in the OpenAPI document', () => {
    const cached = allCalls.filter((c) => c.maxAge !== undefined);
    expect(cached.map((c) => c.id)).toEqual(['hotGames']);
    const doc = buildOpenApi() as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    };
    for (const c of cached) {
      expect(c.method).toBe('GET');
      expect(c.token).toBe(false);
      expect(doc.paths[c.path]?.['get']?.responses['200']?.headers).toEqual({
        'Cache-Control': { description: `public, max-age=${c.maxAge}`, schema: { type: 'string' } },
      });
    }
    expect(
      doc.paths['/wps/relay/GCS_gameList']?.['get']?.responses['200']?.headers,
    ).toBeUndefined();
  });

  it('marks the token and enc calls of spec 6 and 7.1', () => {
    const token = allCalls
      .filter((c) => c.token)
      .map((c) => c.id)
      .sort();
    expect(token).toEqual([
      'activityApplication',
      'activityApply',
      'activityClaim',
      'activityList',
      'addressForget',
      'ageConfirm',
      'agentAnnouncements',
      'agentContracts',
      'agentDownlines',
      'agentIncome',
      'agentInvite',
      'agentOfferContract',
      'agentOpenAccount',
      'agentSettlements',
      'agentTeamBets',
      'agentTeamOverview',
      'agentTeamTransactions',
      'agentUserLoss',
      'availablePromo',
      'avatarPick',
      'avatarUpload',
      'balance',
      'betRecords',
      'bonusRecords',
      'changePassword',
      'chatPost',
      'claimPromo',
      'consolidated',
      'contractAction',
      'depositChannels',
      'depositCreate',
      'depositList',
      'emailBind',
      'emailCode',
      'favouriteAdd',
      'favouriteIds',
      'favouriteList',
      'favouriteRemove',
      'knownAddresses',
      'launchGame',
      'liveChatLaunch',
      'liveEvents',
      'logout',
      'lotteryLaunch',
      'lottoOpenedNumbers',
      'memberIcon',
      'memberInfo',
      'merchantWallet',
      'messageList',
      'messageRead',
      'missionClaim',
      'missionLeaderboard',
      'missionSummary',
      'mobileBind',
      'mobileCode',
      'myContracts',
      'pointBalance',
      'pointConfig',
      'pointConvert',
      'pointDetails',
      'pointRedeem',
      'pointRedeemList',
      'pointRewards',
      'profileInfo',
      'profileSessions',
      'profitReport',
      'pvpRooms',
      'raffleClaim',
      'raffleList',
      'realityCheck',
      'realityCheckAnswer',
      'realityCheckSet',
      'rebateClaim',
      'rebateInfo',
      'receivingAccountAdd',
      'receivingAccountRemove',
      'recentGames',
      'redEnvelopeGrab',
      'referralClaim',
      'referralInfo',
      'responsibleHistory',
      'responsibleLimitConfirm',
      'responsibleLimitSet',
      'responsibleSelfExclude',
      'responsibleSessionLimit',
      'responsibleState',
      'responsibleTimeOut',
      'sessionHandoff',
      'sessionsLogout',
      'socialIdentities',
      'socialLink',
      'socialUnlink',
      'transactions',
      'transferDownline',
      'transferUpline',
      'unreadMessage',
      'vipInfo',
      'vnRecentGames',
      'walletTransfer',
      'withdrawConfirm',
      'withdrawCreate',
      'withdrawInfo',
      'withdrawList',
      'withdrawPassword',
    ]);
    const enc = allCalls
      .filter((c) => c.enc)
      .map((c) => c.id)
      .sort();
    expect(enc).toEqual([
      'agentOpenAccount',
      'changePassword',
      'login',
      'passwordReset',
      'passwordVerification',
      'pointConvert',
      'pointRedeem',
      'register',
      'registerMobile',
      'responsibleReopen',
      'socialRegister',
      'transferDownline',
      'transferUpline',
      'withdrawCreate',
      'withdrawPassword',
    ]);
    expect(calls.passwordEmail.bodyEncoding).toBe('form');
    expect(calls.feedback.bodyEncoding).toBe('multipart');
    expect(calls.feedback.upload).toMatchObject({ field: 'images', maxFiles: 3 });
    expect(calls.withdrawConfirm.bodyEncoding).toBe('multipart');
    expect(calls.withdrawConfirm.upload).toMatchObject({
      field: 'proof',
      maxFiles: 1,
      maxFileBytes: 5 * 1024 * 1024,
      types: ['image/png', 'image/jpeg'],
    });
  });

  it('names only known error codes, and token calls may answer UNAUTHORIZED', () => {
    for (const c of allCalls) {
      for (const code of c.errors) expect(ERRORS[code], `${c.id}: ${code}`).toBeDefined();
      if (c.token) expect(c.errors).toContain('UNAUTHORIZED');
      // Open to visitors, with a token when there is one: never both kinds at once.
      if (c.optionalToken) expect(c.token, c.id).toBe(false);
    }
  });

  it('lets a session that must change its password make only the change, logout and memberInfo', () => {
    expect(
      allCalls
        .filter((c) => c.beforePasswordChange)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['changePassword', 'logout', 'memberInfo']);
    for (const c of allCalls) if (c.beforePasswordChange) expect(c.token, c.id).toBe(true);
    const doc = buildOpenApi() as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const forbidden = (c: (typeof allCalls)[number]) =>
      doc.paths[c.path]?.[c.method.toLowerCase()]?.responses['403']?.description ?? '';
    expect(forbidden(calls.balance)).toContain('PASSWORD_CHANGE_REQUIRED');
    expect(forbidden(calls.changePassword)).not.toContain('PASSWORD_CHANGE_REQUIRED');
  });

  it('bodies have no GET calls and closed schemas', () => {
    for (const c of allCalls) {
      if (c.method === 'GET' || c.method === 'DELETE') expect(c.body, c.id).toBeUndefined();
      if (c.body)
        expect((c.body as { additionalProperties?: unknown }).additionalProperties, c.id).toBe(
          false,
        );
    }
  });

  it('validates a login body', () => {
    expect(Value.Check(LoginBody, { username: 'demo', password: 'x', type: 'username' })).toBe(
      true,
    );
    expect(Value.Check(LoginBody, { username: '', password: 'x', type: 'username' })).toBe(false);
    expect(Value.Check(LoginBody, { username: 'demo', password: 'x', type: 'email' })).toBe(false);
    expect(Value.Check(LoginBody, { username: 'demo', password: 'x', type: 'sms', extra: 1 })).toBe(
      false,
    );
  });

  it('validates a registration body', () => {
    expect(
      Value.Check(RegisterBody, {
        username: 'demo01',
        password: 'abc123',
        confirmPassword: 'abc123',
        login: true,
      }),
    ).toBe(true);
    // The passwords are left to the rules (a mobile registration may take none); the shape is not.
    expect(Value.Check(RegisterBody, { mobileNum: '0912345678', login: true })).toBe(true);
    expect(Value.Check(RegisterBody, { username: 'demo01', password: '' })).toBe(false);
    expect(Value.Check(RegisterBody, { username: 'demo01', nickname: 7 })).toBe(false);
  });
});

describe('OpenAPI', () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, Record<string, unknown>>> };

  it('describes every call with its method, flags and failure statuses', () => {
    for (const c of allCalls) {
      const op = doc.paths[c.path]?.[c.method.toLowerCase()];
      expect(op, `${c.method} ${c.path}`).toBeDefined();
      expect(op?.['x-token']).toBe(c.token);
      expect(op?.['x-enc']).toBe(c.enc);
      const responses = op?.['responses'] as Record<string, unknown>;
      expect(Object.keys(responses)).toContain('200');
      if (c.token) expect(Object.keys(responses)).toContain('401');
      const headers = (op?.['parameters'] as { name: string; in: string }[])
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
      expect(headers, c.id).toEqual(
        c.enc ? ['Merchant', 'X-Gateway-Version', 'Encryption'] : ['Merchant', 'X-Gateway-Version'],
      );
      if (c.enc) {
        const body = op?.['requestBody'] as {
          content: Record<string, { schema: { oneOf: { properties: object }[] } }>;
        };
        const [plainBody, encrypted] = body.content['application/json']?.schema.oneOf ?? [];
        expect(plainBody).toEqual(JSON.parse(JSON.stringify(c.body)));
        expect(Object.keys(encrypted?.properties ?? {}).sort()).toEqual([
          'data',
          'iv',
          'key',
          'kid',
        ]);
      }
    }
    const email = doc.paths['/wps/member/password/email']?.['post']?.['requestBody'] as {
      content: object;
    };
    expect(Object.keys(email.content)).toEqual(['application/x-www-form-urlencoded']);
    const feedback = doc.paths['/wps/feedback']?.['put']?.['requestBody'] as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    expect(Object.keys(feedback.content)).toEqual(['multipart/form-data']);
    expect(feedback.content['multipart/form-data']?.schema.properties['images']).toMatchObject({
      type: 'array',
      maxItems: 3,
      items: { type: 'string', format: 'binary' },
    });
  });

  it('is committed up to date in docs/api/openapi.json (pnpm --filter @portal/contract write-openapi)', () => {
    const committed = readFileSync(
      join(import.meta.dirname, '../../../docs/api/openapi.json'),
      'utf8',
    );
    expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
