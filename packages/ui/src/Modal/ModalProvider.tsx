import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What every registered pop-up receives, on top of the props given to `open`. */
export interface ModalComponentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The type of a registry: each pop-up's name and the props `open` passes to it (besides `open`
 * and `onOpenChange`), e.g. `{ loginPopupModal: { reason?: string }; registerModal: NoModalProps }`.
 * The app writes its own; ui knows none of its names.
 */
export type ModalPropsMap = Record<string, object>;

/**
 * The props of a pop-up that `open` passes nothing to: `open(name)` only, any prop given to it
 * fails to type-check.
 */
export type NoModalProps = { readonly [prop: string]: never };

/** The components of a registry: each name's pop-up takes that name's props. */
export type ModalRegistry<M extends ModalPropsMap = ModalPropsMap> = {
  readonly [Name in keyof M]: ComponentType<
    M[Name] extends NoModalProps ? ModalComponentProps : ModalComponentProps & M[Name]
  >;
};

/** The names of a registry's pop-ups. */
export type ModalName<M extends ModalPropsMap> = keyof M & string;

/**
 * The props argument of `open`: optional when the pop-up needs none of them (all its props are
 * optional), required otherwise.
 */
export type ModalOpenArgs<P> = NoModalProps extends P ? [props?: P] : [props: P];

export interface ModalControls<M extends ModalPropsMap = ModalPropsMap> {
  /** Opens the pop-up registered under `name`, with these props. */
  open: <Name extends ModalName<M>>(name: Name, ...props: ModalOpenArgs<M[Name]>) => void;
  /** Closes it (its closing transition still plays). */
  close: (name: ModalName<M>) => void;
  /** Closes every open pop-up. */
  closeAll: () => void;
}

export interface ModalProviderProps<M extends ModalPropsMap = ModalPropsMap> {
  /** The pop-ups that can be opened by name, e.g. `{ loginPopupModal: LoginPopup }`. */
  modals: ModalRegistry<M>;
  children?: ReactNode;
}

interface Entry {
  open: boolean;
  props: object;
}

/** The controls as the provider holds them: names and props unchecked, the types are the caller's. */
interface UntypedControls {
  open: (name: string, props?: object) => void;
  close: (name: string) => void;
  closeAll: () => void;
}

// Two contexts: the controls never change, so the many parts of a page that can open a pop-up (every
// game card, the header) do not render again when one opens; only `useIsModalOpen` callers do.
const ModalContext = createContext<UntypedControls | null>(null);
const OpenModalsContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Lets any part of the app open a pop-up by name. A pop-up is not rendered
 * (nor its code needed) until it is first opened; after that it stays mounted
 * so that its closing transition can play and its state survives a reopen.
 *
 * Generic over the registry's type `M` (name -> props): give the same `M` to `useModals<M>()`,
 * or wrap both hooks once in the app, and `open` checks each name and its props.
 */
export function ModalProvider<M extends ModalPropsMap>({
  modals: registry,
  children,
}: ModalProviderProps<M>) {
  // Looked up by any string at run time: a name can come from outside the types (an address).
  const modals = registry as Readonly<Record<string, ComponentType<ModalComponentProps>>>;
  const [entries, setEntries] = useState<Record<string, Entry>>({});

  const open = useCallback(
    (name: string, props: object = {}) => {
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
  const controls = useMemo<UntypedControls>(
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
 * Opens and closes the pop-ups registered with the nearest `ModalProvider`, typed by its
 * registry's type `M`. The controls are the same object for the provider's whole life: a
 * component that uses them does not render again when a pop-up opens or closes.
 */
export function useModals<M extends ModalPropsMap = ModalPropsMap>(): ModalControls<M> {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModals() needs a <ModalProvider> above it.');
  // The provider's own open(name, props) is what every typed open compiles to.
  return controls as unknown as ModalControls<M>;
}

/** Whether one of the pop-ups named is open; the caller renders again when that changes. */
export function useIsModalOpen<M extends ModalPropsMap = ModalPropsMap>(
  ...names: ModalName<M>[]
): boolean {
  useModals();
  const openNames = useContext(OpenModalsContext);
  return names.some((name) => openNames.has(name));
}
