/**
 * The demo game page's script and styles, served as files of this server under /demo/assets/ (the
 * content security policy runs no inline script). Plain ES2020 for any current browser; kept as
 * text here so that the server needs no build step to serve them.
 */

import { MONEY_FORMAT } from '@portal/contract';
import { PAGE_SEND_JS } from '../tickets/pages';

export const GAME_JS = String.raw`(() => {
  'use strict';
  const token = document.querySelector('meta[name="game-session"]').content;
  const t = JSON.parse(document.getElementById('demo-texts').textContent);
  const $ = (id) => document.getElementById(id);
  // The portal's money format (the contract's MONEY_FORMAT), as the header shows the balance.
  const money = new Intl.NumberFormat(t.lang, ${JSON.stringify(MONEY_FORMAT)});
  let symbol = '';
  const show = (amount) => symbol + ' ' + money.format(amount);

  const messageOf = (answer) => {
    switch (answer && answer.code) {
      case 'INSUFFICIENT_FUNDS': return t.insufficient;
      case 'VALIDATION': return t.badStake;
      case 'TICKET_INVALID': return t.expired;
      default: return t.network;
    }
  };

${PAGE_SEND_JS}
  async function call(method, path, body) {
    const { network, answer } = await send(method, path, body);
    if (network) return { network: true };
    if (answer && answer.success) return { value: answer.value };
    return { error: messageOf(answer), code: answer && answer.code };
  }

  const form = $('bet');
  const stakeInput = $('stake');
  const stakeError = $('stake-error');
  const spin = $('spin');
  const result = $('result');

  const setError = (text) => {
    stakeError.textContent = text;
    stakeInput.setAttribute('aria-invalid', text ? 'true' : 'false');
  };

  async function load() {
    const got = await call('GET', '/demo/api/state');
    if (got.value) {
      symbol = got.value.currencySymbol;
      $('balance').textContent = show(got.value.balance);
      return;
    }
    result.textContent = got.error || t.network;
    if (got.code === 'TICKET_INVALID') spin.disabled = true;
  }

  // A random key per round: a retry after a lost answer replays the same round, never a new one.
  const newKey = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = stakeInput.value.trim().replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
      setError(t.badStake);
      stakeInput.focus();
      return;
    }
    if (Number(text) > 1000000) {
      setError(t.tooHigh);
      stakeInput.focus();
      return;
    }
    setError('');
    spin.disabled = true;
    spin.textContent = t.spinning;
    const key = newKey();
    const body = { stake: Number(text), idempotencyKey: key };
    let got = await call('POST', '/demo/api/round', body);
    if (got.network) got = await call('POST', '/demo/api/round', body);
    spin.disabled = false;
    spin.textContent = t.spin;
    if (!got.value) {
      if (got.code === 'INSUFFICIENT_FUNDS' || got.code === 'VALIDATION') {
        setError(got.error);
        stakeInput.focus();
      } else {
        result.textContent = got.error || t.network;
      }
      if (got.code === 'TICKET_INVALID') spin.disabled = true;
      return;
    }
    const round = got.value;
    round.symbols.forEach((s, i) => { $('reel-' + i).textContent = s; });
    $('balance').textContent = show(round.balance);
    // Two alike pay ×1: the stake comes back, which is no win; only more than the stake is one.
    result.textContent =
      round.win > round.stake ? t.win.replace('{amount}', show(round.win))
        : round.win > 0 ? t.returned
          : t.lose;
    result.dataset.win = String(round.win);
  });

  load();
})();
`;

export const GAME_CSS = `:root { color-scheme: dark; --bg: #11131a; --panel: #1c1f2b; --text: #f2f3f7; --muted: #b9bdcc; --accent: #f5c542; --accent-text: #1a1400; --error: #ff8a80; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--text); }
.demo { max-width: 32rem; margin: 0 auto; padding: 1rem; display: grid; gap: 1rem; }
h1 { font-size: 1.4rem; margin: 0; }
.demo-balance { margin: 0; color: var(--muted); }
.demo-balance output { color: var(--text); font-weight: 700; }
.reels { display: flex; gap: .5rem; justify-content: center; }
.reel { display: grid; place-items: center; width: 5rem; height: 5rem; font-size: 2.5rem; background: var(--panel); border-radius: .75rem; border: 2px solid #3a3f55; }
.result { min-height: 1.5em; text-align: center; font-weight: 700; margin: 0; }
.bet { display: grid; gap: .25rem; }
.bet input { font: inherit; padding: .5rem .75rem; border-radius: .5rem; border: 1px solid #5b6178; background: var(--panel); color: var(--text); }
.bet input[aria-invalid="true"] { border-color: var(--error); }
.bet small { color: var(--muted); }
.error { color: var(--error); margin: 0; min-height: 1.5em; }
button { font: inherit; font-weight: 700; padding: .75rem; border: 0; border-radius: .5rem; background: var(--accent); color: var(--accent-text); cursor: pointer; }
button:disabled { opacity: .6; cursor: progress; }
:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
.rules table { width: 100%; border-collapse: collapse; }
.rules caption { text-align: start; font-weight: 700; }
.rules th, .rules td { text-align: start; padding: .25rem; border-bottom: 1px solid #2e3245; }
.back { color: #8ab4ff; }
`;
