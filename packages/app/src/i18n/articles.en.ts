/** English texts of the news and blog pages (/news, /blog and their articles; with en.ts). */
export const articlesEn: Record<string, string> = {
  articles_news_title: 'News',
  articles_blog_title: 'Blog',
  articles_news_empty: 'No news yet',
  articles_blog_empty: 'No blog posts yet',
  articles_news_back: 'Back to the news',
  articles_blog_back: 'Back to the blog',
  articles_pages: 'Article pages',
  articles_not_found: 'This article does not exist or is no longer published',
};
