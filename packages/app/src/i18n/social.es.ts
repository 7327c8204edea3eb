/**
 * Social login's Spanish texts: the pop-ups' buttons, a first sign-in's registration, My account's
 * linked providers and the failures (English in social.en.ts, with en.ts). They travel with the
 * components that show them (useChunkTexts), not in the first paint.
 */
export const socialEs: Record<string, string> = {
  social_heading: 'o continúe con',
  social_continue: 'Continuar con {{label}}',
  social_register_intro:
    'Ha iniciado sesión con {{label}}. Complete los datos que faltan para crear su cuenta.',
  social_register_loading: 'Cargando su inicio de sesión…',
  social_section_title: 'Cuentas vinculadas',
  social_section_text:
    'Inicie sesión con un proveedor vinculado en lugar de su contraseña. Solo puede vincular un proveedor desde aquí, con la sesión iniciada.',
  social_link: 'Vincular {{label}}',
  social_unlink: 'Desvincular {{label}}',
  social_linked_on: 'Vinculada el {{date}}',
  social_linked_done: 'Se vinculó {{label}} a su cuenta.',
  social_unlinked_done: 'Se desvinculó {{label}}.',
  social_none: 'No tiene ninguna cuenta vinculada.',
  error_SOCIAL_PROVIDER_UNKNOWN: 'Este proveedor de acceso no está disponible.',
  error_SOCIAL_UNAVAILABLE:
    'No se pudo contactar con el proveedor de acceso: inténtelo más tarde o inicie sesión de otra forma.',
  error_SOCIAL_DENIED: 'Se canceló o se rechazó el inicio de sesión con el proveedor.',
  error_SOCIAL_INVALID:
    'No se pudo comprobar este inicio de sesión (caducado, ya usado o iniciado en otro lugar): vuelva a empezar.',
  error_SOCIAL_SIGNUP_INVALID:
    'Este registro ha caducado o ya se completó: vuelva a iniciar sesión con el proveedor.',
  error_SOCIAL_EMAIL_TAKEN:
    'Ya existe una cuenta con este correo: inicie sesión en ella y vincule el proveedor desde Mi cuenta.',
  error_SOCIAL_ALREADY_LINKED: 'Esta cuenta del proveedor ya está vinculada a otra cuenta.',
};
