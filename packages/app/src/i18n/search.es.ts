/** Spanish texts of the game search (/search): in its chunk (useChunkTexts); English in en.ts. */
export const searchEs: Record<string, string> = {
  search_title: 'Buscar juegos',
  search_label: 'Nombre o código del juego',
  search_hint: 'Sin importar acentos ni mayúsculas',
  search_sort: 'Ordenar por',
  search_sort_popular: 'Más populares',
  search_sort_new: 'Más nuevos',
  search_sort_name: 'Nombre (A–Z)',
  search_results: 'Juegos que coinciden con «{{keyword}}»',
  search_none: 'Ningún juego coincide con «{{keyword}}»',
  search_start: 'Escriba al menos dos letras del nombre de un juego',
};
