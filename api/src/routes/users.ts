// The signed-in user's profile (onboarding fields of part 1 §7), the profile picture,
// and the by-ids lookup the gateway batches node refetches with (extension).
import { Type, type Static } from '@sinclair/typebox';
import { signedInUser } from '../http/auth';
import type { App, AppContext } from '../http/context';
import { badRequest, invalidSession } from '../http/errors';
import { findUserById, findUsersByIds, toUserObject } from '../models/users';
import { errors, parseIdList } from '../schemas/common';
import { UserObject } from '../schemas/user';
import type { UserUpdate } from '../db/tables';
import { InvalidImageError } from '../services/media';

const TAG = ['users'];
const bearer = [{ bearerAuth: [] }];

export const USER_MESSAGES = {
  profileUpdated: 'Perfil actualizado correctamente.',
  nothingToUpdate: 'No se ha enviado ningún dato para actualizar.',
  badBirthDate: 'La fecha de nacimiento es incorrecta.',
  badFoundingYear: 'El año de fundación no es válido.',
  pictureMissing: 'Por favor, sube una foto de perfil.',
  notAnImage: 'El archivo no es una imagen válida.',
  tooManyIds: 'Se pueden pedir como máximo 100 usuarios a la vez.',
} as const;

const MAX_IDS = 100;
const MAX_AGE_YEARS = 90;
const PROFILE_PICTURE_SIDE = 512;

const text = (maxLength: number) => Type.String({ maxLength });
const typeNumber = (description: string) => Type.Integer({ minimum: 1, maximum: 5, description });

