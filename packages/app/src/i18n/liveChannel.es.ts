/** Spanish texts of the live channel's notices (with areas.es.ts). */
export const liveChannelEs: Record<string, string> = {
  live_message: 'Nuevo mensaje: {{title}}',
  live_withdrawal_paid: 'Su retiro {{reference}} fue pagado',
  live_withdrawal_rejected: 'Su retiro {{reference}} fue rechazado: el importe volvió a su saldo',
  live_contract_offered: 'Tiene una nueva oferta de contrato',
  live_contract_changed: 'Uno de sus contratos cambió de estado',
  live_logout_password: 'Su sesión terminó: la contraseña de la cuenta cambió',
  live_logout_locked:
    'Su sesión terminó: la cuenta fue desactivada. Contacte con atención al cliente',
  live_logout_excluded: 'Su sesión terminó: la cuenta está en pausa o autoexclusión',
  live_logout_expired: 'Su sesión caducó: inicie sesión de nuevo',
  live_logout_ended: 'Su sesión se cerró desde otro dispositivo',
};
