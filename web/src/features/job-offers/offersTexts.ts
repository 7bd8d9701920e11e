/** The offers screens' texts (part 2 §2, §8), written once for the screens and their tests. */
export const OFFERS_TEXTS = {
  title: 'Ofertas de empleo',
  loading: 'Cargando ofertas...',
  empty: 'No se encontraron ofertas con los filtros seleccionados',
  loadFailed: 'No se pudieron cargar las ofertas.',
} as const;
