// The admin command's way to the running api (api-link.ts explains the token file): it
// sends the parsed command to POST /api/moderation/admin-command. No file, a dead pid or
// no answer means no api runs on this data dir, and the command opens the database itself.
import { ADMIN_TOKEN_HEADER, readAdminLink } from './api-link';
import type { ApiRunner } from './run';

/** How long to wait for the api before concluding it does not answer. */
const TIMEOUT_MS = 15_000;

export function apiRunner(dataDir: string): ApiRunner {
  return async (command) => {
    const link = await readAdminLink(dataDir);
    if (!link || !isAlive(link.pid)) return null;
    let answer: Response;
    try {
      answer = await fetch(`${link.url}/api/moderation/admin-command`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: link.token },
        body: JSON.stringify(command),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      // Refused or silent: the api is not (or no longer) running there.
      return null;
    }
    const body = (await answer.json().catch(() => ({}))) as { ok?: boolean; lines?: string[]; error?: string };
    if (answer.ok && typeof body.ok === 'boolean' && Array.isArray(body.lines)) {
      return { result: { ok: body.ok, lines: body.lines }, url: link.url };
    }
    const reason = body.error ?? answer.statusText;
    return {
      result: { ok: false, lines: [`The api at ${link.url} refused the command: ${answer.status} ${reason}`] },
      url: link.url,
    };
  };
}

/** Signal 0 tests for the process without touching it; EPERM means it exists as another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
