import { LIVE_CHAT_HEADER, LIVE_MESSAGE_MAX, type LiveModelStatus } from '@portal/contract';
import { escapeHtml, expiredPageOf, jsonBlock, pageLanguage } from '../tickets/pages';

/** The texts of the live chat page, in the two bundled languages. */
const TEXTS = {
  es: {
    title: 'Chat en vivo',
    messages: 'Mensajes',
    you: 'Usted',
    message: 'Su mensaje',
    messageHint: `Solo texto, hasta ${LIVE_MESSAGE_MAX} caracteres. Intro envía; Mayús+Intro, nueva línea.`,
    send: 'Enviar',
    sending: 'Enviando…',
    empty: 'Escriba un mensaje antes de enviarlo',
    tooLong: `El mensaje puede tener como máximo ${LIVE_MESSAGE_MAX} caracteres`,
    rateLimited: 'Demasiados mensajes seguidos: espere un momento',
    status_online: 'En línea',
    status_busy: 'En privado',
    status_offline: 'Sin conexión',
    viewers: '{count} en el chat',
    offline: '{name} no está en línea ahora: su mensaje no se puede enviar.',
    busy: '{name} está en un chat privado ahora: vuelva a intentarlo en un rato.',
    back: 'Volver a los modelos en vivo',
    expired: 'Este chat ha terminado o su enlace ha caducado: ábralo de nuevo desde el portal',
    expiredTitle: 'Chat terminado',
    network: 'La conexión de red es anormal, inténtelo de nuevo',
  },
  en: {
    title: 'Live chat',
    messages: 'Messages',
    you: 'You',
    message: 'Your message',
    messageHint: `Text only, up to ${LIVE_MESSAGE_MAX} characters. Enter sends; Shift+Enter, a new line.`,
    send: 'Send',
    sending: 'Sending…',
    empty: 'Write a message before sending it',
    tooLong: `A message may be at most ${LIVE_MESSAGE_MAX} characters`,
    rateLimited: 'Too many messages in a row: wait a moment',
    status_online: 'Online',
    status_busy: 'Busy',
    status_offline: 'Offline',
    viewers: '{count} in the chat',
    offline: '{name} is offline now: your message cannot be sent.',
    busy: '{name} is in a private chat now: try again in a while.',
    back: 'Back to the live models',
    expired: 'This chat has ended or its link has expired: open it again from the portal',
    expiredTitle: 'Chat ended',
    network: 'The network link is abnormal, try again',
  },
} as const;

export type ChatTexts = (typeof TEXTS)['en'];

export const chatTexts = (language: string | undefined): ChatTexts =>
  TEXTS[pageLanguage(language)] as ChatTexts;

/** Where the chat page's back link leads: the portal's live models page. */
export const LIVE_MODELS_PAGE = '/liveModels';

export interface PageModel {
  name: string;
  avatar: string;
  status: LiveModelStatus;
  viewers: number;
}

/**
 * The live chat page. Its script and styles are files of this server (the policy runs no inline
 * script); the chat-session token travels in a meta element and goes back in a header, never in a
 * cookie or the address. Every message is put in as text by the script, never as markup.
 */
export function chatPage(model: PageModel, language: string, sessionToken: string): string {
  const lang = pageLanguage(language);
  const t = chatTexts(lang);
  const viewers = t.viewers.replace('{count}', String(model.viewers));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="chat-session" content="${escapeHtml(sessionToken)}">
<title>${escapeHtml(model.name)} · ${escapeHtml(t.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo/live/assets/chat.css">
<script type="application/json" id="chat-texts">${jsonBlock({ ...t, lang, header: LIVE_CHAT_HEADER })}</script>
<script src="/demo/live/assets/chat.js" defer></script>
</head>
<body>
<main class="chat" aria-labelledby="model-name">
  <header class="chat-head">
    <img id="avatar" class="avatar" src="${escapeHtml(model.avatar)}" alt="" width="56" height="56">
    <div>
      <h1 id="model-name">${escapeHtml(model.name)}</h1>
      <p class="meta"><span id="status" class="status" data-status="${model.status}">${escapeHtml(t[`status_${model.status}`])}</span> · <span id="viewers">${escapeHtml(viewers)}</span></p>
    </div>
  </header>
  <section class="log" aria-label="${escapeHtml(t.messages)}" tabindex="0">
    <ol id="messages" class="messages" aria-live="polite" aria-relevant="additions"></ol>
  </section>
  <p id="notice" class="notice" role="status"></p>
  <form id="send" class="send" novalidate>
    <label for="message">${escapeHtml(t.message)}</label>
    <textarea id="message" name="message" rows="2" maxlength="${LIVE_MESSAGE_MAX}" autocomplete="off" aria-describedby="message-hint message-error"></textarea>
    <small id="message-hint">${escapeHtml(t.messageHint)}</small>
    <p id="message-error" class="error" role="alert"></p>
    <button id="send-button" type="submit">${escapeHtml(t.send)}</button>
  </form>
  <a class="back" href="${LIVE_MODELS_PAGE}" target="_top">${escapeHtml(t.back)}</a>
</main>
</body>
</html>`;
}

/** The page a used or expired ticket opens: what happened and the way back. */
export const expiredChatPage = expiredPageOf({
  texts: chatTexts,
  stylesheet: '/demo/live/assets/chat.css',
  mainClass: 'chat',
});
