/** The Spanish texts of the Creativos screen (spec part 2 §2 Creatives, §8 Lists). */
export const CREATIVES_TEXTS = {
  title: 'Creativos',
  description:
    'Descubre a estudiantes, graduados y profesionales creativos de la moda y el diseño: filtra por ubicación, centro de estudios o habilidades y conoce su trabajo.',
  allTab: 'Todos los usuarios',
  internshipsTab: 'Disponible para prácticas',
  filtersTitle: 'Filtros',
  apply: 'Aplicar filtros',
  clear: 'Borrar Filtros',
  openFilters: 'Abrir filtros',
  loading: 'Cargando creativos...',
  loadingMore: 'Cargando más creativos...',
  noMore: 'No hay más creativos para mostrar',
  empty: 'No se encontraron creativos con los filtros aplicados',
  loadFailed: 'No se pudieron cargar los creativos. Por favor, inténtalo de nuevo más tarde.',
  noTags: 'Sin etiquetas',
} as const;
