// Makes an account's data export (issue 24): a ZIP of its JSON documents and its own uploaded
// files, written to a temporary file as it is made (a gallery of photos is no memory's
// business), then stored as a private object of the media storage.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { MediaStorage } from './media-storage';

/** Where an export is kept: never a name /media serves. */
export const exportName = (exportId: string) => `exports/${exportId}.zip`;

const README = `Moda Talento: tus datos

perfil.json               tu perfil, como lo ves al editarlo
publicaciones.json        tus publicaciones, con sus imágenes y etiquetas
candidaturas.json         tus inscripciones a ofertas de empleo, con tus respuestas
ofertas-guardadas.json    las ofertas que guardaste
imagenes-guardadas.json   las imágenes que guardaste
tableros.json             tus tableros y lo que hay en cada uno
siguiendo.json            las cuentas que sigues
seguidores.json           las cuentas que te siguen
archivos/                 los archivos que subiste: fotos, CV, portfolio, logos
`;

export interface ExportContent {
  documents: Record<string, unknown>;
  /** /media/… URLs of the account's own files. */
  files: readonly string[];
}

/** Writes the ZIP and stores it; answers its size in bytes. */
export async function writeExport(
  storage: MediaStorage,
  scratchDir: string,
  exportId: string,
  content: ExportContent,
): Promise<number> {
  const dir = await mkdtemp(join(scratchDir, 'export-'));
  try {
    const path = join(dir, 'datos.zip');
    await zipTo(path, storage, content);
    await storage.putFile(exportName(exportId), path);
    return (await stat(path)).size;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function zipTo(path: string, storage: MediaStorage, content: ExportContent): Promise<void> {
  const out = createWriteStream(path);
  const written = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const add = async (name: string, data: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(data, true);
    // The disk sets the pace: a file waits until the last one has been written out.
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  await add('LEEME.txt', Buffer.from(README), true);
  for (const [name, document] of Object.entries(content.documents)) {
    await add(name, Buffer.from(JSON.stringify(document, null, 2)), true);
  }
  for (const url of content.files) {
    const name = url.replace(/^\/media\//, '');
    const data = await storage.read(name);
    // Images and PDFs are compressed already.
    if (data) await add(`archivos/${name}`, data, false);
  }
  zip.end();
  await written;
}
