import type { ModalComponentProps, ModalRegistry } from '@portal/ui';
import type { ComponentType } from 'react';
import { LoadErrorBoundary } from '../shell/LoadError';
import { lazyNamed } from '../shell/lazyChunk';
import * as names from './names';
import type { AppModalName, AppModals } from './names';

/**
 * The registry of the pop-ups (registry.tsx) as a chunk of its own: what loads each pop-up, and
 * the files each one needs, is behind a click, so the first paint carries only the names. The
 * chunk comes after the first paint (AfterPaint asks for it), or with the first pop-up opened.
 */
export const loadPopupRegistry = () => import('./registry').then((module) => module.popups);

function deferred(name: AppModalName): ComponentType<ModalComponentProps> {
  const Popup = lazyNamed(loadPopupRegistry, name) as ComponentType<ModalComponentProps>;
  function DeferredPopup(props: ModalComponentProps) {
    return (
      <LoadErrorBoundary>
        <Popup {...props} />
      </LoadErrorBoundary>
    );
  }
  DeferredPopup.displayName = `Deferred(${name})`;
  return DeferredPopup;
}

/**
 * The app's pop-ups by name, for its ModalProvider: every name of names.ts, each standing for the
 * pop-up registry.tsx gives it (a test checks both have the same names).
 */
export const popups = Object.fromEntries(
  (Object.values(names) as AppModalName[]).map((name) => [name, deferred(name)]),
) as unknown as ModalRegistry<AppModals>;
