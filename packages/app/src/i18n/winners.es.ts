/** Spanish texts of the winners list page (/winners; with areas.es.ts). */
export const winnersEs: Record<string, string> = {
  winners_page_title: 'Grandes ganadores',
  winners_page_intro:
    'Los mayores premios ganados en el portal. Elija un ganador para jugar al mismo juego.',
  winners_page_filter: 'Categorías de juegos',
  winners_page_all: 'Todos',
  winners_page_list: 'Ganadores: {{category}}',
  winners_page_row: '{{rank}}. {{name}} ganó {{amount}} en {{game}}: jugar',
  winners_page_empty: 'Aún no hay ganadores en esta categoría',
  winners_page_empty_text: 'Vuelva pronto: aquí aparecerán los mayores premios.',
  winners_page_error: 'No se pudo cargar la lista de ganadores',
};
