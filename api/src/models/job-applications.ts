// Applications to job offers: the candidate's answers checked against the offer's extra
// questions, one application per user and offer (a unique key, so two simultaneous
// applies make one), the owner's review, and a candidate's applied offers.
import type { Kysely } from 'kysely';
import type { ExtraQuestion } from '../db/columns';
import type { ApplicationAnswer, ApplicationStatus, JobApplicationRow } from '../db/job-offer-tables';
import type { Database, SocialLinks } from '../db/tables';
import { conflict, forbidden, invalid, notFound } from '../domain/refusals';
import type { PageInfo, PageRequest } from '../schemas/common';
import type { AppliedOfferObject, ApplicationObject, JobOfferObject } from '../schemas/job-offer';
import { isWebUrl } from './job-offer-form';
import { notify } from './notifications';
import { isPublicJobOffer, jobOffersWithPublisher, toJobOfferObject, type JobOfferWithPublisher } from './job-offers';
import { pageSlice, paginate } from './paginate';
import { isUniqueViolation } from './users';

const MAX_ANSWER_LENGTH = 2000;

export const APPLICATION_MESSAGES = {
  unanswered: 'Por favor, responde todas las preguntas.',
  notNumber: (question: string) => `La respuesta a "${question}" debe ser un número.`,
  notUrl: (question: string) => `La respuesta a "${question}" debe ser una URL válida.`,
  notBoolean: (question: string) => `La respuesta a "${question}" debe ser sí o no.`,
  notText: (question: string) => `La respuesta a "${question}" debe ser un texto.`,
  tooLong: `Cada respuesta puede tener como máximo ${MAX_ANSWER_LENGTH} caracteres.`,
  mismatch: 'Las respuestas no corresponden a las preguntas de la oferta. Vuelve a cargarla e inténtalo de nuevo.',
  alreadyApplied: 'Ya te has inscrito en esta oferta.',
  ownOffer: 'No puedes inscribirte en tu propia oferta.',
  closed: 'Esta oferta está cerrada y ya no admite inscripciones.',
  expired: 'Esta oferta ha caducado y ya no admite inscripciones.',
  applied: 'Inscripción realizada correctamente.',
  notFound: 'Candidatura no encontrada.',
  statusUpdated: 'Estado de la candidatura actualizado.',
} as const;

/** One entry of the apply payload, as sent. */
interface AnswerInput {
  question?: string | undefined;
  responseType?: string | undefined;
  answer?: string | number | boolean | null | undefined;
}

/**
 * Pairs each extra question with the answer at the same position and checks it by the
 * question's response type. The stored answer carries the offer's own question and type,
 * so a later edit of the offer does not change what the candidate answered.
 */
export function checkAnswers(questions: ExtraQuestion[], answers: AnswerInput[]): ApplicationAnswer[] {
  if (answers.length > questions.length) throw invalid(APPLICATION_MESSAGES.mismatch, 'answers');
  return questions.map((question, index) => {
    const input = answers[index];
    const field = `answers.${index}`;
    if (input?.question !== undefined && input.question.trim() !== question.question) {
      throw invalid(APPLICATION_MESSAGES.mismatch, field);
    }
    return { ...question, answer: checkAnswer(question, input?.answer, field) };
  });
}

function checkAnswer(question: ExtraQuestion, value: AnswerInput['answer'], field: string): string | number | boolean {
  const text = typeof value === 'string' ? value.trim() : value;
  // Booleans default to false (No); every other question needs an answer.
  if (question.responseType === 'boolean') return booleanAnswer(question, text, field);
  if (text === undefined || text === null || text === '') throw invalid(APPLICATION_MESSAGES.unanswered, field);
  if (typeof text === 'string' && text.length > MAX_ANSWER_LENGTH) throw invalid(APPLICATION_MESSAGES.tooLong, field);
  switch (question.responseType) {
    case 'number': {
      const number = typeof text === 'number' ? text : typeof text === 'string' ? Number(text.replace(',', '.')) : NaN;
      if (!Number.isFinite(number)) throw invalid(APPLICATION_MESSAGES.notNumber(question.question), field);
      return number;
    }
    case 'url': {
      if (typeof text !== 'string') throw invalid(APPLICATION_MESSAGES.notUrl(question.question), field);
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
      if (!isWebUrl(withScheme)) throw invalid(APPLICATION_MESSAGES.notUrl(question.question), field);
      return withScheme;
    }
    default:
      if (typeof text !== 'string') throw invalid(APPLICATION_MESSAGES.notText(question.question), field);
      return text;
  }
}

function booleanAnswer(question: ExtraQuestion, value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.toLowerCase();
    if (['true', 'sí', 'si', 'yes', '1'].includes(text)) return true;
    if (['false', 'no', '0'].includes(text)) return false;
  }
  throw invalid(APPLICATION_MESSAGES.notBoolean(question.question), field);
}

