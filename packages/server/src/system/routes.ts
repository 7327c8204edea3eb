import { calls, newSealKey, sealText } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { serve } from '../http/serve';
import { languageChain } from '../i18n/languages';
import { readOutbox } from '../outbox/outbox';
import { getSetting } from '../settings/settings';
import { liteInstallNote } from './appDownload';
import { offeredLanguages } from './languages';
import { interfaceLanguages, registerTexts } from './texts';
import { helpTopics, regionRestricted } from './service';

/** What the portal asks before anything else: status, switches, rules, routes, help, countries. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;
  registerTexts(app, config);

  serve(app, ctx, calls.systemStatus, async ({ req }) => {
    const [maintenance, region] = await Promise.all([
      getSetting(db, 'maintenance'),
      getSetting(db, 'region'),
    ]);
    const restricted = regionRestricted(req.ip, region);
    return {
      systemStatus: (maintenance ? 1 : restricted ? 2 : 0) as 0 | 1 | 2,
      ip: req.ip,
      maintenance,
      regionRestriction: restricted,
    };
  });

  serve(app, ctx, calls.whitelabel, async () => {
    const [flags, site] = await Promise.all([getSetting(db, 'whitelabel'), getSetting(db, 'site')]);
    return { flags, currencySymbol: site.currencySymbol };
  });

  serve(app, ctx, calls.registerSettings, async () => getSetting(db, 'registerRules'));

  serve(app, ctx, calls.systemInfo, async ({ req }) => {
    const [maintenance, region, system, flags, rules, site, languages] = await Promise.all([
      getSetting(db, 'maintenance'),
      getSetting(db, 'region'),
      getSetting(db, 'system'),
      getSetting(db, 'whitelabel'),
      getSetting(db, 'registerRules'),
      getSetting(db, 'site'),
      offeredLanguages(db),
    ]);
    const restricted = regionRestricted(req.ip, region);
    // A fresh key per answer: the paths are kept out of plain sight, not secret (contract README).
    const key = newSealKey();
    const customerService = await Promise.all(
      system.customerService.map(async (cs) => ({
        csType: cs.csType,
        path: await sealText(key, cs.url),
      })),
    );
    return {
      systemStatus: (maintenance ? 1 : restricted ? 2 : 0) as 0 | 1 | 2,
      location: { ip: req.ip },
      maintenance,
      regionRestriction: restricted,
      customerService,
      customerServiceKey: key,
      domainRoute: system.domainRoutes,
      mainDomain: system.mainDomain,
      domains: site.domains,
      resources: system.resources,
      ...liteInstallNote(system),
      whitelabel: flags,
      register: rules,
      analytics: { gtagId: system.gtagId },
      imageCDNs: system.imageCDNs,
      launchGameCDNs: system.launchGameCDNs,
      currencySymbol: site.currencySymbol,
      languages,
      interfaceLanguages: interfaceLanguages(ctx.config, req.log),
      encryption: ctx.keys.current,
    };
  });

  serve(app, ctx, calls.domainRoute, async () => {
    const system = await getSetting(db, 'system');
    return { mainDomain: system.mainDomain, routes: system.domainRoutes };
  });

  serve(app, ctx, calls.helpCenter, async ({ query }) => {
    const system = await getSetting(db, 'system');
    // A language without a translation gets the default one, and the answer says which it is.
    for (const lang of languageChain(query.lang, system.defaultLanguage)) {
      const found = await helpTopics(db, lang, query.topic);
      if (found.length) return { lang, topics: found };
    }
    if (query.topic) throw new ApiError('NOT_FOUND', { message: `No help topic ${query.topic}` });
    return { lang: system.defaultLanguage, topics: [] };
  });

  serve(app, ctx, calls.countries, async () => getSetting(db, 'countries'));

  if (config.mode !== 'production') {
    // Development only: the e-mails and SMS the server "sent", so that a demo can read the codes.
    app.get('/dev/outbox', async (req) => {
      const raw = Number((req.query as Record<string, unknown>)['limit'] ?? 20);
      const limit = Number.isInteger(raw) && raw > 0 && raw <= 200 ? raw : 20;
      await ctx.background.idle();
      return { success: true, value: await readOutbox(db, limit) };
    });
  }
}

export const systemRoutes: DomainRoutes = { domain: 'system', register };
