/** English texts of the chat room pop-up (with en.ts). */
export const chatEn: Record<string, string> = {
  error_CHAT_MUTED: 'You cannot write in the room until your mute ends',
  error_CHAT_TOO_FAST: 'You are writing too fast: wait a moment before your next message',
  chat_title: 'Chat room',
  chat_room: 'Room in {{language}}',
  chat_log: 'Room messages',
  chat_empty: 'Nobody has written yet. Say hello to the room!',
  chat_you: 'You',
  chat_input: 'Write a message',
  chat_send: 'Send',
  chat_emoji: 'Emoji',
  chat_count: '{{count}}/{{max}}',
  chat_rules:
    'Be kind: messages are public and moderated by the operator. Do not share personal details.',
  chat_visitor: 'Log in to write in the room.',
  chat_login: 'Log in',
  chat_login_to_read: 'Log in to read and write in the chat room.',
  chat_muted: 'You cannot write in the room until {{until}}.',
  chat_trial: 'Trial accounts read the room; register to write.',
  chat_register: 'Register',
  chat_closed: 'The chat room is closed for now.',
};