/** Who may apply: anyone signed in but the owner, while the offer is accepted and not expired. */
export function assertOpenFor(offer: JobOfferWithPublisher, userId: string, today: string): void {
  if (offer.user_id === userId) throw forbidden(APPLICATION_MESSAGES.ownOffer);
  if (offer.status !== 'accepted') throw invalid(APPLICATION_MESSAGES.closed);
  if (offer.expiration_date !== null && offer.expiration_date < today) throw invalid(APPLICATION_MESSAGES.expired);
}

/** Inserts the application; a second one for the same user and offer is a 409, even when simultaneous. */
/** The offer as an application needs it: its id, and its publisher and title for the notice. */
type AppliedOffer = Pick<JobOfferWithPublisher, 'id' | 'user_id' | 'position'>;

/** Saves the application and tells the publisher, together. */
export async function insertApplication(
  db: Kysely<Database>,
  values: { offer: AppliedOffer; userId: string; answers: ApplicationAnswer[]; now: Date },
): Promise<JobApplicationRow> {
  const { offer, now } = values;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('job_applications')
        .values({
          offer_id: offer.id,
          user_id: values.userId,
          answers: JSON.stringify(values.answers),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['offer_id', 'user_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
      await notify(
        trx,
        {
          userId: offer.user_id,
          kind: 'application_received',
          eventKey: `application:${row.id}:received`,
          actorId: values.userId,
          offerId: offer.id,
          data: { offerTitle: offer.position, offerKind: 'job' },
        },
        now,
      );
      return row;
    });
  } catch (error) {
    // The offer was deleted between reading it and inserting (foreign key).
    if ((error as { code?: unknown }).code === '23503') throw notFound('Oferta no encontrada.');
    if (isUniqueViolation(error)) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
    throw error;
  }
}

export async function findApplicationOf(
  db: Kysely<Database>,
  offerId: string,
  userId: string,
): Promise<JobApplicationRow | undefined> {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Applications joined with their candidates: every column the application object needs. */
function applicationsWithCandidates(db: Kysely<Database>) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select([
      'u.username',
      'u.full_name',
      'u.professional_title',
      'u.city',
      'u.country',
      'u.profile_picture',
      'u.cv_url',
      'u.portfolio_url',
      'u.social',
    ]);
}

type ApplicationWithCandidate = JobApplicationRow & {
  username: string;
  full_name: string | null;
  professional_title: string | null;
  city: string | null;
  country: string | null;
  profile_picture: string | null;
  cv_url: string | null;
  portfolio_url: string | null;
  social: SocialLinks | null;
};

function toApplicationObject(row: ApplicationWithCandidate): ApplicationObject {
  return {
    _id: row.id,
    status: row.status,
    answers: row.answers,
    appliedAt: row.created_at.toISOString(),
    user: {
      _id: row.user_id,
      username: row.username,
      fullName: row.full_name,
      professionalTitle: row.professional_title,
      city: row.city,
      country: row.country,
      profile: { profilePicture: row.profile_picture },
      cvUrl: row.cv_url,
      portfolioUrl: row.portfolio_url,
      social: row.social,
    },
  };
}

/** One page of an offer's candidates, newest first. */
export async function applicationPage(
  db: Kysely<Database>,
  offerId: string,
  request: PageRequest,
): Promise<ApplicationObject[]> {
  const candidates = applicationsWithCandidates(db)
    .where('a.offer_id', '=', offerId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
  return (await pageSlice(candidates, request).execute()).map(toApplicationObject);
}

export async function applicationCounts(
  db: Kysely<Database>,
  offerId: string,
): Promise<{ applicationsCount: number; reviewedApplicationsCount: number }> {
  const row = await db
    .selectFrom('job_applications')
    .select(({ cast, fn }) => [
      cast<number>(fn.countAll(), 'integer').as('total'),
      cast<number>(fn.countAll().filterWhere('status', '<>', 'pending'), 'integer').as('reviewed'),
    ])
    .where('offer_id', '=', offerId)
    .executeTakeFirstOrThrow();
  return { applicationsCount: row.total, reviewedApplicationsCount: row.reviewed };
}

/** The owner's decision on one of the offer's applications; 404 when it is not this offer's. */
/**
 * The owner's decision on an application. The candidate is told of each decision once (a
 * decision made again, or undone and made again, is not told twice).
 */
export async function setApplicationStatus(
  db: Kysely<Database>,
  values: {
    offer: Pick<JobOfferWithPublisher, 'id' | 'position'>;
    applicationId: string;
    status: ApplicationStatus;
    now: Date;
  },
): Promise<ApplicationObject> {
  const { offer, status, now } = values;
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('job_applications')
      .set({ status, updated_at: now })
      .where('id', '=', values.applicationId)
      .where('offer_id', '=', offer.id)
      .returning(['id', 'user_id'])
      .executeTakeFirst();
    if (row && status !== 'pending') {
      await notify(
        trx,
        {
          userId: row.user_id,
          kind: status === 'accepted' ? 'application_selected' : 'application_discarded',
          eventKey: `application:${row.id}:${status}`,
          offerId: offer.id,
          data: { offerTitle: offer.position, offerKind: 'job' },
        },
        now,
      );
    }
    return row;
  });
  if (!updated) throw notFound(APPLICATION_MESSAGES.notFound);
  const row = await applicationsWithCandidates(db).where('a.id', '=', updated.id).executeTakeFirstOrThrow();
  return toApplicationObject(row);
}

