/**
 * Spanish texts of the footer, which loads after the first paint as the player nears it
 * (shell/AppFooter): they travel in its chunk (useChunkTexts), not in the first paint's es.ts.
 * English has them in en.ts.
 */
export const footerEs: Record<string, string> = {
  footer_help: 'Ayuda',
  footer_responsible: 'Herramientas de juego responsable',
  footer_news: 'Noticias',
  footer_blog: 'Blog',
  footer_cookies: 'Cookies',
  footer_products: 'Productos',
  footer_follow: 'Síguenos',
  footer_vendors: 'Proveedores de juegos',
  footer_copyright: '© {{year}} Portal. Juegue con responsabilidad. +18',
};
