// Reports (issue 24; the EU Digital Services Act's notice and action): what can be reported,
// and the short list of reasons a person picks from. The reason an operator hides an item for
// is one of the same list: its words are what the author reads.

export const REPORT_KINDS = ['post', 'user', 'jobOffer', 'educationalOffer'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'harassment', 'intellectualProperty', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as people read them, in the form and in the notice to the author. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam o publicidad no deseada',
  offensive: 'Contenido sexual, violento u ofensivo',
  harassment: 'Acoso o discurso de odio',
  intellectualProperty: 'Infringe derechos de autor o de marca',
  fraud: 'Fraude, engaño o suplantación de identidad',
  other: 'Otro motivo',
};

/** The longest explanation a report or an operator's note may carry. */
export const REPORT_DETAILS_MAX = 1000;

/** The item as a sentence names it ('esta publicación'), for the refusals. */
export const REPORT_KIND_WORDS: Record<ReportKind, string> = {
  post: 'esta publicación',
  user: 'este perfil',
  jobOffer: 'esta oferta',
  educationalOffer: 'esta oferta formativa',
};

export const isReportReason = (value: string | null): value is ReportReason =>
  value !== null && (REPORT_REASONS as readonly string[]).includes(value);
