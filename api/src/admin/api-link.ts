// How `npm run admin` reaches a running api without any secret in the repository: at start
// the api makes a random token, and once listening writes it with its address and pid to
// `<DATA_DIR>/admin-api.json`, readable only by the account that runs it (mode 600). The
// command, run by that same account on that same data dir, reads the file and sends the
// token in `X-Admin-Token`. A new token every start: a copied file stops working at the
// next restart, and the file is removed when the api stops.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const ADMIN_LINK_FILE = 'admin-api.json';
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export interface AdminLink {
  /** Base URL of the api, e.g. http://127.0.0.1:4001. */
  url: string;
  token: string;
  pid: number;
}

export const createAdminToken = () => randomBytes(32).toString('base64url');

/** Written under a temporary name, then renamed: a reader never sees half a file. */
export async function writeAdminLink(dataDir: string, link: AdminLink): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, ADMIN_LINK_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(link) + '\n', { mode: 0o600 });
  // writeFile's mode only applies to a new file (and passes through the umask).
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}

/** The link of the api on this data dir; null when there is none or it is unreadable. */
export async function readAdminLink(dataDir: string): Promise<AdminLink | null> {
  try {
    const value: unknown = JSON.parse(await readFile(join(dataDir, ADMIN_LINK_FILE), 'utf8'));
    return isAdminLink(value) ? value : null;
  } catch {
    return null;
  }
}

function isAdminLink(value: unknown): value is AdminLink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return typeof link.url === 'string' && typeof link.token === 'string' && typeof link.pid === 'number';
}

/** Removes the file when it is still this api's (another api may have started on the dir since). */
export async function removeAdminLink(dataDir: string, token: string): Promise<void> {
  if ((await readAdminLink(dataDir))?.token === token) await rm(join(dataDir, ADMIN_LINK_FILE), { force: true });
}

/** Compares digests, so the time taken tells nothing about the expected token. */
export function sameToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
