import { describe, expect, it } from 'vitest';
import {
  GAME_GROUP_MODAL,
  HELP_MODAL,
  LOGIN_MODAL,
  REGISTER_MODAL,
  RESET_PASSWORD_MODAL,
  type AppModalName,
} from './names';
import type { AppModalControls } from './useAppModals';

// Compiled by tsc with the rest of the sources, never run: each `@ts-expect-error` line must fail
// to type-check, or tsc reports the directive as unused.
function typeChecks(modals: AppModalControls) {
  modals.open(LOGIN_MODAL);
  modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' });
  modals.open(REGISTER_MODAL);
  modals.open(RESET_PASSWORD_MODAL, { token: 'abc' });
  modals.open(GAME_GROUP_MODAL, { vassalage: 'PG', gameType: 'RNG' });
  modals.open(HELP_MODAL, { topic: 'term' });
  // @ts-expect-error: no pop-up of the app has this name
  modals.open('loginModal');
  // @ts-expect-error: nor can one be closed by it
  modals.close('loginModal');
  // @ts-expect-error: a prop of the wrong type
  modals.open(LOGIN_MODAL, { reason: 401 });
  // @ts-expect-error: a prop the login pop-up does not take
  modals.open(LOGIN_MODAL, { token: 'abc' });
  // @ts-expect-error: the register pop-up takes no props
  modals.open(REGISTER_MODAL, { reason: 'error_UNAUTHORIZED' });
  // @ts-expect-error: the reset pop-up needs the link's token
  modals.open(RESET_PASSWORD_MODAL);
  // @ts-expect-error: the game list needs its vendor group
  modals.open(GAME_GROUP_MODAL, { gameType: 'RNG' });
  // @ts-expect-error: a name is one of the registry's
  const name: AppModalName = 'nope';
  return name;
}

describe("the app's pop-up names and props", () => {
  it('are checked when the sources compile (the lines above)', () => {
    expect(typeChecks).toBeTypeOf('function');
    expect(LOGIN_MODAL).toBe('loginPopupModal');
  });
});
