import { useIsModalOpen, useModals, type ModalControls } from '@portal/ui';
import type { AppModalName, AppModals } from './names';

/** The ModalProvider's controls over the app's pop-ups: `open` checks each name and its props. */
export type AppModalControls = ModalControls<AppModals>;

/** Opens and closes the app's pop-ups by name (useModals of @portal/ui, typed by AppModals). */
export const useAppModals = (): AppModalControls => useModals<AppModals>();

/** Whether one of the app's pop-ups named is open; the caller renders again when that changes. */
export const useIsAppModalOpen = (...names: AppModalName[]): boolean =>
  useIsModalOpen<AppModals>(...names);
