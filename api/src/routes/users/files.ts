// The account's files (part 2 §7 "Profile"): the profile picture, the logos of education and
// experience entries, the CV and the portfolio.
import { signedInUser } from '../../http/auth';
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { badRequest, invalidSession } from '../../http/errors';
import { recordUpload, replaceUserFile } from '../../models/account';
import { readFilePart } from '../../http/uploads';
import { isForeignKeyViolation } from '../../models/users';
import { errors } from '../../schemas/common';
import { DocumentAnswer, FileForm, LogoAnswer, PictureAnswer } from '../../schemas/account';
import { InvalidImageError, InvalidPdfError, storePdf, type StoredFile } from '../../services/media';
import { TAG, USER_MESSAGES, bearer, removeFilesQuietly } from './common';

const PROFILE_PICTURE_SIDE = 512;
/** Logos are shown small (education and experience entries). */
const LOGO_MAX_WIDTH = 400;

export function registerFileRoutes(app: App, ctx: AppContext): void {
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
        body: FileForm('The image (JPEG, PNG, WebP, GIF, AVIF).'),
        response: { 200: PictureAnswer, ...errors(400, 401, 413) },
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
          body: FileForm('The logo image (JPEG, PNG, WebP, GIF, AVIF).'),
          response: { 200: LogoAnswer, ...errors(400, 401, 413) },
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
          body: FileForm('A PDF, checked by its content (%PDF-), at most 10 MB.'),
          response: { 200: DocumentAnswer(nameField, urlField), ...errors(400, 401, 413) },
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
          stored = await storePdf(ctx.media.storage, file.bytes);
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
