// The game pages' Spanish speaks to the player as usted, as the portal that opens them does: every
// text of the demo slot and the lottery page, including those only a failure shows.
import { describe, expect, it } from 'vitest';
import { textsFor } from '../demo/page';
import { lotteryTexts } from '../lottery/page';

/**
 * Words that only a text speaking as tú uses: the pronouns and possessives, the auxiliary of
 * "has ganado", and the imperatives these pages had or would reach for (an usted text says
 * "escriba", "elija", "vuelva", "inténtelo").
 */
const TU =
  /(?<!\p{L})(tú|tu|tus|te|ti|contigo|has|eres|estás|puedes|tienes|quieres|escribe|elige|vuelve|inténtalo|introduce|pulsa|toca|abre|espera|prueba|comprueba|juega|compra|gira)(?!\p{L})/iu;

const pages = { 'demo slot': textsFor('es'), lottery: lotteryTexts('es') };

describe.each(Object.entries(pages))("the %s page's Spanish texts", (_page, texts) => {
  it('address the player as usted', () => {
    const tu = Object.entries(texts).filter(([, text]) => TU.test(text));
    expect(tu).toEqual([]);
  });
});

describe('the usted check', () => {
  // So that the check above cannot pass by matching nothing.
  it('catches the tú texts these pages had', () => {
    for (const text of [
      'Has ganado {amount}',
      'Escribe una apuesta válida',
      'Tu saldo no alcanza para esta apuesta',
      'vuelve a abrir el juego desde el portal',
      'La conexión de red es anormal, inténtalo de nuevo',
      'Todavía no has comprado boletos',
      'Elige 2 número(s)',
    ])
      expect(TU.test(text), text).toBe(true);
    expect(TU.test('Su saldo no alcanza; escriba una apuesta y gire')).toBe(false);
  });
});
