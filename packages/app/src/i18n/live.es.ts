/** Spanish texts of the live models page, its chat and the PVP rooms (with areas.es.ts). */
export const liveEs: Record<string, string> = {
  error_MODEL_OFFLINE: 'Esta modelo no está conectada ahora: elija otra o vuelva más tarde',
  error_MODEL_BUSY: 'Esta modelo está en un chat privado: inténtelo de nuevo en un rato',
};
