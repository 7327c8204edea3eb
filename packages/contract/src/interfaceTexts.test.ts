import { describe, expect, it } from 'vitest';
import { checkInterfaceTexts } from './interfaceTexts';

const english = { nav_home: 'Home', welcome: 'Hello {{name}}', games_count: '{{count}} games' };

describe('an operator texts file', () => {
  it('keeps the texts of the app, with the values their English texts show', () => {
    expect(
      checkInterfaceTexts({ nav_home: 'Accueil', welcome: 'Bonjour {{ name }}' }, english),
    ).toEqual({ texts: { nav_home: 'Accueil', welcome: 'Bonjour {{ name }}' }, problems: [] });
  });

  it('leaves out, and names, every entry it cannot use', () => {
    const { texts, problems } = checkInterfaceTexts(
      {
        nav_home: 'Accueil',
        welcome: 'Bonjour',
        games_count: 42,
        nav_typo: 'Jeux',
        'bad key!': 'x',
        empty: ' ',
      },
      { ...english, empty: 'Empty' },
    );
    expect(texts).toEqual({ nav_home: 'Accueil' });
    expect(problems).toEqual([
      "welcome: its {{values}} (none) differ from the English text's (name)",
      'games_count: not a string',
      'nav_typo: not a text of the app',
      '"bad key!": not a text key',
      'empty: empty',
    ]);
  });

  it('checks only the shape without the English texts, and refuses what is not an object', () => {
    expect(checkInterfaceTexts({ anything: 'Texte {{x}}' }).texts).toEqual({
      anything: 'Texte {{x}}',
    });
    for (const bad of [null, [], 'texts', 3])
      expect(checkInterfaceTexts(bad).problems).toEqual([
        'not an object of texts ({ "key": "text", ... })',
      ]);
  });
});
