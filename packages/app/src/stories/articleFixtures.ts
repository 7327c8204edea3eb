// The news and blog pages' answers (GCS_articles, GCS_article): three news articles and one
// blog article in Spanish, as the reference server's demo seeds them.
import type { CallValue, calls } from '@portal/contract';
import type { Answer } from './networkTypes';

type ArticlePage = CallValue<typeof calls.articles>;
type Article = CallValue<typeof calls.article>;

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

export const ARTICLES: readonly Article[] = [
  {
    id: 7,
    kind: 'news',
    title: 'Llega MXWin: ocho juegos nuevos',
    summary: 'La nueva categoría MXWin ya está en el menú, con ocho juegos para empezar.',
    body: 'Desde hoy encontrará MXWin en el menú principal, junto a las tragamonedas y el casino en vivo.\n\nLa categoría abre con ocho juegos del proveedor MXW. Todos se pueden probar en modo demostración antes de apostar.\n\nLos premios de MXWin cuentan para la tabla de ganadores desde el primer día.',
    image: null,
    language: 'es',
    publishedAt: at(26),
  },
  {
    id: 5,
    kind: 'news',
    title: 'Mantenimiento programado del martes',
    summary: 'El martes de 03:00 a 04:00 algunos juegos pueden no estar disponibles.',
    body: 'Para mejorar la plataforma haremos un mantenimiento el martes de 03:00 a 04:00.\n\nSu saldo y sus apuestas abiertas no se ven afectados.',
    image: null,
    language: 'es',
    publishedAt: at(23),
  },
  {
    id: 3,
    kind: 'news',
    title: 'Retiros más rápidos',
    summary: 'Los retiros a cuentas bancarias se procesan ahora en menos de una hora.',
    body: 'Hemos renovado el proceso de retiros.',
    image: null,
    language: 'es',
    publishedAt: at(18),
  },
  {
    id: 4,
    kind: 'blog',
    title: 'Cinco hábitos para jugar con responsabilidad',
    summary: 'Límites, pausas y un presupuesto claro: así se disfruta más y se arriesga menos.',
    body: 'Fije un presupuesto antes de empezar.\n\nHaga pausas.',
    image: null,
    language: 'es',
    publishedAt: at(25),
  },
];

/** A page of the articles of a kind (the list has 2 pages of news when pageSize is 2). */
export function articlePage(query: URLSearchParams): ArticlePage {
  const kind = query.get('kind') ?? 'news';
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  const all = ARTICLES.filter((a) => a.kind === kind).map(({ body: _body, ...rest }) => rest);
  return {
    articles: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
  };
}

/** One article by id, or NOT_FOUND as the server answers an unknown one. */
export const articleById = (query: URLSearchParams): Answer => {
  const article = ARTICLES.find((a) => a.id === Number(query.get('id')));
  return article ? { value: article } : { code: 'NOT_FOUND', status: 404 };
};
