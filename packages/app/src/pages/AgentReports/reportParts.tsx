// What the agent's reports share beyond the records pages' range and table: the filter on one
// team member, and the words for a failure that names a member outside the team.
import { Button, EmptyState, FormField, Icon, TextInput } from '@portal/ui';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable } from '../shared/RecordTable';
import { Search } from '../AgentDownlines/AgentDownlines.styles';

type RecordTableProps<Row extends { id: number }> = ComponentProps<typeof RecordTable<Row>>;

/** The report of one team member, or of the whole team when the field is left empty. */
export function UsernameFilter({ onApply }: { onApply: (username: string | undefined) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed.trim() || undefined);
  };
  return (
    <Search aria-label={t('agent_report_member_filter')} onSubmit={submit}>
      <FormField label={t('agent_report_member')} hint={t('agent_report_member_hint')}>
        {(control) => (
          <TextInput
            {...control}
            value={typed}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary">
        {t('agent_report_member_apply')}
      </Button>
    </Search>
  );
}

/** A team report's table, or its own words when the member asked for is not of the team. */
export function TeamReportTable<Row extends { id: number }>(props: RecordTableProps<Row>) {
  const { t } = useTranslation();
  const { data, error } = props.result;
  if (error && !data && error.code === 'NOT_FOUND')
    return (
      <EmptyState
        icon={<Icon name="search" />}
        title={t('agent_report_member_unknown')}
        description={t('agent_report_member_unknown_text')}
        size="sm"
      />
    );
  return <RecordTable<Row> {...props} />;
}

/** Rows keyed by their place in the page, for reports whose lines have no id of their own. */
export function numbered<R, P extends { records: R[] }>(page: P | undefined) {
  return (
    page && { ...page, records: page.records.map((row, index) => ({ ...row, id: index + 1 })) }
  );
}
