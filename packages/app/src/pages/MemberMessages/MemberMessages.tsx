import { MESSAGE_PAGE_SIZE } from '@portal/contract';
import { Button, EmptyState, Icon, MessageList, Pagination, useToast } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useMessages } from '../../api/messages';
import { useMarkRead } from '../../api/messagesWrites';
import { Stack } from '../shared/PageTitle';
import { Toolbar } from './MemberMessages.styles';

/**
 * Platform information (the member centre's messageV2, spec 2.7): the operator's messages to this
 * member, newest first, a page at a time. Opening an unread one marks it read, and "mark all"
 * marks the rest; the header's unclaimed count follows at once.
 */
export function MemberMessages() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error, isLoading } = useMessages(pageNo, MESSAGE_PAGE_SIZE);
  const markRead = useMarkRead();
  const date = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );

  const mark = (ids?: number[]) =>
    markRead(ids).catch((e: unknown) =>
      toast.show({
        variant: 'danger',
        title: t(isApiError(e) ? e.messageKey : 'error_INTERNAL'),
      }),
    );

  const unread = data?.unreadMessage ?? 0;
  return (
    <Stack>
      <Toolbar>
        <p role="status">{data ? t('messages_unread', { count: unread }) : null}</p>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="check" />}
          disabled={unread === 0}
          onClick={() => void mark()}
        >
          {t('messages_mark_all')}
        </Button>
      </Toolbar>
      {error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />
      ) : (
        <MessageList
          loading={isLoading}
          headingLevel={2}
          messages={(data?.messages ?? []).map((m) => ({
            id: m.id,
            title: m.title,
            content: m.content,
            date: date.format(new Date(m.sentAt)),
            unread: m.readAt === null,
          }))}
          openId={openId}
          onOpenChange={(id, open) => {
            setOpenId(open ? Number(id) : null);
            const message = data?.messages.find((m) => m.id === id);
            if (open && message?.readAt === null) void mark([message.id]);
          }}
          unreadLabel={t('messages_new')}
          emptyTitle={t('messages_empty')}
          emptyDescription={t('messages_empty_text')}
        />
      )}
      {data && data.totalPages > 1 ? (
        <Pagination
          page={pageNo}
          pageCount={data.totalPages}
          onPageChange={(next: number) => {
            setOpenId(null);
            setPageNo(next);
          }}
          label={t('messages_pages')}
        />
      ) : null}
    </Stack>
  );
}
