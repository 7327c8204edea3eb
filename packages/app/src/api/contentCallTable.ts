// The content calls only lazily loaded pages make (the home lobby's popular games, the news and
// blog pages' articles): a table of their own, loaded with those chunks, so that the first paint
// does not carry them. The production build
// replaces this module with their routing facts alone (scripts/callTable.ts, vite.config.ts).
import { callDomains } from '@portal/contract';
import type { LazyCallTables } from './callTable.types';

export const contentCalls: LazyCallTables['content'] = {
  popular: callDomains.content.popular,
  articles: callDomains.content.articles,
  article: callDomains.content.article,
};
