import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import {
  MessageContent,
  MessageDate,
  MessageHeading,
  MessageItem,
  MessageItems,
  MessageTrigger,
  NewMark,
} from './MessageList.styles';

/** One of the member's messages (platform information, spec 2.7 messageV2). */
export interface MessageListItem {
  id: string | number;
  title: string;
  /** Plain text; the operator's line breaks are kept. */
  content: string;
  /** When it was sent, as the caller formats it for the player. */
  date: string;
  /** Not opened yet. */
  unread: boolean;
}

export interface MessageListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  messages: readonly MessageListItem[];
  /** The message shown open, if any. */
  openId: string | number | null;
  /** Called when the player opens or closes a message. */
  onOpenChange: (id: string | number, open: boolean) => void;
  /** The mark of an unread message, spoken after its title, e.g. "Nuevo". */
  unreadLabel: string;
  /** The empty state's title, e.g. "No tiene mensajes". */
  emptyTitle: string;
  /** A line under the empty state's title. @default undefined */
  emptyDescription?: ReactNode;
  /** The messages are on their way: placeholders keep the layout. @default false */
  loading?: boolean;
  /** The level of each message's heading, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The member's inbox: one row a message with its title, date and an unread mark; a row opens to
 * its text in place (a disclosure: a button with `aria-expanded` inside a heading, so the list
 * can be walked by headings and opened with Enter or Space).
 */
export const MessageList = forwardRef<HTMLDivElement, MessageListProps>(function MessageList(
  {
    messages,
    openId,
    onOpenChange,
    unreadLabel,
    emptyTitle,
    emptyDescription,
    loading = false,
    headingLevel = 3,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  if (loading) {
    return (
      <div ref={ref} aria-busy="true" {...rest}>
        <MessageItems>
          {[0, 1, 2].map((i) => (
            <MessageItem key={i}>
              <Skeleton shape="block" height={56} />
            </MessageItem>
          ))}
        </MessageItems>
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <div ref={ref} {...rest}>
        <EmptyState
          icon={<Icon name="mail" />}
          title={emptyTitle}
          description={emptyDescription}
          size="sm"
        />
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} {...rest}>
      <MessageItems>
        {messages.map((message) => {
          const open = message.id === openId;
          const panelId = `${baseId}-${message.id}`;
          return (
            <MessageItem key={message.id} data-unread={message.unread || undefined}>
              <MessageHeading as={Heading}>
                <MessageTrigger
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => onOpenChange(message.id, !open)}
                >
                  <Icon name="chevronDown" data-part="chevron" />
                  <span data-part="title">{message.title}</span>
                  {message.unread ? <NewMark>{unreadLabel}</NewMark> : null}
                  <MessageDate>{message.date}</MessageDate>
                </MessageTrigger>
              </MessageHeading>
              <MessageContent id={panelId} hidden={!open}>
                {message.content}
              </MessageContent>
            </MessageItem>
          );
        })}
      </MessageItems>
    </div>
  );
});
MessageList.displayName = 'MessageList';
