// The window's size and placement apart from the button: the app opens customer service from its
// header and side menu, and importing these from the button's module would bring the button's
// styles into the first paint (styled-components' calls are not marked pure).

/** Spec 1 and 9: customer service opens in a separate window of 440 x 750 pixels. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

/** The `features` argument of `window.open` for a centred window of this size. */
export function customerServiceWindowFeatures(
  width: number = CUSTOMER_SERVICE_WINDOW.width,
  height: number = CUSTOMER_SERVICE_WINDOW.height,
): string {
  const screenLeft = window.screenLeft ?? window.screenX ?? 0;
  const screenTop = window.screenTop ?? window.screenY ?? 0;
  const left = Math.max(0, Math.round(screenLeft + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (window.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}
