// The points mall's writes, loaded with it.
import { calls } from './callTable';
import { matchCall } from './keys';
import { useCallMutation } from './mutation';
import { pointsCalls } from './pointsCallTable';

/** A new key for one redeem or conversion attempt: a retry of the same attempt sends the same. */
export function newPointsRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Redeems one unit of a reward with the password: the points and the unit are taken at once. The
 * points, the catalogue (its stock), the redeems and the points lines are asked again, whatever
 * the answer.
 */
export const useRedeemReward = () =>
  useCallMutation(pointsCalls.pointRedeem, {
    invalidates: [
      matchCall(pointsCalls.pointBalance),
      matchCall(pointsCalls.pointRewards),
      matchCall(pointsCalls.pointRedeemList),
      matchCall(pointsCalls.pointDetails),
    ],
    awaitInvalidation: true,
  });

/**
 * Converts points into cash, paid once into the main wallet: the points, their lines and the
 * balance are asked again, whatever the answer.
 */
export const useConvertPoints = () =>
  useCallMutation(pointsCalls.pointConvert, {
    invalidates: [
      matchCall(pointsCalls.pointBalance),
      matchCall(pointsCalls.pointDetails),
      matchCall(calls.balance),
      matchCall(calls.memberInfo),
    ],
    awaitInvalidation: true,
  });
