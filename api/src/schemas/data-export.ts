// 'Descargar mis datos' (issue 24): the account's export as its calls answer it.
import { Type } from '@sinclair/typebox';
import { Nullable } from './common';
import { Enum } from './enum';

export const DataExportObject = Type.Object({
  status: Enum(['pending', 'ready', 'failed'], {
    description: 'pending: being made (ask again in a few seconds); failed: ask for a new one.',
  }),
  requestedAt: Type.String({ format: 'date-time' }),
  readyAt: Nullable(Type.String({ format: 'date-time' })),
  sizeBytes: Nullable(Type.Integer()),
  downloadPath: Nullable(
    Type.String({
      description: 'When ready: the ZIP, for a browser to follow without the bearer token; valid 15 minutes.',
    }),
  ),
});

export const DataExportAnswer = Type.Object({ export: Nullable(DataExportObject) });
export const DataExportStarted = Type.Object({ message: Type.String(), export: DataExportObject });
export const DownloadQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });
