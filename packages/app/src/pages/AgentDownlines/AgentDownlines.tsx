import type { CallValue } from '@portal/contract';
import { Button, DataTable, EmptyState, FormField, Icon, TextInput } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useDownlines } from '../../api/agentTeam';
import { useTransferPrefill } from '../Transfer/TransferForm';
import { Stack } from '../shared/PageTitle';
import { recordErrorText, useRecordFormat } from '../shared/RecordTable';
import { Section, SectionTitle } from '../shared/cashier.styles';
import { RowActions, Search, Status, Trail } from './AgentDownlines.styles';

type Row = CallValue<typeof agentCalls.agentDownlines>['records'][number];

/** The path of the drill, from the agent to the sub-agent shown; each step opens its team. */
function Breadcrumb({ path, onOpen }: { path: string[]; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent_team_path')}>
      <Trail>
        {path.map((name, index) => (
          <li key={name}>
            <Button
              size="sm"
              variant="ghost"
              aria-current={index === path.length - 1 ? 'location' : undefined}
              onClick={() => onOpen(index)}
            >
              {name}
            </Button>
          </li>
        ))}
      </Trail>
    </nav>
  );
}

/**
 * The downline management (downlineManagmentView, spec 2.8): the direct downlines of the agent,
 * or of a sub-agent it drilled into, with their balance, team size, status and last login; a
 * search over the whole team below the one shown. A row's transfer button names the account in
 * the transfer form under the table.
 */
export function AgentDownlines() {
  const { t } = useTranslation();
  const { money, when } = useRecordFormat();
  const prefill = useTransferPrefill();
  // `of` is the sub-agent drilled into (none: the agent itself); `search` the term applied.
  const [of, setOf] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading } = useDownlines({
    pageNo,
    ...(of ? { of } : {}),
    ...(search ? { search } : {}),
  });

  const open = (username: string | undefined) => {
    setOf(username);
    setSearch(undefined);
    setTyped('');
    setPageNo(1);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim() || undefined);
    setPageNo(1);
  };
  const caption = search
    ? t('agent_team_search_caption', { search })
    : t('agent_team_downlines_caption', { of: data?.path.at(-1) ?? '' });

  return (
    <Section aria-labelledby="agent-downlines-title">
      <SectionTitle id="agent-downlines-title">{t('agent_team_downlines_title')}</SectionTitle>
      <Stack>
        <Search role="search" aria-label={t('agent_team_search')} onSubmit={submitSearch}>
          <FormField label={t('agent_team_search')} hint={t('agent_team_search_hint')}>
            {(control) => (
              <TextInput
                {...control}
                type="search"
                value={typed}
                maxLength={32}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
                fullWidth
              />
            )}
          </FormField>
          <Button type="submit" variant="secondary">
            {t('agent_team_search_submit')}
          </Button>
          {search ? (
            <Button
              variant="ghost"
              onClick={() => {
                setSearch(undefined);
                setTyped('');
                setPageNo(1);
              }}
            >
              {t('agent_team_search_clear')}
            </Button>
          ) : null}
        </Search>
        {data && data.path.length > 1 ? (
          <Breadcrumb
            path={data.path}
            onOpen={(index) => open(index === 0 ? undefined : data.path[index])}
          />
        ) : null}
        {error && !data ? (
          <EmptyState icon={<Icon name="warning" />} title={recordErrorText(error, t)} size="sm" />
        ) : (
          <DataTable<Row>
            caption={caption}
            loading={isLoading}
            rows={data?.records ?? []}
            rowKey={(row) => row.username}
            empty={
              <EmptyState
                icon={<Icon name="users" />}
                title={search ? t('agent_team_no_results') : t('agent_team_no_downlines')}
                description={
                  search ? t('agent_team_no_results_text') : t('agent_team_no_downlines_text')
                }
                size="sm"
                titleAs="p"
              />
            }
            {...(data && data.totalPages > 1
              ? {
                  pagination: {
                    page: pageNo,
                    pageCount: data.totalPages,
                    onPageChange: setPageNo,
                    label: t('agent_team_downlines_pages'),
                  },
                }
              : {})}
            columns={[
              { key: 'username', header: t('agent_team_col_username') },
              { key: 'nickname', header: t('agent_team_col_nickname') },
              {
                key: 'kind',
                header: t('agent_team_col_kind'),
                render: (row) => t(`agent_team_kind_${row.kind}`),
              },
              {
                key: 'balance',
                header: t('agent_team_col_balance'),
                align: 'end',
                render: (row) => money(row.balance),
              },
              { key: 'teamSize', header: t('agent_team_col_team'), align: 'end' },
              {
                key: 'status',
                header: t('agent_team_col_status'),
                render: (row) => (
                  <Status data-status={row.status}>{t(`agent_team_status_${row.status}`)}</Status>
                ),
              },
              {
                key: 'lastLoginAt',
                header: t('agent_team_col_last_login'),
                render: (row) => (row.lastLoginAt ? when(row.lastLoginAt) : t('agent_team_never')),
              },
              {
                key: 'actions',
                header: t('agent_team_col_actions'),
                render: (row) => (
                  <RowActions>
                    {row.kind === 'agent' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('agent_team_open_team_of', { username: row.username })}
                        onClick={() => open(row.username)}
                      >
                        {t('agent_team_open_team')}
                      </Button>
                    ) : null}
                    {prefill ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('agent_team_transfer_to', { username: row.username })}
                        onClick={() => prefill(row.username)}
                      >
                        {t('agent_team_transfer')}
                      </Button>
                    ) : null}
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Section>
  );
}
