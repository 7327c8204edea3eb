/**
 * The lottery page's script and styles, served as files of this server under
 * /demo/lottery/assets/ (the content security policy runs no inline script). Plain ES2020 for any
 * current browser; kept as text here so that the server needs no build step to serve them (and the
 * bundled server carries them). No template literals inside: the text is a String.raw template.
 */

import { MONEY_FORMAT, MULTIPLIER_FORMAT } from '@portal/contract';
import { PAGE_SEND_JS } from '../tickets/pages';

export const LOTTERY_JS = String.raw`(() => {
  'use strict';
  const token = document.querySelector('meta[name="game-session"]').content;
  const t = JSON.parse(document.getElementById('lottery-texts').textContent);
  const start = JSON.parse(document.getElementById('lottery-start').textContent);
  const $ = (id) => document.getElementById(id);
  // The portal's number formats (the contract's), as the header shows the balance.
  const money = new Intl.NumberFormat(t.lang, ${JSON.stringify(MONEY_FORMAT)});
  const multiplier = new Intl.NumberFormat(t.lang, ${JSON.stringify(MULTIPLIER_FORMAT)});
  // An amount as the portal shows it: the operator's symbol, a space, the number.
  const show = (amount) => (state ? state.currencySymbol + ' ' : '') + money.format(amount);
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));

  let state = null;
  let selected = start.gameCode;
  let view = start.view;
  let offset = 0; // server clock minus this clock, in ms
  let busy = false;
  let refreshAt = 0;

  const newRequestId = () => {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };
  let requestId = newRequestId();

${PAGE_SEND_JS}
  async function call(method, path, body) {
    const { network, answer } = await send(method, path, body);
    if (network) return { network: true };
    if (answer && answer.success) return { value: answer.value };
    return { failure: answer || {} };
  }

  const game = () => (state ? state.games.find((g) => g.gameCode === selected) : undefined);
  const pad = (g, n) => String(n).padStart(String(g.maxNumber).length, '0');

  // A draw is named by its time, in the player's language, never by its technical issue id.
  const when = new Intl.DateTimeFormat(t.lang, { dateStyle: 'short', timeStyle: 'short' });

  const cell = (row, text, cls) => {
    const td = document.createElement('td');
    td.setAttribute('role', 'cell');
    td.textContent = text;
    if (cls) td.className = cls;
    row.appendChild(td);
    return td;
  };

  // A row with its role written out: on a phone the tables are cards (display: block), which
  // takes table semantics away in some browsers.
  const newRow = () => {
    const row = document.createElement('tr');
    row.setAttribute('role', 'row');
    return row;
  };

  // Each value's column name, shown before it where the rows are cards (the stylesheet's
  // data-label); a column whose header is for screen readers only (the bet button's) gets none.
  const labelCells = (body) => {
    const heads = Array.from(body.closest('table').querySelectorAll('thead th'), (th) =>
      th.querySelector('.visually-hidden') ? '' : th.textContent,
    );
    for (const row of body.rows)
      Array.from(row.cells).forEach((c, i) => {
        if (heads[i]) c.dataset.label = heads[i];
      });
  };

  const left = (iso) => {
    const ms = Date.parse(iso) - (Date.now() + offset);
    if (ms <= 0) return t.drawing;
    const s = Math.ceil(ms / 1000);
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const two = (n) => String(n).padStart(2, '0');
    return (h ? h + ':' + two(m) : String(m)) + ':' + two(s % 60);
  };

  function renderLobby() {
    const body = $('lobby-rows');
    body.textContent = '';
    for (const g of state.games) {
      const row = newRow();
      const name = document.createElement('th');
      name.scope = 'row';
      name.setAttribute('role', 'rowheader');
      name.textContent = g.displayName;
      row.appendChild(name);
      cell(row, when.format(new Date(g.nextDrawAt)) + ' · ' + left(g.nextDrawAt), 'lobby-next').dataset.at = g.nextDrawAt;
      cell(row, g.latest ? g.latest.numbers.join(' ') : t.none, 'balls');
      const td = cell(row, '');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = t.bet;
      button.setAttribute('aria-label', t.bet + ': ' + g.displayName);
      button.addEventListener('click', () => { selected = g.gameCode; view = 'betting'; render(); $('numbers').focus(); });
      td.appendChild(button);
      body.appendChild(row);
    }
    labelCells(body);
  }

  function renderGame() {
    const g = game();
    if (!g) return;
    $('game-name').textContent = g.displayName;
    $('next-draw').textContent = when.format(new Date(g.nextDrawAt));
    $('latest-numbers').textContent = g.latest ? g.latest.numbers.join(' ') : t.none;
    const range = { pick: g.pick, min: pad(g, g.minNumber), max: pad(g, g.maxNumber), balls: g.balls };
    $('rules').textContent = fill(t.rules, range);
    $('numbers-hint').textContent = fill(t.numbersHint, range);
    const payouts = $('payouts');
    payouts.textContent = '';
    for (const p of g.payouts) {
      const li = document.createElement('li');
      li.textContent = fill(t.pays, { matched: p.matched, multiplier: multiplier.format(p.multiplier) });
      payouts.appendChild(li);
    }
    $('rtp').textContent = new Intl.NumberFormat(t.lang, { style: 'percent', maximumFractionDigits: 2 }).format(g.rtp);
    renderPicker(g);
    renderResults(g);
  }

  // The ball picker: one toggle a number, in step with the numbers field (either may be used).
  let pickerOf = '';
  function renderPicker(g) {
    $('pick-legend').textContent = fill(t.pickLegend, { pick: g.pick });
    const balls = $('balls');
    if (pickerOf !== g.gameCode) {
      pickerOf = g.gameCode;
      balls.textContent = '';
      for (let n = g.minNumber; n <= g.maxNumber; n += 1) {
        const ball = document.createElement('button');
        ball.type = 'button';
        ball.className = 'ball';
        ball.textContent = pad(g, n);
        ball.dataset.number = String(n);
        ball.setAttribute('aria-pressed', 'false');
        ball.addEventListener('click', () => togglePick(g, n));
        balls.appendChild(ball);
      }
    }
    syncPicker(g);
  }

  function pickedNumbers(g) {
    return $('numbers').value.trim().split(/[\s,;]+/).filter((p) => /^\d{1,3}$/.test(p)).map(Number)
      .filter((n, i, all) => n >= g.minNumber && n <= g.maxNumber && all.indexOf(n) === i);
  }

  function setPicked(g, numbers) {
    $('numbers').value = numbers.map((n) => pad(g, n)).join(' ');
    $('numbers-error').textContent = '';
    $('numbers').removeAttribute('aria-invalid');
    syncPicker(g);
  }

  function togglePick(g, n) {
    const now = pickedNumbers(g);
    const next = now.includes(n) ? now.filter((x) => x !== n) : now.concat([n]);
    if (next.length <= g.pick) setPicked(g, next);
  }

  function syncPicker(g) {
    const now = pickedNumbers(g);
    const full = now.length >= g.pick;
    for (const ball of $('balls').children) {
      const on = now.includes(Number(ball.dataset.number));
      ball.setAttribute('aria-pressed', String(on));
      // A full ticket takes no more numbers: the others wait until one is taken off.
      ball.disabled = full && !on;
    }
    $('picked').textContent = fill(t.picked, { count: now.length, pick: g.pick });
  }

  $('numbers').addEventListener('input', () => { const g = game(); if (g) syncPicker(g); });
  $('clear-pick').addEventListener('click', () => { const g = game(); if (g) setPicked(g, []); });
  $('quick-pick').addEventListener('click', () => {
    const g = game();
    if (!g) return;
    const pool = [];
    for (let n = g.minNumber; n <= g.maxNumber; n += 1) pool.push(n);
    const chosen = [];
    const random = new Uint32Array(g.pick);
    crypto.getRandomValues(random);
    for (let i = 0; i < g.pick; i += 1) chosen.push(pool.splice(random[i] % pool.length, 1)[0]);
    setPicked(g, chosen.sort((a, b) => a - b));
  });

  // The game's latest results: when each was drawn and its numbers.
  function renderResults(g) {
    const body = $('result-rows');
    body.textContent = '';
    const rows = state.results.filter((r) => r.gameCode === g.gameCode);
    $('no-results').hidden = rows.length > 0;
    for (const r of rows) {
      const row = newRow();
      cell(row, when.format(new Date(r.openedAt)));
      cell(row, r.numbers.join(' '), 'balls');
      body.appendChild(row);
    }
    labelCells(body);
  }

  function renderTickets() {
    const body = $('ticket-rows');
    body.textContent = '';
    $('no-tickets').hidden = state.tickets.length > 0;
    for (const k of state.tickets) {
      const row = newRow();
      const g = state.games.find((x) => x.gameCode === k.gameCode);
      cell(row, when.format(new Date(k.drawAt)));
      cell(row, g ? g.displayName : k.gameCode);
      cell(row, k.numbers.join(' '), 'balls');
      cell(row, show(k.stake));
      cell(row, k.drawnNumbers ? k.drawnNumbers.join(' ') : '—', 'balls');
      cell(row, t[k.status] + (k.matched === null ? '' : ' (' + k.matched + ')'), 'status-' + k.status);
      cell(row, show(k.prize));
      body.appendChild(row);
    }
    labelCells(body);
  }

  function render() {
    if (!state) return;
    $('balance').textContent = show(state.balance);
    $('lobby').hidden = view !== 'lobby';
    renderLobby();
    renderGame();
    renderTickets();
    tick();
  }

  function tick() {
    if (!state) return;
    const g = game();
    if (g) $('countdown').textContent = left(g.nextDrawAt);
    for (const td of document.querySelectorAll('.lobby-next')) {
      const name = td.textContent.split(' · ')[0];
      td.textContent = name + ' · ' + left(td.dataset.at);
    }
    // Refresh a moment after the next draw of any game (its numbers, the settled tickets).
    const soonest = Math.min.apply(null, state.games.map((x) => Date.parse(x.nextDrawAt)));
    if (Date.now() + offset > soonest + 1500 && Date.now() > refreshAt) {
      refreshAt = Date.now() + 3000;
      load();
    }
  }

  async function load() {
    const answer = await call('GET', '/demo/lottery/api/state');
    if (answer.value) {
      state = answer.value;
      offset = Date.parse(state.serverTime) - Date.now();
      if (!game() && state.games[0]) selected = state.games[0].gameCode;
      $('page-error').textContent = '';
      render();
    } else {
      $('page-error').textContent = answer.failure && answer.failure.code === 'TICKET_INVALID' ? t.expired : t.network;
    }
  }

  function readNumbers(g) {
    const parts = $('numbers').value.trim().split(/[\s,;]+/).filter(Boolean);
    if (parts.length !== g.pick || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
    const numbers = parts.map(Number);
    if (numbers.some((n) => n < g.minNumber || n > g.maxNumber)) return null;
    if (new Set(numbers).size !== numbers.length) return null;
    return numbers;
  }

  function readStake() {
    const text = $('stake').value.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
    const value = Number(text);
    return value >= t.minStake && value <= t.maxStake ? text : null;
  }

  $('ticket').addEventListener('submit', async (event) => {
    event.preventDefault();
    const g = game();
    if (!g || busy) return;
    const range = { pick: g.pick, min: pad(g, g.minNumber), max: pad(g, g.maxNumber) };
    const numbers = readNumbers(g);
    const stake = readStake();
    $('numbers-error').textContent = numbers ? '' : fill(t.badNumbers, range);
    $('stake-error').textContent = stake ? '' : t.badStake;
    $('numbers').setAttribute('aria-invalid', String(!numbers));
    $('stake').setAttribute('aria-invalid', String(!stake));
    $('bought').textContent = '';
    if (!numbers || !stake) return;
    busy = true;
    $('buy').disabled = true;
    $('buy').textContent = t.buying;
    const answer = await call('POST', '/demo/lottery/api/tickets', { gameCode: g.gameCode, numbers, stake, requestId });
    busy = false;
    $('buy').disabled = false;
    $('buy').textContent = t.buy;
    if (answer.value) {
      requestId = newRequestId();
      $('bought').textContent = fill(t.bought, { id: answer.value.ticket.ticketId, time: when.format(new Date(answer.value.ticket.drawAt)) });
      setPicked(g, []);
      await load();
      return;
    }
    if (answer.network) { $('stake-error').textContent = t.network; return; }
    // A refused ticket moved no money: the next try is a new request.
    requestId = newRequestId();
    const f = answer.failure;
    const fields = (f.value && f.value.fields) || {};
    if (f.code === 'INSUFFICIENT_FUNDS') $('stake-error').textContent = t.insufficient;
    else if (f.code === 'TICKET_INVALID') $('page-error').textContent = t.expired;
    else if (fields.numbers) $('numbers-error').textContent = fill(t.badNumbers, range);
    else if (fields.stake) $('stake-error').textContent = t.badStake;
    else if (fields.gameCode) $('stake-error').textContent = t.drawClosed;
    else $('stake-error').textContent = f.message || t.network;
  });

  setInterval(tick, 1000);
  setInterval(load, 15000);
  load();
})();
`;

