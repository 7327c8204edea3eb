/**
 * Spanish texts of the unknown-address check (LOGINIPVERF3): the login's verification step, My
 * account's remembered networks and their failures (with areas.es.ts; English in
 * addresses.en.ts, with en.ts).
 */
export const addressesEs: Record<string, string> = {
  address_title: 'Confirme que es usted',
  address_text:
    'Está iniciando sesión desde una red que esta cuenta no ha usado. Para continuar, le enviaremos un código.',
  address_channel_legend: 'Enviar el código a',
  address_channel_sms: 'SMS al {{to}}',
  address_channel_email: 'Correo a {{to}}',
  address_one_sms: 'Le enviaremos el código por SMS al {{to}}.',
  address_one_email: 'Le enviaremos el código por correo a {{to}}.',
  address_code: 'Código de verificación',
  address_send: 'Enviar código',
  address_countdown: 'Reenviar en {{seconds}} s',
  address_ready: 'Ya puede pedir otro código',
  address_sent: 'Código enviado a {{to}}. Es válido durante {{minutes}} minutos.',
  address_code_required: 'Introduzca el código que le enviamos',
  address_guesses_left_one: 'Código incorrecto: le queda {{count}} intento',
  address_guesses_left_other: 'Código incorrecto: le quedan {{count}} intentos',
  address_verify: 'Confirmar e iniciar sesión',
  address_back: 'Volver al inicio de sesión',
  addresses_title: 'Redes conocidas',
  addresses_text:
    'Las redes desde las que ha iniciado sesión. Si inicia sesión desde otra, le pediremos un código enviado a su móvil o a su correo. Si no reconoce una red, elimínela y cambie su contraseña.',
  addresses_caption: 'Redes desde las que ha iniciado sesión',
  addresses_network: 'Red',
  addresses_device: 'Dispositivo',
  addresses_first: 'Primera vez',
  addresses_last: 'Última vez',
  addresses_action: 'Acción',
  addresses_current: 'Este dispositivo',
  addresses_remove: 'Eliminar',
  addresses_remove_one: 'Eliminar la red {{network}}',
  addresses_removed: 'Red eliminada: {{network}}',
  addresses_removed_current:
    'Red eliminada: {{network}}. El próximo inicio de sesión desde aquí le pedirá un código.',
  addresses_none: 'Todavía no hay redes recordadas',
  error_ADDRESS_VERIFICATION_REQUIRED:
    'Está iniciando sesión desde una red nueva para esta cuenta: confírmelo con un código',
  error_ADDRESS_VERIFICATION_UNAVAILABLE:
    'Está iniciando sesión desde una red nueva para esta cuenta y no tiene móvil ni correo para recibir un código: inicie sesión desde una red que ya haya usado o contacte con atención al cliente',
  error_ADDRESS_CHALLENGE_INVALID: 'Esta verificación no es válida aquí: inicie sesión de nuevo',
  error_ADDRESS_CHALLENGE_EXPIRED: 'Esta verificación ha caducado: inicie sesión de nuevo',
  error_ADDRESS_CHALLENGE_USED: 'Esta verificación ya se usó: inicie sesión de nuevo',
  error_ADDRESS_CODE_EXPIRED: 'El código ha caducado: pida uno nuevo',
  error_ADDRESS_CODE_LOCKED:
    'Demasiados códigos incorrectos: inicie sesión de nuevo para recibir otra verificación',
};
