import { LOTTERY_MAX_STAKE, LOTTERY_MIN_STAKE } from '@portal/contract';
import { escapeHtml, expiredPageOf, jsonBlock, pageLanguage } from '../tickets/pages';

/** The texts of the lottery page, in the two bundled languages; `{x}` are filled by the script. */
const TEXTS = {
  es: {
    title: 'Lotería',
    balance: 'Saldo',
    games: 'Juegos de lotería',
    lobby: 'Todos los sorteos',
    game: 'Juego',
    nextDraw: 'Próximo sorteo',
    issue: 'Sorteo',
    closesIn: 'Cierra en',
    drawing: 'Sorteando…',
    latest: 'Últimos números',
    none: 'Todavía no hay sorteos',
    bet: 'Apostar',
    rules: 'Elija {pick} número(s) distintos entre {min} y {max}; se sortean {balls}.',
    pays: 'Acertar {matched} paga ×{multiplier}',
    rtp: 'Retorno al jugador publicado',
    numbers: 'Sus números',
    numbersHint: 'Escriba {pick} número(s) entre {min} y {max}, separados por espacios',
    pickLegend: 'Elija {pick} número(s)',
    quickPick: 'Al azar',
    clearPick: 'Borrar',
    picked: '{count} de {pick} elegidos',
    results: 'Resultados anteriores',
    noResults: 'Aún no hay sorteos de este juego',
    drawTime: 'Hora del sorteo',
    stake: 'Apuesta',
    stakeHint: `Entre ${LOTTERY_MIN_STAKE} y ${LOTTERY_MAX_STAKE}, con hasta dos decimales`,
    buy: 'Comprar boleto',
    buying: 'Comprando…',
    bought: 'Boleto {id} comprado para el sorteo del {time}',
    tickets: 'Sus boletos',
    noTickets: 'Todavía no ha comprado boletos',
    status: 'Resultado',
    drawn: 'Números sorteados',
    prize: 'Premio',
    pending: 'Pendiente',
    won: 'Ganado',
    lost: 'Sin premio',
    badNumbers: 'Escriba {pick} número(s) distintos entre {min} y {max}, separados por espacios',
    badStake: `Escriba una apuesta válida: un número entre ${LOTTERY_MIN_STAKE} y ${LOTTERY_MAX_STAKE} con hasta dos decimales`,
    insufficient: 'Su saldo no alcanza para esta apuesta',
    drawClosed: 'Este sorteo ya está cerrado: vuelva a intentarlo para el siguiente',
    expired: 'Este enlace de juego ha caducado: vuelva a abrir la lotería desde el portal',
    network: 'La conexión de red es anormal, inténtelo de nuevo',
    back: 'Volver al portal',
    expiredTitle: 'Enlace caducado',
  },
  en: {
    title: 'Lottery',
    balance: 'Balance',
    games: 'Lottery games',
    lobby: 'All draws',
    game: 'Game',
    nextDraw: 'Next draw',
    issue: 'Draw',
    closesIn: 'Closes in',
    drawing: 'Drawing…',
    latest: 'Latest numbers',
    none: 'No draws yet',
    bet: 'Bet',
    rules: 'Pick {pick} different number(s) from {min} to {max}; {balls} are drawn.',
    pays: 'Matching {matched} pays ×{multiplier}',
    rtp: 'Published return to player',
    numbers: 'Your numbers',
    numbersHint: 'Write {pick} number(s) from {min} to {max}, separated by spaces',
    pickLegend: 'Pick {pick} number(s)',
    quickPick: 'Quick pick',
    clearPick: 'Clear',
    picked: '{count} of {pick} picked',
    results: 'Past results',
    noResults: 'No draws of this game yet',
    drawTime: 'Draw time',
    stake: 'Stake',
    stakeHint: `Between ${LOTTERY_MIN_STAKE} and ${LOTTERY_MAX_STAKE}, up to two decimals`,
    buy: 'Buy ticket',
    buying: 'Buying…',
    bought: 'Ticket {id} bought for the draw of {time}',
    tickets: 'Your tickets',
    noTickets: 'You have not bought any tickets yet',
    status: 'Result',
    drawn: 'Numbers drawn',
    prize: 'Prize',
    pending: 'Pending',
    won: 'Won',
    lost: 'No prize',
    badNumbers: 'Write {pick} different number(s) from {min} to {max}, separated by spaces',
    badStake: `Enter a valid stake: a number from ${LOTTERY_MIN_STAKE} to ${LOTTERY_MAX_STAKE} with up to two decimals`,
    insufficient: 'Your balance is not enough for this stake',
    drawClosed: 'This draw has closed: try again for the next one',
    expired: 'This game link has expired: open the lottery again from the portal',
    network: 'The network link is abnormal, try again',
    back: 'Back to the portal',
    expiredTitle: 'Link expired',
  },
} as const;

export type LotteryTexts = (typeof TEXTS)['en'];

export const lotteryTexts = (language: string | undefined): LotteryTexts =>
  TEXTS[pageLanguage(language)] as LotteryTexts;

export interface LotteryPageInput {
  language: string;
  backUrl: string | null;
  /** The launched game, selected first. */
  gameCode: string;
  view: 'betting' | 'lobby';
  sessionToken: string;
}

