/**
 * Spanish texts of the maintenance, region-blocked and domain-check screens (shell/StatusGate's
 * StatusScreen): they travel in that screen's chunk (useChunkTexts), which a working portal never
 * loads; English has them in en.ts.
 */
export const statusEs: Record<string, string> = {
  maintenance_title: 'Estamos en mantenimiento',
  info_maintenance:
    'El sitio está en mantenimiento para mejorar su experiencia. Vuelva a intentarlo más tarde.',
  region_blocked_title: 'Acceso restringido',
  info_ip_block: 'Acceso restringido: su ubicación o su IP está bloqueada.',
  region_blocked_ip: 'Su IP',
  domain_check_title: 'Dirección no válida',
};
