/**
 * The live chat page's script and styles, served as files of this server under
 * /demo/live/assets/ (the content security policy runs no inline script). Plain ES2020 for any
 * current browser; kept as text here so that the server needs no build step to serve them. Every
 * message goes into the page through textContent: what a member writes is never markup.
 */

import { LIVE_MESSAGE_MAX } from '@portal/contract';

export const CHAT_JS = String.raw`(() => {
  'use strict';
  const token = document.querySelector('meta[name="chat-session"]').content;
  const t = JSON.parse(document.getElementById('chat-texts').textContent);
  const $ = (id) => document.getElementById(id);
  const time = new Intl.DateTimeFormat(t.lang, { hour: '2-digit', minute: '2-digit' });
  const list = $('messages');
  const form = $('send');
  const input = $('message');
  const error = $('message-error');
  const button = $('send-button');
  const notice = $('notice');
  let last = 0;
  let status = $('status').dataset.status;
  let name = $('model-name').textContent;
  let timer = 0;
  let ended = false;

  async function call(method, path, body) {
    let res;
    try {
      res = await fetch(path, {
        method,
        headers: Object.assign({ [t.header]: token }, body ? { 'Content-Type': 'application/json' } : {}),
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (e) {
      return { network: true };
    }
    try {
      const answer = await res.json();
      return answer && answer.success ? { value: answer.value } : { code: answer && answer.code };
    } catch (e) {
      return { network: true };
    }
  }

  const setError = (text) => {
    error.textContent = text;
    input.setAttribute('aria-invalid', text ? 'true' : 'false');
  };

  function end() {
    ended = true;
    clearInterval(timer);
    notice.textContent = t.expired;
    input.disabled = true;
    button.disabled = true;
  }

  function showStatus(next) {
    status = next;
    const el = $('status');
    el.dataset.status = next;
    el.textContent = t['status_' + next];
    const away = next === 'online' ? '' : t[next].replace('{name}', name);
    if (!ended) notice.textContent = away;
    button.disabled = ended || next !== 'online';
  }

  function add(message) {
    if (message.messageId <= last) return;
    last = message.messageId;
    const item = document.createElement('li');
    item.className = 'message ' + message.from;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = (message.from === 'member' ? t.you : name) + ': ';
    const text = document.createElement('p');
    text.className = 'text';
    text.textContent = message.text;
    const at = document.createElement('time');
    at.dateTime = message.sentAt;
    at.textContent = time.format(new Date(message.sentAt));
    item.append(who, text, at);
    list.append(item);
    list.parentElement.scrollTop = list.parentElement.scrollHeight;
  }

  async function poll() {
    if (ended) return;
    const got = await call('GET', '/demo/api/live/chat' + (last ? '?after=' + last : ''));
    if (got.code === 'TICKET_INVALID') return end();
    if (!got.value) return;
    const state = got.value;
    name = state.model.name;
    $('viewers').textContent = t.viewers.replace('{count}', String(state.model.viewers));
    showStatus(state.model.status);
    state.messages.forEach(add);
    if (!timer) timer = setInterval(poll, state.pollSeconds * 1000);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (ended || button.disabled) return;
    const text = input.value.trim();
    if (!text) {
      setError(t.empty);
      input.focus();
      return;
    }
    if (text.length > ${LIVE_MESSAGE_MAX}) {
      setError(t.tooLong);
      input.focus();
      return;
    }
    setError('');
    button.disabled = true;
    button.textContent = t.sending;
    const got = await call('POST', '/demo/api/live/message', { text });
    button.textContent = t.send;
    button.disabled = false;
    if (got.value) {
      got.value.messages.forEach(add);
      input.value = '';
      input.focus();
      return;
    }
    if (got.code === 'TICKET_INVALID') return end();
    if (got.code === 'MODEL_OFFLINE') return showStatus('offline');
    if (got.code === 'MODEL_BUSY') return showStatus('busy');
    setError(got.code === 'RATE_LIMITED' ? t.rateLimited : got.code === 'VALIDATION' ? t.empty : t.network);
    input.focus();
  });

  // Enter sends, Shift+Enter breaks the line.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });

  // Closing the page leaves the chat: the member no longer counts among the model's viewers.
  window.addEventListener('pagehide', () => {
    if (ended) return;
    try {
      fetch('/demo/api/live/leave', { method: 'POST', headers: { [t.header]: token }, keepalive: true, credentials: 'omit' });
    } catch (e) {
      // The page is going: the viewers forget it after a short while anyway.
    }
  });

  showStatus(status);
  poll();
})();
`;

export const CHAT_CSS = `:root { color-scheme: dark; --bg: #11131a; --panel: #1c1f2b; --mine: #2b3a67; --text: #f2f3f7; --muted: #b9bdcc; --accent: #f5c542; --accent-text: #1a1400; --error: #ff8a80; --online: #6fdc8c; --busy: #ffb74d; --offline: #b9bdcc; }
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--text); }
.chat { max-width: 40rem; height: 100%; margin: 0 auto; padding: 1rem; display: grid; gap: .75rem; grid-template-rows: auto 1fr auto auto auto; }
.chat-head { display: flex; gap: .75rem; align-items: center; }
.avatar { border-radius: 50%; background: var(--panel); flex: none; }
h1 { font-size: 1.3rem; margin: 0; }
.meta { margin: 0; color: var(--muted); }
.status::before { content: ''; display: inline-block; width: .6rem; height: .6rem; border-radius: 50%; margin-inline-end: .35rem; background: var(--offline); }
.status[data-status="online"]::before { background: var(--online); }
.status[data-status="busy"]::before { background: var(--busy); }
.log { overflow-y: auto; min-height: 12rem; background: var(--panel); border-radius: .75rem; padding: .75rem; }
.messages { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.message { max-width: 85%; padding: .5rem .75rem; border-radius: .75rem; background: #262a3a; }
.message.member { justify-self: end; background: var(--mine); }
.who { font-weight: 700; }
.text { display: inline; margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.message time { display: block; font-size: .8rem; color: var(--muted); }
.notice { margin: 0; min-height: 1.5em; color: var(--busy); }
.send { display: grid; gap: .25rem; }
.send textarea { font: inherit; padding: .5rem .75rem; border-radius: .5rem; border: 1px solid #5b6178; background: var(--panel); color: var(--text); resize: vertical; }
.send textarea[aria-invalid="true"] { border-color: var(--error); }
.send small { color: var(--muted); }
.error { color: var(--error); margin: 0; min-height: 1.5em; }
button { font: inherit; font-weight: 700; padding: .75rem; border: 0; border-radius: .5rem; background: var(--accent); color: var(--accent-text); cursor: pointer; }
button:disabled { opacity: .6; cursor: not-allowed; }
:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
.back { color: #8ab4ff; }
`;
