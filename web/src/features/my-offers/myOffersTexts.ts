// The texts of My Offers (part 2 §2, §4 and §8 'My Offers'), each written once.

export const MY_OFFERS_TEXTS = {
  title: 'Mis ofertas',
  signInForOffers: 'Necesitas iniciar sesión para ver tus ofertas',
  signInForCandidates: 'Necesitas iniciar sesión para ver los candidatos',
  offersFailed: 'No se pudieron cargar las ofertas. Inténtalo de nuevo más tarde.',
  publishedFailed: 'No se pudieron cargar tus ofertas publicadas. Inténtalo de nuevo más tarde.',
  candidatesFailed: 'No se pudieron cargar los candidatos. Inténtalo de nuevo más tarde.',
  noApplications: 'No has aplicado a ninguna oferta todavía.',
  noSaved: 'No tienes ofertas guardadas.',
  noExpired: 'No tienes ofertas caducadas.',
  noPublished: 'No tienes ofertas publicadas con los filtros seleccionados.',
  // Beyond the spec: an institution with no programme yet is told where to publish one.
  noEducationalOffers: 'Todavía no has publicado ninguna oferta educativa.',
  noCandidates: 'No hay candidatos que coincidan con los filtros seleccionados.',
  noAnswers: 'No hay respuestas disponibles',
  unknownUser: 'Usuario',
  noLocation: 'Sin ubicación',
  // Beyond the spec, which only logs these failures (§8): the user hears that nothing changed.
  statusFailed: 'No se pudo cambiar el estado del candidato. Inténtalo de nuevo.',
  deactivateFailed: 'No se pudo desactivar la oferta. Inténtalo de nuevo.',
  deleteFailed: 'No se pudo eliminar la oferta. Inténtalo de nuevo.',
  unsaveFailed: 'No se pudo quitar la oferta de guardadas. Inténtalo de nuevo.',
  deactivated: 'Oferta desactivada',
  deleted: 'Oferta eliminada correctamente.',
  unsaved: 'Oferta eliminada de guardados',
  // Issue 17: an edit of a live offer waits for review beside it.
  changesPending: 'Cambios pendientes de revisión',
  changesRejected: 'No aprobamos tus últimos cambios: la oferta sigue publicada como estaba.',
  // Issue 18: an offer applied to that is no longer public (the spec words none; recorded in the README).
  withdrawnOffer: 'Oferta retirada',
  withdrawnOfferText: 'Esta oferta ya no está publicada.',
} as const;

/** '1 candidato' / '{n} candidatos'. */
export function candidateCount(count: number): string {
  return count === 1 ? '1 candidato' : `${count} candidatos`;
}

/** '1 revisado' / '{n} revisados'. */
export function reviewedCount(count: number): string {
  return count === 1 ? '1 revisado' : `${count} revisados`;
}

/** '1 oferta' / '{n} ofertas'. */
export function offerCount(count: number): string {
  return count === 1 ? '1 oferta' : `${count} ofertas`;
}
