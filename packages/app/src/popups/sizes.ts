import type { ModalProps } from '@portal/ui';

/**
 * The sizes of the app's pop-ups (spec 2.2): width and minimum height, which Modal takes as its
 * `--modal-width` and `--modal-height` tokens. The viewport still caps them on a phone.
 */
export const POPUP_SIZES = {
  /** Login and the password pop-ups. */
  login: { width: 420, height: 360 },
  register: { width: 520, height: 480 },
  /** Announcements, notices and help. */
  announcement: { width: 640, height: 320 },
  /** A vendor's game list. */
  gameList: { width: 960, height: 560 },
} as const satisfies Record<string, Pick<ModalProps, 'width' | 'height'>>;
