import { calls } from '../api/callTable';
import type { CaptchaState } from '@portal/forms';
import { useCallback, useRef, useState } from 'react';
import { apiCall } from '../api/client';

/** Spec 4.5: a new image at most once a second. */
const CAPTCHA_REFRESH_GAP_MS = 1000;

const newKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The captcha of the login and register forms: shown once the server asks for it; the image is
 * drawn for a key the client picks, and the answer travels back with that key.
 */
export function useCaptcha() {
  const [shown, setShown] = useState(false);
  const [src, setSrc] = useState<string>();
  const [loading, setLoading] = useState(false);
  const key = useRef<string>('');
  const lastRefresh = useRef(0);

  const load = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && now - lastRefresh.current <= CAPTCHA_REFRESH_GAP_MS) return;
    lastRefresh.current = now;
    key.current = newKey();
    setLoading(true);
    try {
      setSrc(await apiCall(calls.captcha, { query: { key: key.current } }));
    } catch {
      setSrc(undefined);
    } finally {
      setLoading(false);
    }
  }, []);

  const show = useCallback(() => {
    setShown(true);
    void load(true);
  }, [load]);

  const state: CaptchaState | undefined = shown
    ? { ...(src === undefined ? {} : { src }), loading, onRefresh: () => void load() }
    : undefined;
  return {
    state,
    show,
    shown,
    fields: () => (shown ? { captchaKey: key.current } : {}),
    reload: () => load(true),
  };
}