export const LOTTERY_CSS = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: #10151f; color: #eef1f6; }
.lottery { max-width: 56rem; margin: 0 auto; padding: 1rem; }
.lottery-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 1rem; justify-content: space-between; }
h1, h2 { margin: 0.5rem 0; }
table { width: 100%; border-collapse: collapse; margin: 0.5rem 0 1rem; }
th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid #2c3546; }
.balls { font-variant-numeric: tabular-nums; letter-spacing: 0.08em; font-weight: 600; color: #ffd166; }
.ticket { display: grid; gap: 0.35rem; max-width: 24rem; }
input { font: inherit; padding: 0.45rem; border-radius: 0.3rem; border: 1px solid #5b6a85; background: #fff; color: #111; }
input[aria-invalid="true"] { border-color: #ff6b6b; outline: 2px solid #ff6b6b; }
button { font: inherit; padding: 0.5rem 0.9rem; border: 0; border-radius: 0.3rem; background: #ffd166; color: #111; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: progress; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #8ecbff; outline-offset: 2px; }
small { color: #c3cad8; }
.error { color: #ff9b9b; min-height: 1.2em; margin: 0; }
.result { color: #9fe6a0; min-height: 1.2em; margin: 0; }
.status-won { color: #9fe6a0; font-weight: 600; }
.status-lost { color: #c3cad8; }
.back { color: #8ecbff; }
.picker { border: 1px solid #2c3546; border-radius: 0.4rem; padding: 0.5rem; margin: 0; }
.ball-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(2.6rem, 1fr)); gap: 0.3rem; max-height: 14rem; overflow-y: auto; padding: 0.2rem; }
.ball { padding: 0.45rem 0; border-radius: 999px; background: #1d2534; color: #eef1f6; border: 1px solid #5b6a85; font-variant-numeric: tabular-nums; }
.ball[aria-pressed="true"] { background: #ffd166; color: #111; border-color: #ffd166; font-weight: 700; }
.ball:disabled { opacity: 0.45; cursor: not-allowed; }
.pick-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.4rem 0 0; }
.secondary { background: transparent; color: #8ecbff; border: 1px solid #8ecbff; }
/* A phone: each table row is a card of name and value pairs, with nothing off the screen. The
   tables' roles are written in the markup, so they are still read as tables. */
@media (max-width: 40rem) {
  table, tbody, tr, td, th[scope="row"] { display: block; }
  table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  tbody tr { margin: 0 0 0.5rem; padding: 0.3rem 0; border: 1px solid #2c3546; border-radius: 0.4rem; }
  tbody th[scope="row"] { padding: 0.35rem 0.6rem; border: 0; }
  td { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; padding: 0.25rem 0.6rem; border: 0; text-align: end; overflow-wrap: anywhere; }
  td[data-label]::before { content: attr(data-label); flex: none; max-width: 50%; color: #c3cad8; font-weight: 400; letter-spacing: normal; text-align: start; }
}
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
