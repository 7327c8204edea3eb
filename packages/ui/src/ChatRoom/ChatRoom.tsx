import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { TextInput } from '../TextInput';
import {
  Author,
  Bubble,
  ChatBox,
  Composer,
  ComposerRow,
  Count,
  EmojiButton,
  EmojiRow,
  Empty,
  ErrorText,
  Item,
  Items,
  Log,
  Notice,
  Stamp,
} from './ChatRoom.styles';
import { linkify } from './linkify';

/** One message of the room, as the caller formats it for the player. */
export interface ChatRoomMessage {
  id: number | string;
  author: string;
  /** As typed: shown as text, never as markup. */
  text: string;
  /** When it was written, formatted for the player (e.g. "18:40"). */
  time: string;
  /** The same moment as an ISO date-time, for the `<time>` element. */
  dateTime: string;
  /** Written by the player who reads. */
  own: boolean;
}

export interface ChatRoomProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  messages: readonly ChatRoomMessage[];
  /** The name of the message log, e.g. "Mensajes de la sala". */
  logLabel: string;
  /** Shown when the room has no message yet. */
  emptyText: string;
  /** Spoken before the player's own messages instead of their name, e.g. "Usted". */
  ownLabel: string;
  /** Hosts whose links become links (their subdomains too); every other address stays text. @default [] */
  linkHosts?: readonly string[];
  /** The messages are on their way: placeholders keep the layout. @default false */
  loading?: boolean;
  /**
   * Shown instead of the composer when the player may not write (a visitor, a muted member, a
   * trial account): a sentence, a button. With it, there is no composer. @default undefined
   */
  notice?: ReactNode | undefined;
  /** The composer's label, e.g. "Escriba un mensaje". */
  inputLabel: string;
  sendLabel: string;
  /** The group of emoji buttons' name, e.g. "Emojis". */
  emojiLabel: string;
  /** The emoji offered as buttons (each inserted where the cursor is). @default a small set */
  emoji?: readonly string[];
  /** The longest message, in characters. */
  maxLength: number;
  /** The count under the composer, e.g. `(n, max) => `${n}/${max}``. */
  countLabel: (length: number, max: number) => string;
  /**
   * Sends a message; resolves true when it was taken (the composer empties), false when it was
   * refused (the text stays for another try).
   */
  onSend: (text: string) => Promise<boolean>;
  /** Why the last message was refused, shown under the composer. @default undefined */
  error?: string | undefined;
}

const DEFAULT_EMOJI = ['😀', '😂', '😍', '👍', '🎉', '🔥', '🍀', '💰'] as const;

/** Closer than this to the end of the log, new messages scroll it: the player is following. */
const FOLLOW_PX = 48;

/**
 * A chat room: the messages as a log (read aloud as they come, politely), the player's own on the
 * inline end, and a one-line composer with a count and a few emoji. Text is shown as text: markup
 * stays visible characters, and only links to the operator's hosts are links (opened in a new
 * tab, no referrer). Each message takes its own direction from its text (`dir="auto"`), so an
 * Arabic message in a Spanish room, and the reverse, read right.
 */
export const ChatRoom = forwardRef<HTMLElement, ChatRoomProps>(function ChatRoom(
  {
    messages,
    logLabel,
    emptyText,
    ownLabel,
    linkHosts = [],
    loading = false,
    notice,
    inputLabel,
    sendLabel,
    emojiLabel,
    emoji = DEFAULT_EMOJI,
    maxLength,
    countLabel,
    onSend,
    error,
    ...rest
  },
  ref,
) {
  const inputId = useId();
  const countId = useId();
  const errorId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const following = useRef(true);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  // New messages keep the log at its end while the player follows it; one who scrolled back to
  // read is left where they are.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && following.current) log.scrollTop = log.scrollHeight;
  }, [messages]);
  useEffect(() => {
    const log = logRef.current;
    if (!log) return undefined;
    const onScroll = () => {
      following.current = log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_PX;
    };
    log.addEventListener('scroll', onScroll, { passive: true });
    // Messages that grow after they are shown (a late font, an emoji drawn) keep a follower at
    // the end too.
    const resized = new ResizeObserver(() => {
      if (following.current) log.scrollTop = log.scrollHeight;
    });
    if (log.firstElementChild) resized.observe(log.firstElementChild);
    return () => {
      log.removeEventListener('scroll', onScroll);
      resized.disconnect();
    };
  }, []);

  const length = [...text].length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending || length > maxLength) return;
    setSending(true);
    try {
      if (await onSend(message)) {
        setText('');
        following.current = true;
      }
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  const insert = (symbol: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${symbol}${text.slice(end)}`;
    if ([...next].length > maxLength) return;
    setText(next);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + symbol.length, start + symbol.length);
    });
  };

  return (
    <ChatBox ref={ref} {...rest}>
      <Log
        ref={logRef}
        role="log"
        aria-label={logLabel}
        aria-busy={loading || undefined}
        // The log scrolls: it must be reachable by keyboard to be scrolled.
        tabIndex={0}
      >
        <Items>
          {loading
            ? [0, 1, 2].map((i) => (
                <Item key={i}>
                  <Skeleton shape="block" height={44} />
                </Item>
              ))
            : messages.map((m) => (
                <Item key={m.id} data-own={m.own || undefined}>
                  <Bubble>
                    <Author>{m.own ? ownLabel : m.author}</Author>
                    <span dir="auto">
                      {linkify(m.text, linkHosts).map((part, i) =>
                        typeof part === 'string' ? (
                          part
                        ) : (
                          <a
                            key={i}
                            href={part.href}
                            target="_blank"
                            rel="noopener noreferrer nofollow ugc"
                          >
                            {part.text}
                          </a>
                        ),
                      )}
                    </span>
                    <Stamp dateTime={m.dateTime}>{m.time}</Stamp>
                  </Bubble>
                </Item>
              ))}
        </Items>
        {!loading && messages.length === 0 ? <Empty>{emptyText}</Empty> : null}
      </Log>
      {notice ? (
        <Notice>{notice}</Notice>
      ) : (
        <Composer onSubmit={submit}>
          <label htmlFor={inputId}>{inputLabel}</label>
          <ComposerRow>
            <TextInput
              ref={inputRef}
              id={inputId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              // Room to type past the limit: the count turns red and Send waits, rather than the
              // input cutting a pasted text without a word.
              maxLength={maxLength * 2}
              autoComplete="off"
              enterKeyHint="send"
              fullWidth
              aria-describedby={error ? `${countId} ${errorId}` : countId}
              aria-invalid={length > maxLength || undefined}
            />
            <Button type="submit" loading={sending} disabled={!text.trim() || length > maxLength}>
              {sendLabel}
            </Button>
          </ComposerRow>
          <EmojiRow role="group" aria-label={emojiLabel}>
            {emoji.map((symbol) => (
              <EmojiButton key={symbol} type="button" onClick={() => insert(symbol)}>
                {symbol}
              </EmojiButton>
            ))}
            <Count id={countId} data-over={length > maxLength || undefined}>
              {countLabel(length, maxLength)}
            </Count>
          </EmojiRow>
          {error ? (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          ) : null}
        </Composer>
      )}
    </ChatBox>
  );
});
