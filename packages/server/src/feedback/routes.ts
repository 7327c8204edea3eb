import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { fieldErrors } from '../http/errors';
import { serve } from '../http/serve';
import { hit } from '../security/ratelimit';
import { saveFeedback } from './service';

/** A player's feedback, with up to a few images. */
function register(app: FastifyInstance, ctx: Context): void {
  serve(app, ctx, calls.feedback, async ({ body, files, req }) => {
    const content = body.content.trim();
    if (!content) throw fieldErrors({ content: 'Please enter the content' });
    await hit(ctx, `feedback-ip:${req.ip}`, 10, 3600);
    const id = await saveFeedback(ctx.db, {
      content,
      contact: body.contact?.trim() || null,
      ip: req.ip,
      files,
    });
    req.log.info({ event: 'feedback', id, images: files.length }, 'feedback received');
    return { id };
  });
}

export const feedbackRoutes: DomainRoutes = { domain: 'feedback', register };
