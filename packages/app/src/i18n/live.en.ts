/** English texts of the live models page, its chat and the PVP rooms (with en.ts). */
export const liveEn: Record<string, string> = {
  error_MODEL_OFFLINE: 'This model is offline now: choose another one or come back later',
  error_MODEL_BUSY: 'This model is busy in a private chat: try again in a while',
};
