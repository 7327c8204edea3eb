// What a story of one part of the app (a header, a pop-up, the status gate) needs around it: the
// app's providers without the app, and the fixtures' network. The App/Screens stories render the
// whole app instead (Screen.tsx).
import type { PublicEncryptionKey } from '@portal/contract';
import { ModalProvider, ToastProvider, type ModalComponentProps } from '@portal/ui';
import type { Decorator } from '@storybook/react-vite';
import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor as waitForDefault, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { primeEncryptionKey, useCountries, useSystemInfo } from '../api/system';
import { tokenStore } from '../api/tokenStore';
import { createI18n, loadLanguage } from '../i18n';
import { I18nUiTexts } from '../i18n/uiTexts';
import { popups } from '../popups/registry';
import { SessionProvider } from '../session/SessionProvider';
import { installNetwork, type NetworkOptions } from './network';

export interface AppFrameProps {
  /** The address the router is at. @default '/' */
  path?: string;
  /** The language of the texts. @default 'es' */
  language?: string;
  /** At least the viewport's height (full-page views, pop-ups over the page). @default false */
  fill?: boolean;
  /**
   * Shows the story once the system info has come, as the app's status gate does (everything
   * below it reads the operator's switches and rules at its first render), and the operator's
   * countries too. Off for the gate's own stories. @default true
   */
  afterSystemInfo?: boolean;
  children: ReactNode;
}

/**
 * Nothing until the system info has come (what the app's StatusGate does first) and the
 * countries. The forms take their first dialing code from the countries at their first render
 * only: without this, a pop-up's picture would depend on which of the two came first.
 */
function AfterSystemInfo({ children }: { children: ReactNode }) {
  const info = useSystemInfo().data;
  const countries = useCountries().data;
  return info && countries ? children : null;
}

