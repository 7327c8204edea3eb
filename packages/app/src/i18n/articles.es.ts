/** Spanish texts of the news and blog pages (/news, /blog and their articles; with areas.es.ts). */
export const articlesEs: Record<string, string> = {
  articles_news_title: 'Noticias',
  articles_blog_title: 'Blog',
  articles_news_empty: 'Todavía no hay noticias',
  articles_blog_empty: 'Todavía no hay artículos en el blog',
  articles_news_back: 'Volver a las noticias',
  articles_blog_back: 'Volver al blog',
  articles_pages: 'Páginas de artículos',
  articles_not_found: 'Este artículo no existe o ya no está publicado',
};
