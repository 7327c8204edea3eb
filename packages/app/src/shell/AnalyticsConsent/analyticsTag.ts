// The operator's analytics tag, loaded the way its maker documents it (a data layer, the `gtag`
// queue and the tag's script), from a module of the app rather than an inline script, which the
// page's policy would refuse. The policy admits the tag's origins while the operator has an id.

/** Where the tag's script is served; the app's tests serve one of their own instead of calling out. */
export const tagScript = { url: 'https://www.googletagmanager.com/gtag/js' };

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

const tagWindow = () => window as unknown as TagWindow;

/** Loads the tag for measurement id `id`, once per page; switches it on again after a no. */
export function loadTag(id: string): void {
  const w = tagWindow();
  w[`ga-disable-${id}`] = false;
  if (document.querySelector(`script[data-analytics="${CSS.escape(id)}"]`)) return;
  w.dataLayer = w.dataLayer ?? [];
  // The tag reads the queue's entries as `arguments` objects, as its own snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${tagScript.url}?id=${encodeURIComponent(id)}`;
  script.dataset.analytics = id;
  document.head.append(script);
}

/** A tag loaded earlier in the page stops measuring (its maker's documented opt-out). */
export function disableTag(id: string): void {
  tagWindow()[`ga-disable-${id}`] = true;
}
