import { AreaEmpty } from '../shared/AreaEmpty';

/** Promotions with type filters (spec 2.1); the list comes with the content calls. */
export function Promotions() {
  return <AreaEmpty titleKey="promotions_title" icon="gift" />;
}
