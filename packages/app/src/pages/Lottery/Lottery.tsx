import { AreaEmpty } from '../shared/AreaEmpty';

/** /lottery, /seaLottery and /vnLottery (spec 2.1), each with its gameCode. */
export function Lottery() {
  return <AreaEmpty titleKey="lottery_title" icon="ticket" />;
}
