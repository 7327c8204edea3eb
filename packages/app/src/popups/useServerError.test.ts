import { ERRORS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { es as areaTexts } from '../i18n/areas.es';
import { es as startTexts } from '../i18n/es';
import { serverFieldMessages } from './useServerError';

// The Spanish texts as the app has them once a form pop-up's lazily loaded texts are in.
const es: Record<string, string> = { ...startTexts, ...areaTexts };
// `t` takes the first key it has a text for, as i18next does.
const t = (keys: string | string[]) => [keys].flat().flatMap((k) => es[k] ?? [])[0] ?? String(keys);

describe('serverFieldMessages', () => {
  it('shows a password refused as too easy to guess in the player’s language', () => {
    const message = ERRORS.PASSWORD_TOO_WEAK.message;
    const error = new ApiError('PASSWORD_TOO_WEAK', 400, message, {
      fields: { newPassword: message },
    });
    expect(serverFieldMessages(error, t)).toEqual({ newPassword: es.error_PASSWORD_TOO_WEAK });
    expect(es.error_PASSWORD_TOO_WEAK).toMatch(/contraseña/u);
  });

  it('keeps the messages of a rule the server names field by field', () => {
    const error = new ApiError('VALIDATION', 400, 'password: 8 - 128 characters', {
      fields: { password: '8 - 128 characters' },
    });
    expect(serverFieldMessages(error, t)).toEqual({ password: '8 - 128 characters' });
  });
});
