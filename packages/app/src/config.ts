/**
 * The fixed configuration of one operator's build (spec 9: the merchant code is configuration).
 * Read once at build time; everything else the app needs comes from the server's system info.
 */
export const appConfig = {
  merchantCode: import.meta.env.VITE_MERCHANT_CODE || 'PORTAL',
  apiBase: (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/u, ''),
  /** The client platform sent with catalogue calls (spec 9: WEB, W for calls). */
  platform: 'W',
  /** The web client's client type (spec 7.2). */
  clientType: 3,
  /** The operator's theme override, fetched at start so that a reskin needs no rebuild. */
  themeUrl: '/theme.json',
} as const;
