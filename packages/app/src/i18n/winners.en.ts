/** English texts of the winners list page (/winners; with en.ts). */
export const winnersEn: Record<string, string> = {
  winners_page_title: 'Biggest winners',
  winners_page_intro: 'The biggest wins on the portal. Choose a winner to play the same game.',
  winners_page_filter: 'Game categories',
  winners_page_all: 'All',
  winners_page_list: 'Winners: {{category}}',
  winners_page_row: '{{rank}}. {{name}} won {{amount}} in {{game}}: play',
  winners_page_empty: 'No winners in this category yet',
  winners_page_empty_text: 'Come back soon: the biggest wins will show here.',
  winners_page_error: 'The winners list could not be loaded',
};