/**
 * The lottery page: the area's draws (lobby), the chosen game's next draw with its countdown and
 * latest numbers, the ticket form and the player's tickets. Its script and styles are files of
 * this server (the policy runs no inline script); the game-session token travels in a meta
 * element and goes back in a header, never in a cookie or the address.
 */
export function lotteryPage(input: LotteryPageInput): string {
  const lang = pageLanguage(input.language);
  const t = lotteryTexts(lang);
  const e = (key: keyof LotteryTexts) => escapeHtml(t[key]);
  const back = input.backUrl ?? '/';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="game-session" content="${escapeHtml(input.sessionToken)}">
<title>${e('title')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo/lottery/assets/lottery.css">
<script type="application/json" id="lottery-texts">${jsonBlock({ ...t, lang, minStake: LOTTERY_MIN_STAKE, maxStake: LOTTERY_MAX_STAKE })}</script>
<script type="application/json" id="lottery-start">${jsonBlock({ gameCode: input.gameCode, view: input.view })}</script>
<script src="/demo/lottery/assets/lottery.js" defer></script>
</head>
<body>
<main class="lottery" aria-labelledby="lottery-title">
  <header class="lottery-head">
    <h1 id="lottery-title">${e('title')}</h1>
    <p class="lottery-balance">${e('balance')}: <output id="balance" aria-live="polite">…</output></p>
    <a class="back" href="${escapeHtml(back)}" target="_top">${e('back')}</a>
  </header>
  <p id="page-error" class="error" role="alert"></p>
  <section id="lobby" class="lobby" aria-labelledby="lobby-title">
    <h2 id="lobby-title">${e('lobby')}</h2>
    <table role="table" aria-labelledby="lobby-title">
      <thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">${e('game')}</th><th role="columnheader" scope="col">${e('nextDraw')}</th><th role="columnheader" scope="col">${e('latest')}</th><th role="columnheader" scope="col"><span class="visually-hidden">${e('bet')}</span></th></tr></thead>
      <tbody role="rowgroup" id="lobby-rows"></tbody>
    </table>
  </section>
  <section id="betting" class="betting" aria-labelledby="game-name">
    <h2 id="game-name"></h2>
    <div class="draw">
      <p>${e('nextDraw')}: <strong id="next-draw"></strong> · ${e('closesIn')} <output id="countdown" aria-live="off"></output></p>
      <p>${e('latest')}: <span id="latest-numbers" class="balls"></span></p>
    </div>
    <p id="rules" class="rules"></p>
    <ul id="payouts" class="payouts"></ul>
    <p>${e('rtp')}: <strong id="rtp"></strong></p>
    <form id="ticket" class="ticket" novalidate>
      <fieldset class="picker">
        <legend id="pick-legend"></legend>
        <div id="balls" class="ball-grid"></div>
        <p class="pick-actions"><output id="picked" aria-live="polite"></output>
          <button id="quick-pick" type="button" class="secondary">${e('quickPick')}</button>
          <button id="clear-pick" type="button" class="secondary">${e('clearPick')}</button></p>
      </fieldset>
      <label for="numbers">${e('numbers')}</label>
      <input id="numbers" name="numbers" type="text" inputmode="numeric" autocomplete="off" aria-describedby="numbers-hint numbers-error">
      <small id="numbers-hint"></small>
      <p id="numbers-error" class="error" role="alert"></p>
      <label for="stake">${e('stake')}</label>
      <input id="stake" name="stake" type="text" inputmode="decimal" autocomplete="off" value="1" aria-describedby="stake-hint stake-error">
      <small id="stake-hint">${e('stakeHint')}</small>
      <p id="stake-error" class="error" role="alert"></p>
      <button id="buy" type="submit">${e('buy')}</button>
      <p id="bought" class="result" role="status" aria-live="polite"></p>
    </form>
    <h3 id="results-title">${e('results')}</h3>
    <p id="no-results">${e('noResults')}</p>
    <table role="table" aria-labelledby="results-title">
      <thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">${e('drawTime')}</th><th role="columnheader" scope="col">${e('drawn')}</th></tr></thead>
      <tbody role="rowgroup" id="result-rows"></tbody>
    </table>
  </section>
  <section class="tickets" aria-labelledby="tickets-title">
    <h2 id="tickets-title">${e('tickets')}</h2>
    <p id="no-tickets">${e('noTickets')}</p>
    <table role="table" aria-labelledby="tickets-title">
      <thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">${e('issue')}</th><th role="columnheader" scope="col">${e('game')}</th><th role="columnheader" scope="col">${e('numbers')}</th><th role="columnheader" scope="col">${e('stake')}</th><th role="columnheader" scope="col">${e('drawn')}</th><th role="columnheader" scope="col">${e('status')}</th><th role="columnheader" scope="col">${e('prize')}</th></tr></thead>
      <tbody role="rowgroup" id="ticket-rows"></tbody>
    </table>
  </section>
</main>
</body>
</html>`;
}

/** The page a used or expired ticket opens: what happened and the way back. */
export const expiredPage = expiredPageOf({
  texts: lotteryTexts,
  stylesheet: '/demo/lottery/assets/lottery.css',
  mainClass: 'lottery',
});
