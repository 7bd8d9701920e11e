// The words of reporting a post, a profile or an offer, and of the notice its author reads
// once an operator hid it (issue 24). The server's confirmation and refusals are shown as sent.

/** What is reported: a post, someone's profile, or a job or educational offer. */
export type ReportKind = 'post' | 'profile' | 'offer';

/** The reasons, in the order the dialog lists them, as the graph names them (ReportReason). */
export const REPORT_REASONS = [
  ['SPAM', 'Spam o publicidad no deseada'],
  ['OFFENSIVE', 'Contenido sexual, violento u ofensivo'],
  ['HARASSMENT', 'Acoso o discurso de odio'],
  ['INTELLECTUAL_PROPERTY', 'Infringe derechos de autor o de marca'],
  ['FRAUD', 'Fraude, engaño o suplantación de identidad'],
  ['OTHER', 'Otro motivo'],
] as const;

export type ReportReasonValue = (typeof REPORT_REASONS)[number][0];

/** The details' limit, as the server checks it. */
export const DETAILS_MAX = 1000;

export const REPORT_TEXTS = {
  report: 'Denunciar',
  reported: 'Denunciado',
  intro: '¿Qué ocurre con este contenido? Revisaremos tu denuncia; quien lo publicó no sabrá quién la envió.',
  reasonLegend: 'Motivo de la denuncia',
  details: 'Cuéntanos más (opcional)',
  send: 'Enviar denuncia',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  reasonRequired: 'Elige un motivo.',
  network: 'No se ha podido conectar. Inténtalo de nuevo.',
  // The server refused without words of its own (it always sends some; a fallback all the same).
  refused: 'No se ha podido enviar la denuncia. Inténtalo de nuevo.',
  // Said when the server's confirmation is missing.
  received: 'Gracias. Hemos recibido tu denuncia y la revisaremos.',
} as const;

export const DIALOG_TITLES: Record<ReportKind, string> = {
  post: 'Denunciar publicación',
  profile: 'Denunciar perfil',
  offer: 'Denunciar oferta',
};

// "Perfil" is masculine: its sentence says "lo", the others "la".
const HIDDEN_SENTENCES: Record<ReportKind, string> = {
  post: 'Solo tú puedes ver esta publicación: la hemos ocultado tras revisar denuncias.',
  profile: 'Solo tú puedes ver este perfil: lo hemos ocultado tras revisar denuncias.',
  offer: 'Solo tú puedes ver esta oferta: la hemos ocultado tras revisar denuncias.',
};

export const HIDDEN_TEXTS = {
  sentence: (kind: ReportKind) => HIDDEN_SENTENCES[kind],
  reason: (label: string) => `Motivo: ${label}.`,
  note: 'Nota del equipo de moderación:',
  appealBefore: 'Si crees que es un error, escríbenos a ',
  /** The author's own portfolio tiles: one word on the image. */
  badge: 'Oculta',
  /** My Offers' cards and the author's portfolio: one short line. */
  cardLine: (label: string) => `Oculta por moderación: ${label}`,
} as const;
