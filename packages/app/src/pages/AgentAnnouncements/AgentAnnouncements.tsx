import { EmptyState, Icon, Pagination, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentAnnouncements } from '../../api/agentTeam';
import { Stack } from '../shared/PageTitle';
import { useWhen } from '../shared/cashierFormat';
import { Item, List } from './AgentAnnouncements.styles';

/**
 * The announcements the operator addressed to agents (agentAnnouncement, spec 2.8), newest first:
 * each with its title, its date and its text, a paragraph a line.
 */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const when = useWhen();
  const [pageNo, setPageNo] = useState(1);
  const { data, error } = useAgentAnnouncements(pageNo);

  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  if (!data) return <Skeleton shape="block" height={200} />;
  if (data.records.length === 0)
    return (
      <EmptyState
        icon={<Icon name="bell" />}
        title={t('agent_team_no_announcements')}
        description={t('agent_team_no_announcements_text')}
        size="sm"
      />
    );
  return (
    <Stack>
      <List aria-label={t('agent_page_agentAnnouncement')}>
        {data.records.map((a) => (
          <Item key={a.id}>
            <h2>{a.title}</h2>
            <time dateTime={a.publishedAt}>{when.format(new Date(a.publishedAt))}</time>
            {a.body
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line, i) => (
                <p key={i}>{line}</p>
              ))}
          </Item>
        ))}
      </List>
      {data.totalPages > 1 ? (
        <Pagination
          label={t('agent_team_announcement_pages')}
          page={pageNo}
          pageCount={data.totalPages}
          onPageChange={setPageNo}
        />
      ) : null}
    </Stack>
  );
}
