/** English texts of the game search (/search; with en.ts). */
export const searchEn: Record<string, string> = {
  search_title: 'Search games',
  search_label: 'Game name or code',
  search_hint: 'Accents and capitals do not matter',
  search_sort: 'Sort by',
  search_sort_popular: 'Most popular',
  search_sort_new: 'Newest',
  search_sort_name: 'Name (A–Z)',
  search_results: 'Games matching “{{keyword}}”',
  search_none: 'No game matches “{{keyword}}”',
  search_start: 'Type at least two letters of a game’s name',
};
