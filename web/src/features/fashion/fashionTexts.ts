/** The screen's Spanish texts (part 2 §2 Fashion, §8), exactly as the spec writes them. */
export const FASHION_TEXTS = {
  title: 'Estudiar moda',
  loading: 'Cargando...',
  loadFailed: 'No se pudieron cargar las instituciones.',
  empty: 'No se encontraron instituciones con los filtros seleccionados.',
  website: 'Web oficial',
  onSite: 'Presencial',
  hybrid: 'Híbrido',
  all: 'Todo',
} as const;

/** Tags a card shows before '+ N más' (part 2 §9: institution cards up to 4 tags). */
export const MAX_CARD_TAGS = 4;
