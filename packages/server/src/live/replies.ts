// The demo model's side of a chat: a greeting when the chat opens and a scripted reply to each
// message, in the chat's language (Spanish or English). Plain text only; the names put in are the
// model's and the member's as they are, and the page shows them as text.

export type ChatLanguage = 'es' | 'en';

interface Script {
  greeting: string;
  /** Replies to what a message says, the first whose pattern matches. */
  topics: readonly { pattern: RegExp; reply: string }[];
  /** A question nothing above matched. */
  question: string;
  /** Anything else, in turn. */
  chatter: readonly string[];
}

const SCRIPTS: Record<ChatLanguage, Script> = {
  es: {
    greeting: '¡Hola, {member}! Soy {model}. Escríbeme lo que quieras, te leo.',
    topics: [
      {
        pattern: /\b(adi[oó]s|chao|chau|hasta luego|hasta pronto|me voy)\b/iu,
        reply: '¡Hasta pronto, {member}! Vuelve cuando quieras.',
      },
      {
        pattern: /\b(hola|buenas|buenos d[ií]as|buenas tardes|buenas noches|saludos|hey)\b/iu,
        reply: '¡Hola, {member}! Qué alegría verte por aquí. ¿Cómo estás?',
      },
      {
        pattern: /c[oó]mo est[aá]s|qu[eé] tal/iu,
        reply: '¡Muy bien, gracias por preguntar! Me encanta charlar con la gente del portal.',
      },
      {
        pattern: /c[oó]mo te llamas|tu nombre|qui[eé]n eres/iu,
        reply: 'Me llamo {model}. ¿Y tú, desde dónde me escribes?',
      },
      {
        pattern: /\bgracias\b/iu,
        reply: '¡A ti, {member}! Es un placer.',
      },
    ],
    question:
      'Buena pregunta. Soy una modelo de demostración y mis respuestas son sencillas, pero me encanta leerte.',
    chatter: [
      'Cuéntame más, {member}.',
      '¡Qué interesante! ¿Y qué más?',
      'Me gusta hablar contigo. ¿Qué planes tienes hoy?',
      'Te leo con atención, sigue.',
    ],
  },
  en: {
    greeting: "Hi, {member}! I'm {model}. Write me anything you like, I'm reading.",
    topics: [
      {
        pattern: /\b(bye|goodbye|see you|good night|i'm off|got to go)\b/iu,
        reply: 'See you soon, {member}! Come back any time.',
      },
      {
        pattern: /\b(hi|hello|hey|good morning|good afternoon|good evening|greetings)\b/iu,
        reply: 'Hi, {member}! So glad to see you here. How are you?',
      },
      {
        pattern: /how are you|how's it going|how do you do/iu,
        reply: "I'm great, thanks for asking! I love chatting with the people of the portal.",
      },
      {
        pattern: /your name|who are you/iu,
        reply: 'My name is {model}. And where are you writing from?',
      },
      {
        pattern: /\b(thanks|thank you)\b/iu,
        reply: 'Thank you, {member}! My pleasure.',
      },
    ],
    question: "Good question. I'm a demo model and my answers are simple, but I love reading you.",
    chatter: [
      'Tell me more, {member}.',
      'How interesting! What else?',
      'I like talking with you. Any plans for today?',
      "I'm all ears, go on.",
    ],
  },
};

const fill = (text: string, names: { model: string; member: string }): string =>
  text.replace(/\{(model|member)\}/gu, (_, key: 'model' | 'member') => names[key]);

/** The model's first words when a chat opens. */
export const greeting = (
  language: ChatLanguage,
  names: { model: string; member: string },
): string => fill(SCRIPTS[language].greeting, names);

/**
 * The model's reply to `message`, the member's `count`-th message of the chat (from 1): what it
 * says picks the reply, else a question gets the question's, else the chatter goes round.
 */
export function replyTo(
  language: ChatLanguage,
  message: string,
  count: number,
  names: { model: string; member: string },
): string {
  const script = SCRIPTS[language];
  const topic = script.topics.find((t) => t.pattern.test(message));
  if (topic) return fill(topic.reply, names);
  if (message.trim().endsWith('?')) return fill(script.question, names);
  const chatter = script.chatter[(Math.max(count, 1) - 1) % script.chatter.length] ?? '';
  return fill(chatter, names);
}
