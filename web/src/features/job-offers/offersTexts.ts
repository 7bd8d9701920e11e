/** The offers list's texts (part 2 §2 Offers list), written once for the screen and its tests. */
export const OFFERS_TEXTS = {
  title: 'Ofertas de empleo',
  loading: 'Cargando ofertas...',
  empty: 'No se encontraron ofertas con los filtros seleccionados',
  loadFailed: 'No se pudieron cargar las ofertas.',
} as const;

/** One offer's texts (part 2 §2 Job offer detail and Offer view, §4, §5, §8). */
export const OFFER_TEXTS = {
  apply: 'Inscribirme a esta oferta',
  applied: 'Ya inscrito',
  applyExternal: 'Aplicar en la web externa',
  save: 'Guardar',
  savedLabel: 'Guardada',
  saved: '¡Oferta guardada!',
  unsaved: 'Oferta eliminada de guardados',
  // The spec only logs a failed save; these say it to the user.
  saveFailed: 'No se pudo guardar la oferta.',
  unsaveFailed: 'No se pudo quitar la oferta de guardados.',
  edit: 'Editar oferta',
  urgent: 'Urgente',
  notFound: 'Oferta no encontrada',
  back: 'Volver',
  detailLoadFailed: 'No se pudo cargar la oferta. Intenta de nuevo.',
  viewLoadFailed: 'No se pudo cargar la información de la oferta. Por favor, inténtalo de nuevo más tarde.',
  noId: 'ID de oferta no proporcionado',
  registeredCompany: 'Empresa registrada en la plataforma',
  questionsTitle: 'Preguntas adicionales',
  confirmTitle: 'Confirmar inscripción',
  continue: 'Continuar',
  confirm: 'Confirmar inscripción',
  sending: 'Enviando...',
  answerAll: 'Por favor, responde todas las preguntas.',
  applyFailed: 'Hubo un error al enviar tu aplicación. Por favor, intenta de nuevo.',
  yes: 'Sí',
  no: 'No',
} as const;

/** The fallback of the company section (part 2 §2: the company is in the fashion sector). */
export const companyFallback = (companyName: string) =>
  `${companyName || 'Esta empresa'} es una empresa del sector de la moda.`;