/** Any combination of the onboarding groups of part 1 §7; absent fields stay unchanged, '' clears. */
const ProfileUpdate = Type.Object(
  {
    role: Type.Union([Type.Literal('Creativo'), Type.Literal('Profesional')]),
    creativeType: typeNumber('1 Estudiante, 2 Graduado, 3 Estilista, 4 Diseñador/a activo, 5 Otro.'),
    professionalType: Type.Union(
      [
        typeNumber('1 marca, 2 empresa, 3 agencia, 4 institución, 5 otro.'),
        Type.Union(['1', '2', '3', '4', '5'].map((n) => Type.Literal(n))),
      ],
      { description: '1–5, also accepted as the strings "1"–"5".' },
    ),
    fullName: text(100),
    dateOfBirth: Type.String({ format: 'date', description: 'YYYY-MM-DD; age at most 90 years, not in the future.' }),
    country: text(60),
    city: text(100),
    referralSource: text(100),
    formationType: text(100),
    institution: text(150),
    creativeOther: text(150),
    profileCompleted: Type.Boolean(),
    companyName: text(100),
    foundingYear: Type.String({ pattern: '^\\d{4}$', description: 'yyyy' }),
    productServiceType: text(100),
    agencyServices: text(200),
    showNameCompany: Type.Boolean(),
  },
  { description: 'Unknown fields are ignored.' },
);
const ProfileUpdateBody = Type.Partial(ProfileUpdate);
type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export function registerUserRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  app.get(
    '/api/users/profile',
    {
      preHandler: auth.required,
      schema: {
        tags: TAG,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: UserObject, ...errors(401) },
      },
    },
    async (request) => {
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      return toUserObject(user, { self: true });
    },
  );

  app.put(
    '/api/users/profile',
    {
      preHandler: auth.required,
      schema: {
        tags: TAG,
        summary: 'Updates onboarding fields of the signed-in user',
        security: bearer,
        body: ProfileUpdateBody,
        response: { 200: Type.Object({ message: Type.String(), user: UserObject }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const changes = profileChanges(request.body, clock.now());
      const user = await db
        .updateTable('users')
        .set({ ...changes, updated_at: clock.now() })
        .where('id', '=', signedInUser(request))
        .returningAll()
        .executeTakeFirst();
      if (!user) throw invalidSession();
      return { message: USER_MESSAGES.profileUpdated, user: toUserObject(user, { self: true }) };
    },
  );

  app.put(
    '/api/users/profile-picture',
    {
      preHandler: auth.required,
      // The multipart body is read and checked by the handler; the schema only documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags: TAG,
        summary: 'Replaces the profile picture (multipart field `file`)',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: Type.Object({
          file: Type.String({ format: 'binary', description: 'The image (JPEG, PNG, WebP, GIF, AVIF).' }),
        }),
        response: { 200: Type.Object({ profilePicture: Type.String() }), ...errors(400, 401, 413) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(USER_MESSAGES.pictureMissing, 'file');
      const bytes = await part.toBuffer();
      let stored;
      try {
        stored = await ctx.media.store(bytes, { square: PROFILE_PICTURE_SIDE });
      } catch (error) {
        if (error instanceof InvalidImageError) throw badRequest(USER_MESSAGES.notAnImage, 'file');
        throw error;
      }
      const updated = await db
        .updateTable('users')
        .set({ profile_picture: stored.url, updated_at: clock.now() })
        .where('id', '=', userId)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw invalidSession();
      return { profilePicture: stored.url };
    },
  );

  app.get(
    '/api/users/by-ids',
    {
      schema: {
        tags: TAG,
        summary: 'Extension: several users by id (no emails), for batched refetches',
        querystring: Type.Object({ ids: Type.String({ description: 'Comma list of user ids (at most 100).' }) }),
        response: { 200: Type.Object({ users: Type.Array(UserObject) }), ...errors(400) },
      },
    },
    async (request) => {
      if (request.query.ids.split(',').length > MAX_IDS) throw badRequest(USER_MESSAGES.tooManyIds, 'ids');
      const rows = await findUsersByIds(db, parseIdList(request.query.ids));
      return { users: rows.map((row) => toUserObject(row, { self: false })) };
    },
  );
}

type TextField =
  | 'fullName'
  | 'country'
  | 'city'
  | 'referralSource'
  | 'formationType'
  | 'institution'
  | 'creativeOther'
  | 'companyName'
  | 'productServiceType'
  | 'agencyServices';
type TextColumn =
  | 'full_name'
  | 'country'
  | 'city'
  | 'referral_source'
  | 'formation_type'
  | 'institution'
  | 'creative_other'
  | 'company_name'
  | 'product_service_type'
  | 'agency_services';

/** Free-text fields: trimmed, and '' clears the column. */
const TEXT_COLUMNS: [TextField, TextColumn][] = [
  ['fullName', 'full_name'],
  ['country', 'country'],
  ['city', 'city'],
  ['referralSource', 'referral_source'],
  ['formationType', 'formation_type'],
  ['institution', 'institution'],
  ['creativeOther', 'creative_other'],
  ['companyName', 'company_name'],
  ['productServiceType', 'product_service_type'],
  ['agencyServices', 'agency_services'],
];

/** Maps the accepted fields to columns, after the checks a schema cannot express. */
function profileChanges(body: ProfileUpdateBody, today: Date): UserUpdate {
  const changes: UserUpdate = {};
  for (const [field, column] of TEXT_COLUMNS) {
    const value = body[field];
    if (value !== undefined) changes[column] = value.trim() || null;
  }
  if (body.role !== undefined) changes.role = body.role;
  if (body.creativeType !== undefined) changes.creative_type = body.creativeType;
  if (body.professionalType !== undefined) changes.professional_type = Number(body.professionalType);
  if (body.profileCompleted !== undefined) changes.profile_completed = body.profileCompleted;
  if (body.showNameCompany !== undefined) changes.show_name_company = body.showNameCompany;
  if (body.dateOfBirth !== undefined) {
    if (!birthDateAcceptable(body.dateOfBirth, today)) throw badRequest(USER_MESSAGES.badBirthDate, 'dateOfBirth');
    changes.date_of_birth = body.dateOfBirth;
  }
  if (body.foundingYear !== undefined) {
    const year = Number(body.foundingYear);
    if (year < 1800 || year > today.getUTCFullYear()) throw badRequest(USER_MESSAGES.badFoundingYear, 'foundingYear');
    changes.founding_year = body.foundingYear;
  }
  if (Object.keys(changes).length === 0) throw badRequest(USER_MESSAGES.nothingToUpdate);
  return changes;
}

/** Not in the future and at most 90 years ago (part 1 §5; the professional flow's range lies within). */
function birthDateAcceptable(isoDate: string, today: Date): boolean {
  const todayIso = today.toISOString().slice(0, 10);
  const oldest = `${today.getUTCFullYear() - MAX_AGE_YEARS}${todayIso.slice(4)}`;
  return isoDate <= todayIso && isoDate >= oldest;
}
