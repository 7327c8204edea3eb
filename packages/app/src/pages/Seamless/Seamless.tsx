import { AreaEmpty } from '../shared/AreaEmpty';

/** The seamless game area (spec 2.1): a launched game plays here. */
export function Seamless() {
  return <AreaEmpty titleKey="seamless_title" icon="gamepad" />;
}
