export {
  DateRangeFilter,
  isoDay,
  standardPresets,
  type DateRange,
  type DateRangeFilterProps,
  type DateRangePreset,
} from './DateRangeFilter';