/**
 * The offers a user applied to, newest application first, with the application. Offers
 * closed since stay listed: the candidate keeps seeing what they applied to.
 */
export async function appliedOfferPage(
  db: Kysely<Database>,
  userId: string,
  request: PageRequest,
  today: string,
): Promise<{ offers: AppliedOfferObject[] } & PageInfo> {
  const applied = jobOffersWithPublisher(db)
    .innerJoin('job_applications as a', 'a.offer_id', 'o.id')
    .select([
      'a.id as application_id',
      'a.status as application_status',
      'a.created_at as applied_at',
      'a.answers as application_answers',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
  // Every application has its offer (foreign key): counting the applications is enough.
  const applications = db.selectFrom('job_applications').where('user_id', '=', userId);
  const { items, info } = await paginate(applied, request, applications);
  return {
    offers: items.map((row): AppliedOfferObject => {
      const application = {
        applicationId: row.application_id,
        applicationStatus: row.application_status,
        appliedAt: row.applied_at.toISOString(),
        answers: row.application_answers,
      };
      // Its columns are the approved version only while it is public (an edit then waits beside it).
      if (!isPublicJobOffer(row)) return { _id: row.id, withdrawn: true, ...application };
      return { ...toJobOfferObject(row, today), withdrawn: false, ...application };
    }),
    ...info,
  };
}

/**
 * An application with its offer's id, and the offer itself when it was asked for by id;
 * `offerWithdrawn` when the caller applied to an offer that is no longer public (they are not
 * shown it).
 */
export type VisibleApplication = ApplicationObject & {
  offerId: string;
  offerWithdrawn: boolean;
  offer?: JobOfferObject;
};

/** At most this many applications one batched read answers (the newest). */
export const MAX_VISIBLE_APPLICATIONS_PER_CALL = 2000;

/**
 * Applications the user may see, in one query (extension, for the gateway's batched reads):
 * those to the offers in `offerIds` and those in `ids`, when the user made them or owns their
 * offer. Newest first, with the candidate and the offer's id.
 */
export async function visibleApplications(
  db: Kysely<Database>,
  userId: string,
  filter: { offerIds: string[]; ids: string[] },
  today: string,
): Promise<VisibleApplication[]> {
  if (filter.offerIds.length === 0 && filter.ids.length === 0) return [];
  const rows = await applicationsWithCandidates(db)
    .innerJoin('job_offers as o', 'o.id', 'a.offer_id')
    .select(['o.status as offer_status', 'o.user_id as offer_owner'])
    .where((eb) => eb.or([eb('a.user_id', '=', userId), eb('o.user_id', '=', userId)]))
    .where((eb) =>
      eb.or([
        ...(filter.offerIds.length ? [eb('a.offer_id', 'in', filter.offerIds)] : []),
        ...(filter.ids.length ? [eb('a.id', 'in', filter.ids)] : []),
      ]),
    )
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(MAX_VISIBLE_APPLICATIONS_PER_CALL)
    .execute();
  // Those asked for by id (refetched one by one elsewhere) come with their offer whole.
  const wanted = new Set(filter.ids);
  const offerIds = [...new Set(rows.filter((row) => wanted.has(row.id)).map((row) => row.offer_id))];
  const offers = offerIds.length ? await jobOffersWithPublisher(db).where('o.id', 'in', offerIds).execute() : [];
  const offerById = new Map(offers.map((offer) => [offer.id, toJobOfferObject(offer, today)]));
  return rows.map((row) => {
    // The applicant reads the offer while it is public only; its owner reads it always.
    const offerWithdrawn = row.offer_owner !== userId && !isPublicJobOffer({ status: row.offer_status });
    const offer = wanted.has(row.id) && !offerWithdrawn ? offerById.get(row.offer_id) : undefined;
    return { ...toApplicationObject(row), offerId: row.offer_id, offerWithdrawn, ...(offer ? { offer } : {}) };
  });
}
