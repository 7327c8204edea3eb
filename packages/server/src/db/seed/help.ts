/**
 * The help centre of a fresh database, in Spanish (the default language) and English. Operators
 * replace these texts with their own in the help_topics table; the seed never overwrites them.
 */
export interface HelpTopicSeed {
  lang: string;
  topic: string;
  sort: number;
  title: string;
  content: string;
}

export const HELP_TOPICS: readonly HelpTopicSeed[] = [
  {
    lang: 'es',
    topic: 'term',
    sort: 1,
    title: 'Términos y condiciones',
    content:
      '<p>Al registrarse y usar el portal, usted acepta estos términos.</p>' +
      '<ol><li>Debe tener al menos 18 años y la edad legal para jugar en su país.</li>' +
      '<li>Cada persona puede tener una sola cuenta; los datos del registro deben ser verdaderos.</li>' +
      '<li>Usted es responsable de mantener en secreto su contraseña.</li>' +
      '<li>El operador puede suspender una cuenta ante un uso fraudulento o abusivo.</li>' +
      '<li>Las promociones tienen sus propias condiciones, publicadas con cada una.</li></ol>',
  },
  {
    lang: 'es',
    topic: 'privacy',
    sort: 2,
    title: 'Privacidad',
    content:
      '<p>Guardamos solo los datos necesarios para su cuenta: usuario, contacto y movimientos.</p>' +
      '<p>Las contraseñas se guardan cifradas con un algoritmo de una sola vía y nunca se muestran.</p>' +
      '<p>No vendemos sus datos. Puede pedir una copia o su eliminación a atención al cliente.</p>',
  },
  {
    lang: 'es',
    topic: 'responsible',
    sort: 3,
    title: 'Juego responsable',
    content:
      '<p>Jugar debe ser una diversión, no una forma de ganar dinero.</p>' +
      '<ul><li>Fije un límite de tiempo y de dinero antes de empezar.</li>' +
      '<li>No intente recuperar lo perdido.</li>' +
      '<li>Si necesita una pausa, atención al cliente puede cerrar su cuenta por un tiempo.</li></ul>',
  },
  {
    lang: 'es',
    topic: 'faq',
    sort: 4,
    title: 'Preguntas frecuentes',
    content:
      '<h3>Olvidé mi contraseña</h3><p>Use «¿Olvidó su contraseña?» en el inicio de sesión: ' +
      'recibirá un enlace por correo o un código por SMS.</p>' +
      '<h3>¿Qué es una cuenta de prueba?</h3><p>Una cuenta para conocer el portal sin registrarse: ' +
      'vea los juegos y las promociones. Para jugar, depositar o retirar, registre una cuenta ' +
      'real.</p>' +
      '<h3>¿Cómo contacto a atención al cliente?</h3><p>Con el botón de atención al cliente, ' +
      'disponible las 24 horas.</p>',
  },
  {
    lang: 'en',
    topic: 'term',
    sort: 1,
    title: 'Terms and conditions',
    content:
      '<p>By registering and using the portal you accept these terms.</p>' +
      '<ol><li>You must be at least 18 and of legal gambling age in your country.</li>' +
      '<li>One account per person; the registration details must be true.</li>' +
      '<li>You are responsible for keeping your password secret.</li>' +
      '<li>The operator may suspend an account used for fraud or abuse.</li>' +
      '<li>Promotions have their own conditions, published with each of them.</li></ol>',
  },
  {
    lang: 'en',
    topic: 'privacy',
    sort: 2,
    title: 'Privacy',
    content:
      '<p>We keep only what your account needs: username, contact details and transactions.</p>' +
      '<p>Passwords are stored with a one-way hash and are never shown.</p>' +
      '<p>We do not sell your data. Customer service can send you a copy or delete it.</p>',
  },
  {
    lang: 'en',
    topic: 'responsible',
    sort: 3,
    title: 'Responsible gaming',
    content:
      '<p>Playing should be fun, not a way to make money.</p>' +
      '<ul><li>Set a time and a money limit before you start.</li>' +
      '<li>Do not chase your losses.</li>' +
      '<li>If you need a break, customer service can close your account for a while.</li></ul>',
  },
  {
    lang: 'en',
    topic: 'faq',
    sort: 4,
    title: 'Frequently asked questions',
    content:
      '<h3>I forgot my password</h3><p>Use "Forgot password?" on the login pop-up: ' +
      'you get a link by e-mail or a code by SMS.</p>' +
      '<h3>What is a trial account?</h3><p>An account to look around the portal without signing ' +
      'up: the games and the promotions. To play, deposit or withdraw, register a real account.</p>' +
      '<h3>How do I reach customer service?</h3><p>With the customer service button, ' +
      'around the clock.</p>',
  },
];
