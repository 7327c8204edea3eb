/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The operator's merchant code, sent as the `Merchant` header (spec 9: a fixed configuration value). */
  readonly VITE_MERCHANT_CODE?: string;
  /** Where the API lives when it is not the page's own origin. */
  readonly VITE_API_BASE?: string;
}
