import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The name of the login pop-up (spec 2.2), which many parts of the app open. */
export const LOGIN_MODAL = 'loginPopupModal';

/** What every registered pop-up receives, on top of the props given to `open`. */
export interface ModalComponentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// The registry is keyed by name; each pop-up takes its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModalRegistry = Record<string, ComponentType<ModalComponentProps & any>>;

export interface ModalControls {
  /** Opens the pop-up registered under `name`, with these props. */
  open: (name: string, props?: Record<string, unknown>) => void;
  /** Closes it (its closing transition still plays). */
  close: (name: string) => void;
  /** Closes every open pop-up. */
  closeAll: () => void;
}

export interface ModalProviderProps {
  /** The pop-ups that can be opened by name, e.g. `{ loginPopupModal: LoginPopup }`. */
  modals: ModalRegistry;
  children?: ReactNode;
}

interface Entry {
  open: boolean;
  props: Record<string, unknown>;
}

// Two contexts: the controls never change, so the many parts of a page that can open a pop-up (every
// game card, the header) do not render again when one opens; only `useIsModalOpen` callers do.
const ModalContext = createContext<ModalControls | null>(null);
const OpenModalsContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Lets any part of the app open a pop-up by name. A pop-up is not rendered
 * (nor its code needed) until it is first opened; after that it stays mounted
 * so that its closing transition can play and its state survives a reopen.
 */
export function ModalProvider({ modals, children }: ModalProviderProps) {
  const [entries, setEntries] = useState<Record<string, Entry>>({});

  const open = useCallback(
    (name: string, props: Record<string, unknown> = {}) => {
      if (!(name in modals)) {
        throw new Error(
          `No pop-up is registered as "${name}". Known: ${Object.keys(modals).join(', ')}`,
        );
      }
      setEntries((prev) => ({ ...prev, [name]: { open: true, props } }));
    },
    [modals],
  );
  const close = useCallback((name: string) => {
    setEntries((prev) => {
      const entry = prev[name];
      return entry?.open ? { ...prev, [name]: { ...entry, open: false } } : prev;
    });
  }, []);
  const closeAll = useCallback(() => {
    setEntries((prev) =>
      Object.fromEntries(
        Object.entries(prev).map(([name, entry]) => [name, { ...entry, open: false }]),
      ),
    );
  }, []);
  const controls = useMemo<ModalControls>(
    () => ({ open, close, closeAll }),
    [open, close, closeAll],
  );
  const openNames = useMemo(
    () =>
      new Set(
        Object.entries(entries)
          .filter(([, entry]) => entry.open)
          .map(([name]) => name),
      ),
    [entries],
  );

  return (
    <ModalContext.Provider value={controls}>
      <OpenModalsContext.Provider value={openNames}>
        {children}
        {Object.entries(entries).map(([name, entry]) => {
          const Component = modals[name];
          if (!Component) return null;
          return (
            <Component
              key={name}
              {...entry.props}
              open={entry.open}
              onOpenChange={(next: boolean) => (next ? open(name, entry.props) : close(name))}
            />
          );
        })}
      </OpenModalsContext.Provider>
    </ModalContext.Provider>
  );
}

/**
 * Opens and closes the pop-ups registered with the nearest `ModalProvider`. The controls are the
 * same object for the provider's whole life: a component that uses them does not render again
 * when a pop-up opens or closes.
 */
export function useModals(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModals() needs a <ModalProvider> above it.');
  return controls;
}

/** Whether one of the pop-ups named is open; the caller renders again when that changes. */
export function useIsModalOpen(...names: string[]): boolean {
  useModals();
  const openNames = useContext(OpenModalsContext);
  return names.some((name) => openNames.has(name));
}
