// The moderation screen's words (issue 11). The server's confirmations and refusals
// ('Oferta aprobada: ya es pública.', 'Solo los operadores…') are shown as it sends them.
import { REPORT_REASONS, type ReportReasonValue } from '../reports/reportTexts';

export const MODERATION_TEXTS = {
  title: 'Moderación',
  intro: 'Revisa las ofertas pendientes, verifica las cuentas profesionales y resuelve las denuncias.',
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
  reports: 'Denuncias',
  noReports: 'No hay denuncias pendientes.',
  reasonsHeading: 'Motivos',
  latestReports: 'Últimas denuncias',
  viewContent: 'Ver contenido',
  newTab: '(se abre en una pestaña nueva)',
  hide: 'Ocultar',
  dismiss: 'Descartar denuncias',
  hideReason: 'Motivo que verá el autor',
  hideNote: 'Nota para el autor (opcional)',
  confirmHide: 'Ocultar contenido',
  cancel: 'Cancelar',
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

/** The reasons a person reports an item for, by the graph's name (ReportReason): the report dialog's own words. */
export const REPORT_REASON_LABELS = Object.fromEntries(REPORT_REASONS) as Record<ReportReasonValue, string>;

export type ReportReason = ReportReasonValue;

/** What kind of item was reported (ReportedItemKind). */
export const REPORTED_KIND_LABELS = {
  POST: 'Publicación',
  PROFILE: 'Perfil',
  JOB_OFFER: 'Oferta de trabajo',
  EDUCATIONAL_OFFER: 'Oferta formativa',
} as const;

/** '1 denuncia', '3 denuncias'. */
export const reportCount = (count: number) => (count === 1 ? '1 denuncia' : `${count} denuncias`);

/** Whether the graph's value is one the screen has words for (its enums may grow before the screen does). */
const known = <T extends object>(labels: T, value: string): value is Extract<keyof T, string> =>
  Object.hasOwn(labels, value);

/** A reason the screen knows: one it does not know yet counts as 'Otro motivo'. */
export const asReportReason = (reason: string): ReportReason =>
  known(REPORT_REASON_LABELS, reason) ? reason : 'OTHER';

/** A reason in words ('Spam o publicidad no deseada'). */
export const reportReasonLabel = (reason: string): string => REPORT_REASON_LABELS[asReportReason(reason)];

/** A reported item's kind in words; empty for a kind the screen does not know yet. */
export const reportedKindLabel = (kind: string): string =>
  known(REPORTED_KIND_LABELS, kind) ? REPORTED_KIND_LABELS[kind] : '';
