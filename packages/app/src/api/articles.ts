// The news and blog pages' articles (the content domain's, from its lazy table): loaded with those
// pages, never on the first paint.
import type { ArticleKind } from '@portal/contract';
import { contentCalls } from './contentCallTable';
import { once, useCall, useCatalogueLanguage } from './useCall';

/** A page of the published articles of a kind, newest first; re-keyed by a language change. */
export function useArticles(kind: ArticleKind, pageNo: number) {
  const language = useCatalogueLanguage();
  return useCall(contentCalls.articles, { kind, language, pageNo }, once);
}

/** One published article with its body; nothing is asked for without an id. */
export function useArticle(id: number | undefined) {
  const language = useCatalogueLanguage();
  return useCall(contentCalls.article, { id: id ?? 1, language }, { ...once, enabled: !!id });
}
