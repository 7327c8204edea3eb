import {
  CountriesValue,
  DomainRouteValue,
  HelpCenterValue,
  MemberIconValue,
  openSealedText,
  SuccessEnvelope,
  SystemInfoValue,
} from '@portal/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, setSetting } from '../settings/settings';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('system info, help, countries and icon on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { TRUSTED_PROXIES: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  describe('system info', () => {
    it('answers everything the client starts with, customer-service paths sealed', async () => {
      const res = await h.call({
        method: 'GET',
        url: '/wps/system/info',
        headers: { 'x-forwarded-for': '203.0.113.20' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Value.Check(SuccessEnvelope(SystemInfoValue), body)).toBe(true);
      const info = body.value;
      expect(info).toMatchObject({
        systemStatus: 0,
        location: { ip: '203.0.113.20' },
        maintenance: false,
        regionRestriction: false,
        mainDomain: 'portal.example.com',
        analytics: { gtagId: null },
        currencySymbol: '$',
      });
      expect(info.whitelabel).toContain('USERNAMEREG3');
      expect(info.register.username).toMatchObject({ patternId: 1 });
      expect(info.domainRoute.length).toBeGreaterThan(1);
      // No CDN until the operator sets one (cdn.test.ts): this server's artwork and game pages.
      expect(info.imageCDNs).toEqual([]);
      expect(info.launchGameCDNs).toEqual([]);
      expect(info.resources['APP_IOS']).toMatchObject({ labelNameEn: 'iOS app' });
      // The links are not in the answer in clear, and open with the key of the same answer.
      const urls = DEFAULT_SETTINGS.system.customerService.map((cs) => cs.url);
      for (const url of urls) expect(res.body).not.toContain(url);
      const opened = await Promise.all(
        info.customerService.map((cs: { path: string }) =>
          openSealedText(info.customerServiceKey, cs.path),
        ),
      );
      expect(opened).toEqual(urls);
      expect(info.customerService.map((cs: { csType: string }) => cs.csType)).toEqual(
        DEFAULT_SETTINGS.system.customerService.map((cs) => cs.csType),
      );
      // Another answer seals with another key.
      const again = (await h.call({ method: 'GET', url: '/wps/system/info' })).json().value;
      expect(again.customerServiceKey).not.toBe(info.customerServiceKey);
      await expect(
        openSealedText(again.customerServiceKey, info.customerService[0].path),
      ).rejects.toThrow();
    });

    it('reports maintenance and region restriction as the status call does', async () => {
      await setSetting(h.db, 'region', { allow: [], deny: ['203.0.113.0/24'] });
      try {
        const blocked = await h.call({
          method: 'GET',
          url: '/wps/system/info',
          headers: { 'x-forwarded-for': '203.0.113.20' },
        });
        expect(blocked.json().value).toMatchObject({ systemStatus: 2, regionRestriction: true });
        await setSetting(h.db, 'maintenance', true);
        const both = await h.call({
          method: 'GET',
          url: '/wps/system/info',
          headers: { 'x-forwarded-for': '203.0.113.20' },
        });
        expect(both.json().value).toMatchObject({ systemStatus: 1, maintenance: true });
      } finally {
        await setSetting(h.db, 'maintenance', false);
        await setSetting(h.db, 'region', { allow: [], deny: [] });
      }
    });
  });

  it('lists the domain routes and the main domain', async () => {
    const res = await h.call({ method: 'GET', url: '/wps/system/domainRoute' });
    expect(Value.Check(SuccessEnvelope(DomainRouteValue), res.json())).toBe(true);
    expect(res.json().value).toEqual({
      mainDomain: DEFAULT_SETTINGS.system.mainDomain,
      routes: DEFAULT_SETTINGS.system.domainRoutes,
    });
  });

  it('lists the country dialing codes, the default first', async () => {
    const res = await h.call({ method: 'GET', url: '/wps/system/countries' });
    expect(Value.Check(SuccessEnvelope(CountriesValue), res.json())).toBe(true);
    expect(res.json().value[0]).toEqual({
      countryCode: 'MX',
      countryDialingCode: '+52',
      name: 'México',
    });
    for (const c of res.json().value) expect(c.countryDialingCode).toMatch(/^\+\d{1,4}$/u);
  });

  describe('help centre', () => {
    const help = (query: string) =>
      h.call({ method: 'GET', url: `/wps/system/helpCenter${query}` });

    it('answers the topics in Spanish by default and in English when asked', async () => {
      const es = await help('?device=WEB');
      expect(Value.Check(SuccessEnvelope(HelpCenterValue), es.json())).toBe(true);
      expect(es.json().value.lang).toBe('es');
      expect(es.json().value.topics.map((t: { id: string }) => t.id)).toEqual([
        'term',
        'privacy',
        'responsible',
        'faq',
      ]);
      expect(es.json().value.topics[0].title).toBe('Términos y condiciones');
      const en = await help('?lang=EN&device=WEB');
      expect(en.json().value.lang).toBe('en');
      expect(en.json().value.topics[0].title).toBe('Terms and conditions');
    });

    it('answers one topic, falls back as the interface does (its base, then English), refuses an unknown topic', async () => {
      const term = await help('?lang=en&topic=term');
      expect(term.json().value.topics).toHaveLength(1);
      expect(term.json().value.topics[0].content).toContain('18');
      const regional = await help('?lang=en-GB&topic=faq');
      expect(regional.json().value).toMatchObject({ lang: 'en', topics: [{ id: 'faq' }] });
      const french = await help('?lang=fr');
      expect(french.json().value.lang).toBe('en');
      // Nothing asked: the operator's default language.
      expect((await help('')).json().value.lang).toBe('es');
      const none = await help('?topic=nothing');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No help topic nothing' });
    });

    it.each([
      ['?lang=e$', 'lang'],
      ['?device=TV', 'device'],
      ['?topic=Term!', 'topic'],
    ])('refuses %s naming %s', async (query, field) => {
      const res = await help(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().message).toContain(field);
    });
  });

  describe('member icon', () => {
    it("answers the member's avatar path, or null for the fallback", async () => {
      const vip = await h.call({
        method: 'GET',
        url: '/wps/member/info/icon',
        token: await login(h, 'vip01', 'Vip12345'),
      });
      expect(Value.Check(SuccessEnvelope(MemberIconValue), vip.json())).toBe(true);
      expect(vip.json().value).toEqual({ icon: '/content/avatars/builtin/dragon.svg' });
      const plain = await h.call({
        method: 'GET',
        url: '/wps/member/info/icon',
        token: await login(h, 'down01', 'Down1234'),
      });
      expect(plain.json().value).toEqual({ icon: null });
    });
  });
});
