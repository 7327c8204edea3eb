import {
  DEMO_MAX_STAKE,
  DEMO_MIN_STAKE,
  DEMO_PAYTABLE,
  DEMO_RTP,
  formatMultiplier,
} from '@portal/contract';
import { escapeHtml, expiredPageOf, jsonBlock, pageLanguage } from '../tickets/pages';

/** The texts of the demo game page, in the two bundled languages. */
const TEXTS = {
  es: {
    title: 'Juego de demostración',
    balance: 'Saldo',
    stake: 'Apuesta',
    stakeHint: `Entre ${DEMO_MIN_STAKE} y ${DEMO_MAX_STAKE}, con hasta dos decimales`,
    spin: 'Girar',
    spinning: 'Girando…',
    rtp: 'Retorno al jugador publicado',
    paytable: 'Tabla de pagos',
    outcome: 'Resultado',
    pays: 'Paga',
    chance: 'Probabilidad',
    twoAlike: 'Dos iguales',
    threeOf: 'Tres',
    win: 'Ha ganado {amount}',
    returned: 'Recupera su apuesta',
    lose: 'Sin premio esta vez',
    back: 'Volver al portal',
    reels: 'Rodillos',
    badStake: 'Escriba una apuesta válida: un número mayor que 0 con hasta dos decimales',
    tooHigh: `La apuesta máxima es ${DEMO_MAX_STAKE}`,
    insufficient: 'Su saldo no alcanza para esta apuesta',
    expired: 'Este enlace de juego ha caducado: vuelva a abrir el juego desde el portal',
    network: 'La conexión de red es anormal, inténtelo de nuevo',
    expiredTitle: 'Enlace caducado',
  },
  en: {
    title: 'Demo game',
    balance: 'Balance',
    stake: 'Stake',
    stakeHint: `Between ${DEMO_MIN_STAKE} and ${DEMO_MAX_STAKE}, up to two decimals`,
    spin: 'Spin',
    spinning: 'Spinning…',
    rtp: 'Published return to player',
    paytable: 'Pay table',
    outcome: 'Outcome',
    pays: 'Pays',
    chance: 'Chance',
    twoAlike: 'Two alike',
    threeOf: 'Three',
    win: 'You won {amount}',
    returned: 'Stake returned',
    lose: 'No win this time',
    back: 'Back to the portal',
    reels: 'Reels',
    badStake: 'Enter a valid stake: a number above 0 with up to two decimals',
    tooHigh: `The highest stake is ${DEMO_MAX_STAKE}`,
    insufficient: 'Your balance is not enough for this stake',
    expired: 'This game link has expired: open the game again from the portal',
    network: 'The network link is abnormal, try again',
    expiredTitle: 'Link expired',
  },
} as const;

export type DemoTexts = (typeof TEXTS)['en'];

export const textsFor = (language: string | undefined): DemoTexts =>
  TEXTS[pageLanguage(language)] as DemoTexts;

const percent = (value: number, lang: string): string =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value);

function paytableRows(t: DemoTexts, lang: string): string {
  return DEMO_PAYTABLE.map((row) => {
    const outcome = row.symbol === null ? t.twoAlike : `${t.threeOf} ${row.symbol}`;
    return `<tr><th scope="row">${escapeHtml(outcome)}</th><td>${formatMultiplier(row.multiplier, lang)}</td><td>${percent(
      row.per10000 / 10_000,
      lang,
    )}</td></tr>`;
  }).join('');
}

export interface PageGame {
  displayName: string;
  backUrl: string | null;
}

/**
 * The demo game page. Its main landmark is named by the game (the portal frames the page beside
 * its own main landmark, and two unnamed ones cannot be told apart). Its script and styles are files of this server (the policy allows no inline
 * script); the game-session token travels in a meta element and goes back in a header, never in
 * a cookie or the address.
 */
export function gamePage(game: PageGame, language: string, sessionToken: string): string {
  const lang = pageLanguage(language);
  const t = textsFor(lang);
  const back = game.backUrl ?? '/';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="game-session" content="${escapeHtml(sessionToken)}">
<title>${escapeHtml(game.displayName)} · ${escapeHtml(t.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo/assets/game.css">
<script type="application/json" id="demo-texts">${jsonBlock({ ...t, lang })}</script>
<script src="/demo/assets/game.js" defer></script>
</head>
<body>
<main class="demo" aria-labelledby="game-name">
  <header class="demo-head">
    <h1 id="game-name">${escapeHtml(game.displayName)}</h1>
    <p class="demo-balance">${escapeHtml(t.balance)}: <output id="balance" aria-live="polite">…</output></p>
  </header>
  <section class="reels" aria-label="${escapeHtml(t.reels)}">
    <span class="reel" id="reel-0">7</span><span class="reel" id="reel-1">★</span><span class="reel" id="reel-2">♦</span>
  </section>
  <p id="result" class="result" role="status" aria-live="polite"></p>
  <form id="bet" class="bet" novalidate>
    <label for="stake">${escapeHtml(t.stake)}</label>
    <input id="stake" name="stake" type="text" inputmode="decimal" autocomplete="off" value="1" aria-describedby="stake-hint stake-error">
    <small id="stake-hint">${escapeHtml(t.stakeHint)}</small>
    <p id="stake-error" class="error" role="alert"></p>
    <button id="spin" type="submit">${escapeHtml(t.spin)}</button>
  </form>
  <section class="rules">
    <p>${escapeHtml(t.rtp)}: <strong id="rtp">${percent(DEMO_RTP, lang)}</strong></p>
    <table>
      <caption>${escapeHtml(t.paytable)}</caption>
      <thead><tr><th scope="col">${escapeHtml(t.outcome)}</th><th scope="col">${escapeHtml(t.pays)}</th><th scope="col">${escapeHtml(t.chance)}</th></tr></thead>
      <tbody>${paytableRows(t, lang)}</tbody>
    </table>
  </section>
  <a class="back" href="${escapeHtml(back)}" target="_top">${escapeHtml(t.back)}</a>
</main>
</body>
</html>`;
}

/** The page a used or expired ticket opens: what happened and the way back. */
export const expiredPage = expiredPageOf({
  texts: textsFor,
  stylesheet: '/demo/assets/game.css',
  mainClass: 'demo',
});
