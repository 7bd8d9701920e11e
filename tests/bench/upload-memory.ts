// The gateway's memory while several clients upload at once through the graph: each file
// streams on to the api, so the gateway's resident set should grow by far less than the
// files it carries (5 × 10 MB) over what it holds idle.
import { readFileSync, writeFileSync } from 'node:fs';
import { graphqlUpload, multipart } from '../../gateway/test/support/multipart';
import { png } from '../../gateway/test/support/png';

export interface UploadMemory {
  clients: number;
  fileBytes: number;
  /** Uploads the gateway answered with the new picture. */
  stored: number;
  idleMb: number;
  peakMb: number;
  growthMb: number;
}

const UPLOAD = `mutation UploadBench($input: UploadProfilePictureInput!) {
  uploadProfilePicture(input: $input) { user { profilePicture } userErrors { message } }
}`;

const MB = 1024 * 1024;

/** VmRSS and VmHWM (peak since start or since `resetPeak`) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kB('VmRSS'), peak: kB('VmHWM') };
}

/** Linux resets a process's VmHWM to its current RSS on "5" (proc(5), clear_refs). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(input: { email: "creativa@demo.es", password: "Demo1234!" }) { token } }',
    }),
  });
  const answer = (await response.json()) as { data?: { login?: { token?: string } } };
  const token = answer.data?.login?.token;
  if (!token) throw new Error(`bench: could not sign in (${JSON.stringify(answer)})`);
  return token;
}

/** One client's upload, as the web app sends it (multipart, CSRF header, token). */
async function upload(
  baseUrl: string,
  token: string,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<boolean> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { data?: { uploadProfilePicture?: { user?: unknown } } };
  return Boolean(answer.data?.uploadProfilePicture?.user);
}

/**
 * `clients` uploads of a `fileBytes` image at once (a noisy PNG, as large as its pixels),
 * after one to warm up; the gateway's RSS is read from /proc every 10 ms and its peak
 * from VmHWM. Null where /proc is not there to read.
 */
export async function measureUploadMemory(
  baseUrl: string,
  gatewayPid: number | undefined,
  { clients = 5, fileBytes = 10_000_000 } = {},
): Promise<UploadMemory | null> {
  if (!gatewayPid) return null;
  try {
    memoryOf(gatewayPid);
  } catch {
    return null;
  }
  const token = await signIn(baseUrl);
  const picture = png({ side: 1825, noise: true, bytes: fileBytes });
  const parts = graphqlUpload(
    UPLOAD,
    { input: { file: null } },
    { 0: { path: 'variables.input.file', bytes: picture } },
  );
  const { body, contentType } = multipart(parts);

  await upload(baseUrl, token, body, contentType);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = memoryOf(gatewayPid).rss;
  const peakKnown = resetPeak(gatewayPid);
  let sampled = idle;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(gatewayPid).rss);
  }, 10);
  try {
    const results = await Promise.all(Array.from({ length: clients }, () => upload(baseUrl, token, body, contentType)));
    const peak = Math.max(sampled, peakKnown ? memoryOf(gatewayPid).peak : 0);
    return {
      clients,
      fileBytes,
      stored: results.filter(Boolean).length,
      idleMb: idle / MB,
      peakMb: peak / MB,
      growthMb: (peak - idle) / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}
