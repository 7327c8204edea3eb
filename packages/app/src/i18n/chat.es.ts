/** Spanish texts of the chat room pop-up (with areas.es.ts). */
export const chatEs: Record<string, string> = {
  error_CHAT_MUTED: 'No puede escribir en la sala hasta que termine su silencio',
  error_CHAT_TOO_FAST: 'Escribe muy rápido: espere un momento antes del siguiente mensaje',
  chat_title: 'Sala de chat',
  chat_room: 'Sala en {{language}}',
  chat_log: 'Mensajes de la sala',
  chat_empty: 'Nadie ha escrito todavía. ¡Salude a la sala!',
  chat_you: 'Usted',
  chat_input: 'Escriba un mensaje',
  chat_send: 'Enviar',
  chat_emoji: 'Emojis',
  chat_count: '{{count}}/{{max}}',
  chat_rules:
    'Sea amable: los mensajes son públicos y los modera el operador. No comparta datos personales.',
  chat_visitor: 'Inicie sesión para escribir en la sala.',
  chat_login: 'Iniciar sesión',
  chat_login_to_read: 'Inicie sesión para leer y escribir en la sala de chat.',
  chat_muted: 'No puede escribir en la sala hasta el {{until}}.',
  chat_trial: 'Las cuentas de prueba leen la sala; regístrese para escribir.',
  chat_register: 'Registrarse',
  chat_closed: 'La sala de chat está cerrada por ahora.',
};
