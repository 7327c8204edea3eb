/**
 * Spanish texts of a member's part of the header (the balance, the account chip and the user
 * menu; shell/MemberActions and shell/AccountChip), which loads after login and after the first
 * paint: they travel in its chunk (useChunkTexts), with the pages that repeat some of them.
 * English has them in en.ts.
 */
export const memberHeaderEs: Record<string, string> = {
  header_balance: 'Saldo',
  header_balance_hide: 'Ocultar saldo',
  header_balance_show: 'Mostrar saldo',
  header_balance_hidden: 'Saldo oculto',
  header_balance_refresh: 'Actualizar saldo',
  header_deposit: 'Depositar',
  header_withdraw: 'Retirar',
  header_invite: 'Invitar amigos',
  header_avatar: 'Avatar de {{account}}',
  header_vip: 'VIP',
  header_user_id: 'ID {{id}}',
  header_copy_id: 'Copiar ID de usuario',
  header_copied: 'ID copiado',
  header_unclaimed: '{{count}} sin reclamar: promociones y mensajes',
  user_menu_account: 'Mi cuenta',
  user_menu_betting: 'Historial de apuestas',
  user_menu_messages: 'Información de la plataforma',
  user_menu_service: 'Atención al cliente',
  user_menu_agent: 'Agente',
  user_menu_sign_out: 'Cerrar sesión',
};
