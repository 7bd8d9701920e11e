// 'Descargar mis datos' (issue 24, data portability): the account asks for a ZIP of its data,
// made in the background; its status says when it is ready, with a short-lived link to it.
import type { FastifyReply } from 'fastify';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { accountData, currentExport, findExport, finishExport, startExport } from '../models/data-export';
import { findUserById } from '../models/users';
import type { DataExportRow } from '../db/data-export-tables';
import { errors } from '../schemas/common';
import { DataExportAnswer, DataExportStarted, DownloadQuery } from '../schemas/data-export';
import { exportName, writeExport } from '../services/data-export';
import { mediaTypeOf, type OpenedMedia } from '../services/media-storage';

const TAG = ['users'];
const bearer = [{ bearerAuth: [] }];
const DOWNLOAD_PATH = '/api/users/data-export/download';
const ZIP_NAME = 'datos.zip';

export const DATA_EXPORT_MESSAGES = {
  started: 'Estamos preparando tus datos. Te avisaremos aquí cuando el archivo esté listo.',
  busy: 'Ya estamos preparando tus datos: el archivo estará listo en unos momentos.',
  expired: 'El enlace de descarga ha caducado. Vuelve a pedirlo en Configuración.',
} as const;

export function registerDataExportRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;
  const toObject = (row: DataExportRow) => ({
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    downloadPath:
      row.status === 'ready' ? `${DOWNLOAD_PATH}?token=${ctx.downloadTokens.sign(row.id, clock.now())}` : null,
  });

  app.get(
    '/api/users/data-export',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: "Extension: the account's data export (null when never asked for), with its download link when ready",
        security: bearer,
        response: { 200: DataExportAnswer, ...errors(401) },
      },
    },
    async (request) => {
      const row = await currentExport(db, signedInUser(request), clock.now());
      return { export: row ? toObject(row) : null };
    },
  );

  app.post(
    '/api/users/data-export',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary:
          'Extension: asks for a ZIP of the account’s data (profile, posts, applications, saved items, boards, follows, files)',
        security: bearer,
        response: { 202: DataExportStarted, ...errors(401, 409) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request);
      const previous = await currentExport(db, userId, clock.now());
      const row = await startExport(db, userId, previous, clock.now());
      if (!row) throw conflict(DATA_EXPORT_MESSAGES.busy);
      if (previous) await ctx.media.storage.remove(exportName(previous.id));
      ctx.background.run(() => makeExport(ctx, userId, row.id));
      reply.status(202);
      return { message: DATA_EXPORT_MESSAGES.started, export: toObject(row) };
    },
  );

  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags: TAG,
        summary: 'Extension: the export’s ZIP, by the signed link its status gives (no session needed)',
        querystring: DownloadQuery,
        produces: ['application/zip'],
        response: errors(400, 404),
      },
    },
    async (request, reply) => {
      const exportId = ctx.downloadTokens.verify(request.query.token, clock.now());
      const row = exportId ? await findExport(db, exportId) : undefined;
      const opened = row?.status === 'ready' ? await ctx.media.storage.open(exportName(row.id)) : null;
      if (!row || !opened) throw notFound(DATA_EXPORT_MESSAGES.expired);
      return sendZip(reply, opened, row.ready_at!);
    },
  );
}

function sendZip(reply: FastifyReply, zip: OpenedMedia, readyAt: Date) {
  const day = readyAt.toISOString().slice(0, 10);
  reply.headers({
    'content-type': mediaTypeOf(ZIP_NAME),
    'content-length': zip.size,
    'content-disposition': `attachment; filename="moda-talento-mis-datos-${day}.zip"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  return reply.send(zip.body);
}

async function makeExport(ctx: AppContext, userId: string, exportId: string): Promise<void> {
  try {
    const user = await findUserById(ctx.db, userId);
    if (!user) return;
    const size = await writeExport(
      ctx.media.storage,
      ctx.config.uploadTmpDir,
      exportId,
      await accountData(ctx.db, user),
    );
    await finishExport(ctx.db, exportId, { sizeBytes: size }, ctx.clock.now());
  } catch (error) {
    await finishExport(ctx.db, exportId, 'failed', ctx.clock.now());
    throw error;
  }
}
