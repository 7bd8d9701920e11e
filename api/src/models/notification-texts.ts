// What each notification says (issue 22), in the app and in its mail: one sentence, the
// page it opens, and the email topic that turns its mails off. Paths are the web app's
// (web/src/lib/routing/paths.ts); mails make them absolute with the public URL.
import type { NotificationData } from '../db/notification-tables';

export const NOTIFICATION_KINDS = [
  'application_received',
  'application_selected',
  'application_discarded',
  'offer_approved',
  'offer_rejected',
  'account_verified',
  'new_follower',
  'content_hidden',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The email switches of 'Configuración': each kind's mails belong to one. */
export const EMAIL_TOPICS = [
  'applications',
  'application_updates',
  'offer_reviews',
  'verification',
  'followers',
] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/**
 * The topic whose switch turns a kind's mails off; null for a notice the account always
 * receives (content_hidden: the Digital Services Act's statement of reasons).
 */
export const TOPIC_OF: Record<NotificationKind, EmailTopic | null> = {
  application_received: 'applications',
  application_selected: 'application_updates',
  application_discarded: 'application_updates',
  offer_approved: 'offer_reviews',
  offer_rejected: 'offer_reviews',
  account_verified: 'verification',
  new_follower: 'followers',
  content_hidden: null,
};

/** The switch's label in 'Configuración', also named in each mail's footer. */
export const TOPIC_LABELS: Record<EmailTopic, string> = {
  applications: 'Nuevas candidaturas a mis ofertas',
  application_updates: 'Respuestas a mis candidaturas',
  offer_reviews: 'Revisión de mis ofertas',
  verification: 'Verificación de mi cuenta profesional',
  followers: 'Nuevos seguidores',
};

/** A notification as its texts need it. */
export interface NotificationFacts {
  kind: NotificationKind;
  offerId: string | null;
  data: NotificationData;
}

export interface NotificationWords {
  /** The sentence shown in the list and opening the mail. */
  text: string;
  /** The mail's subject. */
  subject: string;
  /** The web app's path of what it is about. */
  path: string;
  /** The mail's button. */
  action: string;
}

const SHELL = '/ControlPanel';
const quoted = (title: string | undefined) => `«${title ?? 'tu oferta'}»`;

export function notificationWords({ kind, offerId, data }: NotificationFacts): NotificationWords {
  const offer = quoted(data.offerTitle);
  const offerPath = (data.offerKind === 'educational' ? '/EducationalOfferDetail/' : '/JobOfferDetail/') + offerId;
  const someone = data.actorName ?? 'Alguien';
  switch (kind) {
    case 'application_received':
      return {
        text: `${someone} se ha inscrito en tu oferta ${offer}.`,
        subject: `Nueva candidatura a ${offer}`,
        path: `${SHELL}/misOfertas?candidatos=${offerId}`,
        action: 'Ver candidatos',
      };
    case 'application_selected':
      return {
        text: `¡Enhorabuena! Te han seleccionado en la oferta ${offer}.`,
        subject: `Te han seleccionado para ${offer}`,
        path: SHELL + offerPath,
        action: 'Ver la oferta',
      };
    case 'application_discarded':
      return {
        text: `Tu candidatura a ${offer} no ha sido seleccionada esta vez.`,
        subject: `Novedades sobre tu candidatura a ${offer}`,
        path: SHELL + offerPath,
        action: 'Ver la oferta',
      };
    case 'offer_approved':
      return data.changes
        ? {
            text: `Los cambios de tu oferta ${offer} se han aprobado y ya están publicados.`,
            subject: `Los cambios de ${offer} están publicados`,
            path: SHELL + offerPath,
            action: 'Ver la oferta',
          }
        : {
            text: `Tu oferta ${offer} se ha aprobado y ya está publicada.`,
            subject: `Tu oferta ${offer} está publicada`,
            path: SHELL + offerPath,
            action: 'Ver la oferta',
          };
    case 'offer_rejected':
      return data.changes
        ? {
            text: `Los cambios de tu oferta ${offer} no se han aprobado; sigue publicada la versión anterior.`,
            subject: `Los cambios de ${offer} no se han aprobado`,
            path: `${SHELL}/misOfertas`,
            action: 'Ir a Mis ofertas',
          }
        : {
            text: `Tu oferta ${offer} no se ha aprobado. Puedes revisarla y enviarla de nuevo.`,
            subject: `Tu oferta ${offer} no se ha aprobado`,
            path: `${SHELL}/${data.offerKind === 'educational' ? 'edit-educational-offer' : 'edit-offer'}/${offerId}`,
            action: 'Revisar la oferta',
          };
    case 'account_verified':
      return {
        text: 'Tu cuenta profesional está verificada: ya puedes publicar ofertas.',
        subject: 'Tu cuenta profesional está verificada',
        path: `${SHELL}/misOfertas`,
        action: 'Ir a Mis ofertas',
      };
    case 'content_hidden':
      return hiddenWords(data);
    case 'new_follower':
      return {
        text: `${someone} ha empezado a seguirte.`,
        subject: `${someone} ha empezado a seguirte`,
        path: data.actorUsername ? `${SHELL}/profile/${encodeURIComponent(data.actorUsername)}` : `${SHELL}/community`,
        action: 'Ver su perfil',
      };
  }
}

/** What an item is called in the notice that it was hidden. */
const HIDDEN_ITEM_WORDS = {
  post: 'tu publicación',
  user: 'tu perfil',
  jobOffer: 'tu oferta',
  educationalOffer: 'tu oferta formativa',
} as const;

/** The notice to the author of a hidden item (issue 24): what, why, and where to read it. */
function hiddenWords(data: NotificationData): NotificationWords {
  const kind = data.itemKind ?? 'post';
  const item = kind === 'user' ? HIDDEN_ITEM_WORDS.user : `${HIDDEN_ITEM_WORDS[kind]} «${data.itemTitle ?? ''}»`;
  return {
    text: `Hemos ocultado ${item} tras revisar denuncias. Motivo: ${data.reasonLabel ?? 'Otro motivo'}.`,
    subject: `Hemos ocultado ${item}`,
    path: data.itemPath ?? SHELL,
    action: 'Ver el motivo',
  };
}
