// Media in a folder of this machine: `npm start`'s default, and one replica's own disk.
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { access, constants, copyFile, mkdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeOnce } from '../stored-files';
import { orNullWhenMissing, type MediaStorage } from './storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

const orNull = <T>(work: () => Promise<T>) => orNullWhenMissing(work, missing);

export function createLocalStorage(dir: string): MediaStorage {
  const pathOf = (name: string) => join(dir, name);
  const size = (name: string) => orNull(async () => (await stat(pathOf(name))).size);
  return {
    location: dir,
    has: async (name) => (await size(name)) !== null,
    size,
    put: async (name, data) => {
      await mkdir(dirname(pathOf(name)), { recursive: true });
      await writeOnce(pathOf(name), data);
    },
    putFile: async (name, path) => {
      await mkdir(dirname(pathOf(name)), { recursive: true });
      const temporary = `${pathOf(name)}.${randomBytes(6).toString('hex')}.tmp`;
      await copyFile(path, temporary);
      await rename(temporary, pathOf(name));
    },
    read: (name) => orNull(() => readFile(pathOf(name))),
    open: async (name, range) => {
      const bytes = await size(name);
      if (bytes === null) return null;
      return { body: createReadStream(pathOf(name), range), size: bytes };
    },
    remove: async (name) => (await orNull(() => unlink(pathOf(name)))) !== null,
    check: async () => {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}
