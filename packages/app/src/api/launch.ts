// The launch domain: a game's address, with a single-use ticket.
import type { CallBody, CallValue } from '@portal/contract';
import useSWRImmutable from 'swr/immutable';
import type { ApiError } from './ApiError';
import { calls } from './callTable';
import { apiCall } from './client';
import { callKey } from './keys';
import { useToken } from './useToken';

/**
 * Launches game `nodeId` (null: none) for the session: one launch per visit of the page, as the
 * ticket opens once, so the answer is never asked again.
 */
export function useLaunchGame(
  nodeId: number | null,
  body: Omit<CallBody<typeof calls.launchGame>, 'nodeId'>,
) {
  const token = useToken();
  return useSWRImmutable<CallValue<typeof calls.launchGame>, ApiError>(
    nodeId !== null && token ? callKey(calls.launchGame, { nodeId }, token) : null,
    () => apiCall(calls.launchGame, { body: { nodeId: nodeId!, ...body } }),
  );
}