function Texts({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  use(ready);
  return (
    <I18nUiTexts>
      {/* Toasts stay until closed: a picture taken after one shows it, whatever the machine's pace. */}
      <ToastProvider duration={Infinity}>{children}</ToastProvider>
    </I18nUiTexts>
  );
}

/**
 * The app's providers as App.tsx sets them (texts, data cache, session, toasts, router, the
 * pop-ups by name), with a fresh cache and i18n instance. Theme and direction come from the
 * Storybook toolbar. A failed call is not retried: a story shows the first answer.
 */
export function AppFrame({
  path = '/',
  language = 'es',
  fill = false,
  afterSystemInfo = true,
  children,
}: AppFrameProps) {
  const [setup] = useState(() => {
    const i18n = createI18n(language);
    return { i18n, ready: loadLanguage(i18n).then(() => undefined), cache: () => new Map() };
  });
  return (
    <I18nextProvider i18n={setup.i18n}>
      <SWRConfig value={{ provider: setup.cache, shouldRetryOnError: false }}>
        <SessionProvider>
          <Suspense fallback={null}>
            <Texts ready={setup.ready}>
              <MemoryRouter initialEntries={[path]}>
                <ModalProvider modals={popups}>
                  {/* The forms wait for their texts (useFormText) and the lazy parts for code. */}
                  <Suspense fallback={null}>
                    <div style={fill ? { minHeight: '100vh' } : undefined}>
                      {afterSystemInfo ? <AfterSystemInfo>{children}</AfterSystemInfo> : children}
                    </div>
                  </Suspense>
                </ModalProvider>
              </MemoryRouter>
            </Texts>
          </Suspense>
        </SessionProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

/** Puts a story in the AppFrame; `parameters.app` gives its props (path, language ...). */
export const withApp: Decorator = (Story, context) => {
  const app = (context.parameters['app'] ?? {}) as Omit<AppFrameProps, 'children'>;
  return (
    <AppFrame {...app}>
      <Story />
    </AppFrame>
  );
};

/**
 * `parameters.docs.story` of a pop-up's stories: on a docs page each story in an iframe of its own.
 * The pop-up is open from the start and its overlay, fixed to the viewport, would cover the page;
 * and each story installs the window's network and session for itself, which stories sharing one
 * document would undo for each other. A meta writes `docs: { story: popupInDocs }`: the build adds
 * the meta's description into `docs` only where it is written out as an object.
 */
export const popupInDocs = { inline: false, iframeHeight: 720 };

const inActScope = () =>
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;

/**
 * A pop-up's story render: mounted once the story has rendered, as the ModalProvider mounts a
 * pop-up at its first opening, and closed when it asks to be (its `onOpenChange` arg hears it
 * too), as in the app.
 *
 * The mount waits until the test runner's act() scope around the story's render is over: a form
 * pop-up suspends on its texts at mount (useFormText), and inside act() every retry of that mount
 * waits on a new promise (useFormText's cache is keyed by the i18n object useTranslation hands
 * out, which react-i18next makes anew for each mount), so it never settles. Outside act(), as in
 * the browser, React waits for the promise and the pop-up shows.
 */
export function renderPopup<P extends ModalComponentProps>(Popup: ComponentType<P>) {
  return function OpenedPopup(args: P) {
    const [mounted, setMounted] = useState(false);
    const [open, setOpen] = useState(args.open);
    useEffect(() => {
      let timer: ReturnType<typeof setTimeout>;
      let tries = 0;
      // Checked every 10 ms, for 2 s at most (then mounted anyway, whatever the scope).
      const mount = () => {
        tries += 1;
        if (inActScope() && tries < 200) timer = setTimeout(mount, 10);
        else setMounted(true);
      };
      timer = setTimeout(mount);
      return () => clearTimeout(timer);
    }, []);
    if (!mounted) return <></>;
    return (
      <Popup
        {...args}
        open={open}
        onOpenChange={(next: boolean) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  };
}

export interface StoryNetworkOptions extends NetworkOptions {
  /**
   * The encrypted calls (login, register, the passwords) are sealed for a key made for the story,
   * so that they reach the network and its answers (the fixtures' key is not a usable key).
   */
  sealed?: boolean;
}

let sealingKey: Promise<PublicEncryptionKey> | undefined;

/** An RSA-OAEP key made once a page: what the server's system info would publish. */
function storySealingKey(): Promise<PublicEncryptionKey> {
  sealingKey ??= crypto.subtle
    .generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    )
    .then((pair) => crypto.subtle.exportKey('jwk', pair.publicKey))
    .then((jwk) => ({
      kid: 'story-key',
      alg: 'RSA-OAEP-256+A256GCM' as const,
      jwk: { kty: 'RSA' as const, n: jwk.n!, e: jwk.e! },
    }));
  return sealingKey;
}

/**
 * A story's `beforeEach`: the fixtures' network and the session of `options.account` (a visitor
 * without), undone after the story.
 */
export const network =
  (options: StoryNetworkOptions = {}) =>
  async () => {
    sessionStorage.clear();
    tokenStore.set(options.account ? 'story-token' : null);
    if (options.sealed) primeEncryptionKey(await storySealingKey());
    const restore = installNetwork(options);
    return () => {
      restore();
      tokenStore.set(null);
    };
  };

/**
 * Lazily loaded parts compile on their first request in the test runner: give them time (below
 * the test's own 15 s, so that a failure names what it waited for).
 */
export const waitFor = <T,>(check: () => T | Promise<T>) =>
  waitForDefault(check, { timeout: 10_000 });

/** Queries over the whole page: pop-ups, menus and toasts render outside the story's root. */
export const onPage = () => within(document.body);

/** Waits for the pop-up of this name to be open and shown (its opening transition over). */
export const dialogNamed = (name: string) =>
  waitFor(() => {
    const dialog = onPage().getByRole('dialog', { name });
    expect(dialog).toBeVisible();
    return dialog;
  });
