// The signed-in account (part 1 §7, part 2 §7 "Profile"): the profile and its editor,
// account deletion, password and email, the picture, logos, CV and portfolio, and the
// by-ids lookup the gateway batches node refetches with (extension).
import { Type } from '@sinclair/typebox';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { checkCodeShape, codeRefusal } from '../http/code-answers';
import type { UserRow } from '../db/tables';
import { badRequest, conflict, invalidSession } from '../http/errors';
import { deleteAccount, recordUpload, replaceUserFile, type FileSource } from '../models/account';
import { askEmailChange, confirmEmailChange, replacePassword } from '../models/credentials';
import { removeUnreferencedMedia } from '../models/media-references';
import { educationalOfferFilesOf } from '../models/educational-offers';
import { followCountsOf } from '../models/follows';
import { jobOfferFilesOf } from '../models/job-offers';
import { PROFILE_MESSAGES, ProfileError, isCompanyType, profileChanges } from '../models/profile';
import { updateProfile } from '../models/profile-update';
import { ownProfile } from '../models/profile-view';
import { RULE_MESSAGES, isEmail, passwordFailure } from '../models/rules';
import { readFilePart } from '../http/uploads';
import {
  findUserById,
  findUsersByIds,
  isForeignKeyViolation,
  normalizeEmail,
  toUserCard,
  toUserObject,
} from '../models/users';
import { MessageBody, errors } from '../schemas/common';
import { Enum } from '../schemas/enum';
import { ProfileUpdateBody } from '../schemas/profile';
import { ListedUser, UserObject } from '../schemas/user';
import { isOperator } from '../admin/operators';
import { InvalidImageError, InvalidPdfError, storePdf, type StoredFile } from '../services/media';
import { mailAddressCode, type AddressCodeMails } from '../services/address-codes';
import { emailChangeAttemptMail, emailChangeCodeMail, emailChangeRequestedMail } from '../services/mail';
import { hashPassword, verifyPassword } from '../services/passwords';
import { registerByIdsRoute } from './by-ids';

const TAG = ['users'];
const bearer = [{ bearerAuth: [] }];

const USER_MESSAGES = {
  ...PROFILE_MESSAGES,
  accountDeleted: 'Cuenta eliminada correctamente.',
  pictureMissing: 'Por favor, sube una foto de perfil.',
  logoMissing: 'Por favor, sube un logo.',
  pdfMissing: 'Por favor, sube un archivo PDF.',
  notAnImage: 'El archivo no es una imagen válida.',
  notAPdf: 'Solo se permiten archivos PDF',
  pdfTooLarge: 'El archivo es demasiado grande. Máximo 10MB permitido.',
  tooManyIds: 'Se pueden pedir como máximo 100 usuarios a la vez.',
  fillEveryField: 'Por favor, completa todos los campos',
  newPasswordsDiffer: 'Las contraseñas nuevas no coinciden.',
  currentPasswordMissing: 'Debes ingresar tu contraseña actual.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  passwordChanged: 'Contraseña actualizada correctamente.',
  emailsDiffer: 'Los emails no coinciden',
  emailTaken: 'Ya existe una cuenta con este email.',
  emailChanged: 'Email actualizado con éxito',
  sameEmail: 'Ese ya es el email de tu cuenta.',
  noEmailChange: 'No hay ningún cambio de email pendiente. Vuelve a pedirlo.',
} as const;

const emailCodeSent = (email: string) =>
  `Te hemos enviado un código de verificación a ${email}. Introdúcelo para confirmar el cambio.`;

const EMAIL_CHANGE_MAILS: AddressCodeMails = { code: emailChangeCodeMail, taken: emailChangeAttemptMail };

const PROFILE_PICTURE_SIDE = 512;
/** Logos are shown small (education and experience entries). */
const LOGO_MAX_WIDTH = 400;

/** Media of the account that its offers keep, removed with it. */
const OTHER_FILE_SOURCES: readonly FileSource[] = [jobOfferFilesOf, educationalOfferFilesOf];

const multipartFile = (description: string) => Type.Object({ file: Type.String({ format: 'binary', description }) });

export function registerUserRoutes(app: App, ctx: AppContext): void {
  registerProfileRoutes(app, ctx);
  registerCredentialRoutes(app, ctx);
  registerFileRoutes(app, ctx);

  registerByIdsRoute(app, {
    path: '/api/users/by-ids',
    tags: TAG,
    summary:
      'Extension: several users by id (no emails), with their follow counts, for batched refetches; anonymous callers get the card fields only (bearer optional)',
    key: 'users',
    item: ListedUser,
    tooMany: USER_MESSAGES.tooManyIds,
    optionalAuth: ctx.auth.optional,
    load: async (ids, userId) => {
      const rows = await findUsersByIds(ctx.db, ids);
      const counts = await followCountsOf(
        ctx.db,
        rows.map((row) => row.id),
      );
      // Issue 18: what an anonymous visitor may read of an account is its directory card.
      const listed = (row: UserRow) => (userId ? toUserObject(row, { self: false }) : toUserCard(row));
      return rows.map((row) => ({ ...listed(row), ...counts.get(row.id) }));
    },
  });
}

function registerProfileRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  app.get(
    '/api/users/profile',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'The signed-in user, with follow counts, followed ids and notification flags',
        security: bearer,
        response: { 200: UserObject, ...errors(401) },
      },
    },
    async (request) => {
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      // isOperator: moderation (issue 11) is shown to operators only.
      return { ...(await ownProfile(db, user)), isOperator: isOperator(ctx.config, user.email) };
    },
  );

  app.put(
    '/api/users/profile',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Updates profile fields of the signed-in user (onboarding and profile editor)',
        security: bearer,
        body: ProfileUpdateBody,
        response: { 200: Type.Object({ message: Type.String(), user: UserObject }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const now = clock.now();
      const { values, milestonesSent } = refusingProfileErrors(() => profileChanges(request.body, now));
      // Milestones belong to companies and institutions: the type sent, else the stored one.
      const sentType = request.body.professionalType;
      if (milestonesSent && sentType !== undefined && !isCompanyType(Number(sentType))) throw milestonesRefused();
      const companyTypesOnly = milestonesSent && sentType === undefined;
      const user = await updateProfile(db, userId, { values, now, companyTypesOnly });
      if (!user) {
        if (milestonesSent && (await findUserById(db, userId))) throw milestonesRefused();
        throw invalidSession();
      }
      return { message: USER_MESSAGES.profileUpdated, user: await ownProfile(db, user) };
    },
  );
}

const milestonesRefused = () => badRequest(USER_MESSAGES.milestonesCompaniesOnly, 'professionalMilestones');

function refusingProfileErrors<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof ProfileError) throw badRequest(error.message, error.field);
    throw error;
  }
}

/** File removal never fails the call that made files unused: a leftover file is only disk space. */
async function removeFilesQuietly(
  ctx: AppContext,
  urls: readonly string[],
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  try {
    await removeUnreferencedMedia(ctx.db, ctx.config.mediaDir, urls);
  } catch (err) {
    log.error({ err }, 'could not remove unused media files');
  }
}

function registerCredentialRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock, tokens, limits } = ctx;
  const credentialChange = limits.limit('credentialChange');

  app.put(
    '/api/users/change-password',
    {
      onRequest: auth.required,
      preHandler: credentialChange,
      config: { missingFieldMessage: USER_MESSAGES.fillEveryField },
      schema: {
        tags: TAG,
        summary: 'Changes the password (the current one is not asked of Google accounts); ends every other session',
        security: bearer,
        body: Type.Object({
          currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
          newPassword: Type.String({ maxLength: 1000 }),
          confirmPassword: Type.String({ maxLength: 1000 }),
        }),
        response: { 200: SessionRenewed, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword, confirmPassword } = request.body;
      if (!newPassword || !confirmPassword) throw badRequest(USER_MESSAGES.fillEveryField, 'newPassword');
      if (newPassword !== confirmPassword) throw badRequest(USER_MESSAGES.newPasswordsDiffer, 'confirmPassword');
      const problem = passwordFailure(newPassword, 'newPassword');
      if (problem) throw badRequest(problem.message, problem.field);
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      await checkCurrentPassword(user, currentPassword);
      const updated = await replacePassword(db, user, await hashPassword(newPassword), clock.now());
      if (!updated) throw badRequest(USER_MESSAGES.currentPasswordWrong, 'currentPassword');
      return { message: USER_MESSAGES.passwordChanged, token: await tokens.sign(updated) };
    },
  );

  app.put(
    '/api/users/email',
    {
      onRequest: auth.required,
      preHandler: credentialChange,
      config: { missingFieldMessage: USER_MESSAGES.fillEveryField },
      schema: {
        tags: TAG,
        summary:
          'Asks to change the email: mails a code to the new address (confirm with POST /api/users/email/confirm) and a notice to the current one; asks for the password',
        security: bearer,
        body: Type.Object({
          email: Type.String({ maxLength: 254 }),
          confirmEmail: Type.Optional(
            Type.String({ maxLength: 254, description: 'Extension: when sent, must equal email.' }),
          ),
          currentPassword: Type.Optional(
            Type.String({
              maxLength: 1000,
              description: 'Extension: required, except for Google accounts without a password.',
            }),
          ),
        }),
        response: {
          200: Type.Object({
            success: Enum([true]),
            message: Type.String(),
            email: Type.String({ description: 'The address the code was mailed to; the account keeps its email.' }),
          }),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { confirmEmail, currentPassword } = request.body;
      if (!email) throw badRequest(USER_MESSAGES.fillEveryField, 'email');
      if (confirmEmail !== undefined && normalizeEmail(confirmEmail) !== email) {
        throw badRequest(USER_MESSAGES.emailsDiffer, 'confirmEmail');
      }
      if (!isEmail(email)) throw badRequest(RULE_MESSAGES.invalidEmail, 'email');
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      // A stolen token alone must not be enough to take the account over.
      await checkCurrentPassword(user, currentPassword);
      if (email === normalizeEmail(user.email)) throw badRequest(USER_MESSAGES.sameEmail, 'email');
      if (!(await askEmailChange(db, user.id, email))) throw invalidSession();
      // Issue 18: the change waits for the code mailed to the new address, so nobody takes an
      // address (or the operator rights and Google sign-in that follow it) without its mailbox.
      // An address in use answers alike (its owner gets a notice): it must not tell who has an account.
      await mailAddressCode(ctx, email, 'email_change', EMAIL_CHANGE_MAILS);
      await ctx.mailer.send(emailChangeRequestedMail(user.email, email));
      return { success: true as const, message: emailCodeSent(email), email };
    },
  );

  app.post(
    '/api/users/email/confirm',
    {
      onRequest: auth.required,
      preHandler: limits.limit('emailChangeCode'),
      config: { missingFieldMessage: USER_MESSAGES.fillEveryField },
      schema: {
        tags: TAG,
        summary:
          'Extension: makes the asked email change with the code mailed to the new address; ends every other session',
        security: bearer,
        body: Type.Object({
          code: Type.String({ maxLength: 100, description: 'The 6 digits mailed to the new address.' }),
        }),
        response: {
          200: Type.Object({
            success: Enum([true]),
            message: Type.String(),
            email: Type.String(),
            token: SessionToken,
          }),
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request) => {
      const code = checkCodeShape(request.body.code);
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      const email = user.pending_email;
      if (!email) throw badRequest(USER_MESSAGES.noEmailChange, 'code');
      const result = await ctx.codes.check(db, email, 'email_change', code, true);
      if (result !== 'ok') throw codeRefusal(result);
      const change = await confirmEmailChange(db, user.id, email, clock.now());
      if (change.status === 'taken') throw conflict(USER_MESSAGES.emailTaken, 'email');
      if (change.status === 'missing') throw badRequest(USER_MESSAGES.noEmailChange, 'code');
      const token = await tokens.sign(change.session);
      return { success: true as const, message: USER_MESSAGES.emailChanged, email, token };
    },
  );

  app.delete(
    '/api/users/profile',
    {
      onRequest: auth.required,
      // A Google account may send no body at all: it is read as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: credentialChange,
      schema: {
        tags: TAG,
        summary:
          'Deletes the account and everything it owns (posts, files, offers, follows, folders…); asks for the password',
        security: bearer,
        body: Type.Object({
          currentPassword: Type.Optional(
            Type.String({
              maxLength: 1000,
              description: 'Required, except for accounts that sign in with Google (as for the email change).',
            }),
          ),
        }),
        response: { 200: MessageBody, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      // A token left on a shared computer must not be enough to erase the account.
      await checkCurrentPassword(user, request.body.currentPassword);
      const files = await deleteAccount(db, user.id, OTHER_FILE_SOURCES);
      if (files === null) throw invalidSession();
      await removeFilesQuietly(ctx, files, request.log);
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
}

const SessionToken = Type.String({
  description: 'Extension: a new token for this session; every earlier token of the account is ended.',
});
const SessionRenewed = Type.Object({ message: Type.String(), token: SessionToken });

/** Google accounts sign in through Google: the token is their proof (part 2 §6). */
async function checkCurrentPassword(
  user: { password_hash: string | null; google_id: string | null },
  currentPassword: string | undefined,
): Promise<void> {
  const isGoogleAccount = user.google_id !== null;
  if (!currentPassword) {
    if (isGoogleAccount || user.password_hash === null) return;
    throw badRequest(USER_MESSAGES.currentPasswordMissing, 'currentPassword');
  }
  if (user.password_hash === null) {
    if (isGoogleAccount) return;
    throw badRequest(USER_MESSAGES.currentPasswordWrong, 'currentPassword');
  }
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw badRequest(USER_MESSAGES.currentPasswordWrong, 'currentPassword');
  }
}

function registerFileRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;
  // Multipart bodies are read and checked by the handlers; the schemas only document them.
  const documentedOnly = () => () => true;

  app.put(
    '/api/users/profile-picture',
    {
      onRequest: auth.required,
      validatorCompiler: documentedOnly,
      schema: {
        tags: TAG,
        summary: 'Replaces the profile picture (multipart field `file`)',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: multipartFile('The image (JPEG, PNG, WebP, GIF, AVIF).'),
        response: { 200: Type.Object({ profilePicture: Type.String() }), ...errors(400, 401, 413) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const { bytes } = await readFilePart(request, { missing: USER_MESSAGES.pictureMissing });
      const stored = await storeImage(ctx, bytes, { square: PROFILE_PICTURE_SIDE });
      const previous = await replaceUserFile(
        db,
        userId,
        'profile_picture',
        { url: stored.url, kind: 'profile-picture', changes: { profile_picture: stored.url } },
        clock.now(),
      );
      if (previous === undefined) throw invalidSession();
      if (previous) await removeFilesQuietly(ctx, [previous], request.log);
      return { profilePicture: stored.url };
    },
  );

  const logos = [
    ['/api/users/institution-logo', 'institution-logo', 'an education entry (institutionLogo)'],
    ['/api/users/company-logo', 'company-logo', 'an experience entry (companyLogo)'],
  ] as const;
  for (const [path, kind, use] of logos) {
    app.post(
      path,
      {
        onRequest: auth.required,
        validatorCompiler: documentedOnly,
        schema: {
          tags: TAG,
          summary: `Stores a logo for ${use}; save the answered logoUrl with PUT /api/users/profile`,
          security: bearer,
          consumes: ['multipart/form-data'],
          body: multipartFile('The logo image (JPEG, PNG, WebP, GIF, AVIF).'),
          response: { 200: Type.Object({ logoUrl: Type.String() }), ...errors(400, 401, 413) },
        },
      },
      async (request) => {
        const userId = signedInUser(request);
        const { bytes } = await readFilePart(request, { missing: USER_MESSAGES.logoMissing });
        const stored = await storeImage(ctx, bytes, { maxWidth: LOGO_MAX_WIDTH });
        await recordUploadOrRefuse(ctx, userId, stored.url, kind);
        return { logoUrl: stored.url };
      },
    );
  }

  const documents = [
    { path: '/api/users/cv', kind: 'cv', label: 'CV', url: ['cv_url', 'cvUrl'], name: ['cv_file_name', 'cvFileName'] },
    {
      path: '/api/users/portfolio',
      kind: 'portfolio',
      label: 'portfolio',
      url: ['portfolio_url', 'portfolioUrl'],
      name: ['portfolio_file_name', 'portfolioFileName'],
    },
  ] as const;
  for (const { path, kind, label, url, name } of documents) {
    const [urlColumn, urlField] = url;
    const [nameColumn, nameField] = name;
    app.put(
      path,
      {
        onRequest: auth.required,
        validatorCompiler: documentedOnly,
        schema: {
          tags: TAG,
          summary: `Replaces the ${label} PDF (multipart field \`file\`, at most 10 MB)`,
          security: bearer,
          consumes: ['multipart/form-data'],
          body: multipartFile('A PDF, checked by its content (%PDF-), at most 10 MB.'),
          response: {
            200: Type.Object({ [nameField]: Type.String(), [urlField]: Type.String(), message: Type.String() }),
            ...errors(400, 401, 413),
          },
        },
      },
      async (request) => {
        const userId = signedInUser(request);
        const file = await readFilePart(request, {
          missing: USER_MESSAGES.pdfMissing,
          tooLarge: USER_MESSAGES.pdfTooLarge,
        });
        let stored: StoredFile;
        try {
          stored = await storePdf(ctx.config.mediaDir, file.bytes);
        } catch (error) {
          if (error instanceof InvalidPdfError) throw badRequest(USER_MESSAGES.notAPdf, 'file');
          throw error;
        }
        const fileName = file.filename || `${kind}.pdf`;
        const previous = await replaceUserFile(
          db,
          userId,
          urlColumn,
          { url: stored.url, kind, changes: { [urlColumn]: stored.url, [nameColumn]: fileName } },
          clock.now(),
        );
        if (previous === undefined) throw invalidSession();
        if (previous) await removeFilesQuietly(ctx, [previous], request.log);
        return { [nameField]: fileName, [urlField]: stored.url, message: USER_MESSAGES.profileUpdated };
      },
    );
  }
}

async function storeImage(ctx: AppContext, bytes: Buffer, options: { square?: number; maxWidth?: number }) {
  try {
    return await ctx.media.store(bytes, options);
  } catch (error) {
    if (error instanceof InvalidImageError) throw badRequest(USER_MESSAGES.notAnImage, 'file');
    throw error;
  }
}

async function recordUploadOrRefuse(
  ctx: AppContext,
  userId: string,
  url: string,
  kind: 'institution-logo' | 'company-logo',
) {
  try {
    await recordUpload(ctx.db, userId, url, kind, ctx.clock.now());
  } catch (error) {
    // The account was deleted while the file was stored.
    if (isForeignKeyViolation(error)) throw invalidSession();
    throw error;
  }
}
