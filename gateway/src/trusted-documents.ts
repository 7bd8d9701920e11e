import { readFileSync, statSync } from 'node:fs';
import { defaultExtractPersistedOperationId, usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const UNKNOWN_DOCUMENT_MESSAGE =
  'Esta versión de la aplicación ya no está en uso: recarga la página para seguir.';

/** The web app's trusted documents, read from relay-compiler's manifest. */
export interface TrustedDocuments {
  /** A trusted document by id, or null when the manifest has none under it. */
  byId(id: string): DocumentNode | null;
  /** The id of the operation of that name (the app's pages embed their first answers by it), or null. */
  idOf(operationName: string): string | null;
}

interface Manifest {
  modified: number;
  documents: ReadonlyMap<string, DocumentNode>;
  ids: ReadonlyMap<string, string>;
}

/** relay-compiler's manifest (web/persisted-documents.json): each operation's text by its SHA-256, parsed once. */
function readManifest(file: string): Manifest {
  const modified = statSync(file).mtimeMs;
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const documents = new Map(Object.entries(texts).map(([id, text]) => [id, parse(text)]));
  const ids = new Map<string, string>();
  for (const [id, document] of documents) {
    const [operation] = document.definitions;
    if (operation?.kind === Kind.OPERATION_DEFINITION && operation.name) ids.set(operation.name.value, id);
  }
  return { modified, documents, ids };
}

/**
 * The manifest's documents, parsed at start: a request that names one is never parsed. The
 * file is read again when it changed (`npm run dev` and a rebuild rewrite it while the gateway
 * runs): for an id it lacks, and for any name (a rebuild gives a changed operation a new id);
 * a file half written keeps the documents read before.
 */
export function readTrustedDocuments(file: string): TrustedDocuments {
  let manifest = readManifest(file);
  const current = (): Manifest => {
    if (statSync(file, { throwIfNoEntry: false })?.mtimeMs === manifest.modified) return manifest;
    try {
      manifest = readManifest(file);
    } catch {
      // half written: the next call reads it again
    }
    return manifest;
  };
  return {
    byId: (id) => manifest.documents.get(id) ?? current().documents.get(id) ?? null,
    idOf: (operationName) => current().ids.get(operationName) ?? null,
  };
}

/**
 * Trusted documents: the web app sends its operations by id
 * (`extensions.persistedQuery.sha256Hash`, as automatic persisted queries do) and the
 * gateway runs the document the manifest holds for it. Any other query text stays open,
 * for GraphiQL and other clients, under the limits every request has; validation is
 * cached per document, so a trusted one is checked once per process.
 */
export function useTrustedDocuments(documents: TrustedDocuments): Plugin {
  const persisted = usePersistedOperations({
    getPersistedOperation: (id) => documents.byId(id),
    allowArbitraryOperations: true,
    customErrors: {
      notFound: { message: UNKNOWN_DOCUMENT_MESSAGE, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    },
  });
  return {
    ...persisted,
    // Only a request naming an id: one with neither a query nor an id gets Yoga's own 400
    // (http/request-errors.ts), as before.
    onParams: (payload) =>
      defaultExtractPersistedOperationId(payload.params, payload.request, payload.context) === null
        ? undefined
        : persisted.onParams?.(payload),
  };
}
