import { articleParagraphs, type ArticleKind } from '@portal/contract';
import { EmptyState, Icon, Pagination, Skeleton } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useArticle, useArticles } from '../../api/articles';
import { artworkUrl } from '../../session/cdn';
import { useLazyTexts } from '../../i18n/useFormText';
import { PageTitle, Stack } from '../shared/PageTitle';
import { Back, Body, Item, Lead, List, Meta } from './Articles.styles';

/** An id of the address, or undefined when it cannot be one (the page then says not found). */
const idOf = (raw: string | undefined): number | undefined =>
  raw && /^[1-9]\d{0,9}$/u.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;

const imageUrl = (path: string): string =>
  artworkUrl(/^(https?:\/\/|\/)/u.test(path) ? path : `/${path}`);

function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (iso: string) => format.format(new Date(iso));
}

/** The published articles of a kind, newest first, a page at a time (?page=N). */
function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page'))) || 1));
  const { data, error, isLoading } = useArticles(kind, page);
  const date = useDate();
  return (
    <Stack>
      <PageTitle>{t(`articles_${kind}_title`)}</PageTitle>
      {isLoading ? <Skeleton shape="block" height={320} /> : null}
      {error ? <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} /> : null}
      {data && data.articles.length === 0 ? (
        <EmptyState icon={<Icon name="list" />} title={t(`articles_${kind}_empty`)} />
      ) : null}
      {data?.articles.length ? (
        <List>
          {data.articles.map((a) => (
            <Item key={a.id}>
              <h2>
                <Link to={`/${kind}/${a.id}`} lang={a.language}>
                  {a.title}
                </Link>
              </h2>
              <Meta dateTime={a.publishedAt}>{date(a.publishedAt)}</Meta>
              <p lang={a.language}>{a.summary}</p>
            </Item>
          ))}
        </List>
      ) : null}
      {data && data.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={data.totalPages}
          onPageChange={(next: number) => setParams({ page: String(next) })}
          label={t('articles_pages')}
        />
      ) : null}
    </Stack>
  );
}

/** One article: its title, date, summary, picture and plain-text paragraphs (never HTML). */
function ArticleView({ kind, id }: { kind: ArticleKind; id: number | undefined }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useArticle(id);
  const date = useDate();
  const back = <Back to={`/${kind}`}>{t(`articles_${kind}_back`)}</Back>;
  // An article of the other kind is shown at its own address only.
  if (!id || error?.code === 'NOT_FOUND' || (data && data.kind !== kind))
    return (
      <Stack>
        <EmptyState
          icon={<Icon name="info" />}
          title={t('articles_not_found')}
          titleAs="h1"
          action={back}
        />
      </Stack>
    );
  return (
    <Stack>
      {back}
      {isLoading ? <Skeleton shape="block" height={360} /> : null}
      {error ? <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} /> : null}
      {data ? (
        <Body lang={data.language}>
          <h1>{data.title}</h1>
          <Meta dateTime={data.publishedAt}>{date(data.publishedAt)}</Meta>
          <Lead>{data.summary}</Lead>
          {data.image ? (
            <img src={imageUrl(data.image)} alt="" width={736} height={276} loading="lazy" />
          ) : null}
          {articleParagraphs(data.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Body>
      ) : null}
    </Stack>
  );
}

/**
 * The news and blog pages (spec 1 names them; /news and /blog, and /news/:id, /blog/:id for an
 * article): what the operator publishes with `cli article`, in the player's language.
 */
export function Articles() {
  useLazyTexts();
  const { pathname } = useLocation();
  const { id } = useParams();
  const kind: ArticleKind = pathname.startsWith('/blog') ? 'blog' : 'news';
  return id === undefined ? <ArticleList kind={kind} /> : <ArticleView kind={kind} id={idOf(id)} />;
}
