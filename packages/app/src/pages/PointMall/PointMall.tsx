import { AreaEmpty } from '../shared/AreaEmpty';

/** The points mall (spec 1, 2.1); its calls belong to the points area. */
export function PointMall() {
  return <AreaEmpty titleKey="point_mall_title" icon="gift" />;
}
