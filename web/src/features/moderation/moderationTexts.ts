// The moderation screen's words (issue 11). The server's confirmations and refusals
// ('Oferta aprobada: ya es pública.', 'Solo los operadores…') are shown as it sends them.

export const MODERATION_TEXTS = {
  title: 'Moderación',
  intro: 'Revisa las ofertas pendientes y verifica las cuentas profesionales antes de que se publiquen.',
  loading: 'Cargando la moderación...',
  loadFailed: 'Error al cargar los datos',
  noAccessTitle: 'No tienes acceso a la moderación',
  noAccessText: 'Esta pantalla es solo para el equipo de moderación.',
  toExplorer: 'Ir al explorador',
  jobOffers: 'Ofertas de trabajo pendientes',
  educationalOffers: 'Ofertas formativas pendientes',
  professionals: 'Cuentas profesionales sin verificar',
  noJobOffers: 'No hay ofertas de trabajo pendientes.',
  noEducationalOffers: 'No hay ofertas formativas pendientes.',
  noProfessionals: 'No hay cuentas profesionales pendientes de verificar.',
  editOfLiveOffer: 'Cambios en una oferta publicada',
  more: 'Ver más',
  loadingMore: 'Cargando...',
  approve: 'Aprobar',
  reject: 'Rechazar',
  verify: 'Verificar',
  refused: 'No se ha podido completar la acción.',
  network: 'No se ha podido conectar. Inténtalo de nuevo.',
} as const;

/** 'Hay 20 más en espera.' under a list longer than what is shown ('Ver más' loads them). */
export const moreWaiting = (count: number) => (count === 1 ? 'Hay 1 más en espera.' : `Hay ${count} más en espera.`);
