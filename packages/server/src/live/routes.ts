import {
  calls,
  LIVE_CHAT_POLL_SECONDS,
  LIVE_CHAT_PREFIX,
  livePageCalls,
  TRIAL_TYPE,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { sendAsset, sendPage, sendSvg } from '../http/responses';
import { serve, sessionOf } from '../http/serve';
import { LIVE_AVATAR_MAX_AGE, modelAvatarSvg } from './art';
import { liveChannel } from './channelRoutes';
import { CHAT_CSS, CHAT_JS } from './assets';
import { chatPage, expiredChatPage } from './page';
import {
  avatarOf,
  chatMessages,
  chatOfPage,
  launchChat,
  leaveChat,
  listModels,
  messageValue,
  modelById,
  modelValue,
  openChat,
  sendMessage,
} from './service';

/**
 * The live domain: the live channel of signed-in players (channelRoutes.ts); live models, the list
 * and the chat launch (the portal's calls), and the demo provider's side, served by this server:
 * the chat page the launch opens, its calls, and the drawn avatars.
 */
function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  // The live channel of signed-in players (channelRoutes.ts).
  liveChannel.register(app, ctx);

  serve(app, ctx, calls.liveModels, async ({ query }) => ({
    models: (await listModels(db, query.status)).map(modelValue),
  }));

  serve(app, ctx, calls.liveChatLaunch, async (input) => {
    const { account } = sessionOf(input);
    // A chat with a model is for real accounts (spec 6): a trial one is asked to register first.
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    const { ticket, expiresAt } = await launchChat(db, {
      accountId: account.id,
      modelId: input.query.modelId,
      language: input.query.language,
    });
    return { chatUrl: `${LIVE_CHAT_PREFIX}${ticket}`, expiresAt };
  });

  // The avatar of a model without its own: drawn from its id and name, served outside /wps as
  // the other artwork is (an image element sends no Merchant header).
  app.get<{ Params: { file: string } }>('/content/live-models/:file', async (req, reply) => {
    const match = /^([1-9]\d{0,9})\.svg$/u.exec(req.params.file);
    const model = match ? await modelById(db, Number(match[1])) : undefined;
    if (!model) throw new ApiError('NOT_FOUND');
    return sendSvg(req, reply, modelAvatarSvg(model), LIVE_AVATAR_MAX_AGE);
  });

  app.get('/demo/live/assets/chat.js', async (_req, reply) =>
    sendAsset(reply, 'javascript', CHAT_JS),
  );
  app.get('/demo/live/assets/chat.css', async (_req, reply) => sendAsset(reply, 'css', CHAT_CSS));

  // The ticket opens the page once: it is spent here, and the page gets a chat-session token of
  // its own, for this member's chat with this model.
  app.get<{ Params: { ticket: string } }>(`${LIVE_CHAT_PREFIX}:ticket`, async (req, reply) => {
    const opened = await openChat(db, req.params.ticket);
    if (!opened.chat) return sendPage(reply, 410, expiredChatPage(opened.language));
    const model = await modelById(db, opened.chat.model_id);
    if (!model) return sendPage(reply, 410, expiredChatPage(opened.chat.language));
    return sendPage(
      reply,
      200,
      chatPage(
        { name: model.name, avatar: avatarOf(model), status: model.status, viewers: model.viewers },
        opened.chat.language,
        opened.sessionToken,
      ),
    );
  });

  serve(app, ctx, livePageCalls.liveChatState, async ({ req, query }) => {
    const chat = await chatOfPage(db, req);
    const model = await modelById(db, chat.model_id);
    if (!model) throw new ApiError('TICKET_INVALID');
    return {
      model: modelValue(model),
      language: chat.language,
      messages: (await chatMessages(db, chat.id, query.after)).map(messageValue),
      pollSeconds: LIVE_CHAT_POLL_SECONDS,
    };
  });

  serve(app, ctx, livePageCalls.liveChatSend, async ({ req, body }) => {
    const chat = await chatOfPage(db, req);
    const text = body.text.trim();
    if (!text) throw fieldErrors({ text: 'write a message: it is empty' });
    return { messages: (await sendMessage(db, chat, text)).map(messageValue) };
  });

  serve(app, ctx, livePageCalls.liveChatLeave, async ({ req }) => {
    const chat = await chatOfPage(db, req);
    await leaveChat(db, chat.id);
    return null;
  });
}

export const liveRoutes: DomainRoutes = { domain: 'live', register };
