import { DateRangeFilter, isoDay, standardPresets, type DateRange } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The days a records page reads: the last seven by default, in the player's own time zone. */
export function useRecordRange() {
  const today = useMemo(() => new Date(), []);
  const [range, setRange] = useState<DateRange>(() => {
    const weekAgo = new Date(today);
    weekAgo.setDate(weekAgo.getDate() - 6);
    return { from: isoDay(weekAgo), to: isoDay(today) };
  });
  const [pageNo, setPageNo] = useState(1);
  return {
    today,
    range,
    pageNo,
    setPageNo,
    setRange: (next: DateRange) => {
      setRange(next);
      setPageNo(1);
    },
    /** The query the records calls take for it (spec 2.7; days in the browser's zone). */
    query: {
      pageNo,
      from: range.from,
      to: range.to,
      utcOffset: -today.getTimezoneOffset(),
    },
  };
}

/** The date filter of a records page, with the usual presets. */
export function RecordRangeFilter({
  today,
  onChange,
  defaultValue,
}: {
  today: Date;
  defaultValue: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateRangeFilter
      legend={t('records_dates')}
      defaultValue={defaultValue}
      onChange={onChange}
      fromLabel={t('records_from')}
      toLabel={t('records_to')}
      applyLabel={t('records_apply')}
      orderMessage={t('records_order')}
      max={isoDay(today)}
      presets={standardPresets(today, {
        today: t('records_today'),
        yesterday: t('records_yesterday'),
        last7: t('records_last7'),
        last30: t('records_last30'),
      })}
    />
  );
}
