// The live domain's reads (the live models page): the model list, asked again now and then so
// that the viewers and statuses stay current, and the chat launch. Loaded with that page: never
// on the first paint.
import type { CallValue } from '@portal/contract';
import useSWRImmutable from 'swr/immutable';
import type { ApiError } from './ApiError';
import { apiCall } from './client';
import { callKey } from './keys';
import { liveCalls } from './liveCallTable';
import { useCall } from './useCall';
import { useToken } from './useToken';

/** How often the list is asked again while shown: the viewers change as members come and go. */
export const LIVE_LIST_REFRESH_MS = 30_000;

/** The live models, online first, each with its status and viewers (no token). */
export const useLiveModels = () =>
  useCall(liveCalls.liveModels, {}, { refreshInterval: LIVE_LIST_REFRESH_MS });

/**
 * Launches the chat with model `modelId` (null: none) for the session: one launch per visit of
 * the page, as its ticket opens once, so the answer is never asked again.
 */
export function useLiveChatLaunch(modelId: number | null, language: string) {
  const token = useToken();
  return useSWRImmutable<CallValue<typeof liveCalls.liveChatLaunch>, ApiError>(
    modelId !== null && token ? callKey(liveCalls.liveChatLaunch, { modelId }, token) : null,
    () => apiCall(liveCalls.liveChatLaunch, { query: { modelId: modelId!, language } }),
  );
}
