// Memory while several clients upload at once. The gateway: each file streams on to the
// api, so its resident set should grow by far less than the files it carries (5 × 10 MB).
// The api (issue 18): 12 posts of 6 photos of 9.5 MB at once; each photo streams to disk
// and waits its turn on the image queue, so the api should grow by far less than 500 MB.
import { readFileSync, writeFileSync } from 'node:fs';
import { graphqlUpload, multipart } from '../../gateway/test/support/multipart';
import { png } from '../../gateway/test/support/png';
import { fullQualityPhoto } from '../support/real-files';

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

/** The resident set's peak while `work` runs: /proc sampled every 10 ms, and VmHWM where it can be reset. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; idle: number; peak: number }> {
  const idle = memoryOf(pid).rss;
  const peakKnown = resetPeak(pid);
  let sampled = idle;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid).rss);
  }, 10);
  try {
    const result = await work();
    return { result, idle, peak: Math.max(sampled, peakKnown ? memoryOf(pid).peak : 0) };
  } finally {
    clearInterval(sampler);
  }
}

/** True where /proc tells a process's memory. */
function readable(pid: number | undefined): pid is number {
  if (!pid) return false;
  try {
    memoryOf(pid);
    return true;
  } catch {
    return false;
  }
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
  if (!readable(gatewayPid)) return null;
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
  const { result, idle, peak } = await peakDuring(gatewayPid, () =>
    Promise.all(Array.from({ length: clients }, () => upload(baseUrl, token, body, contentType))),
  );
  return {
    clients,
    fileBytes,
    stored: result.filter(Boolean).length,
    idleMb: idle / MB,
    peakMb: peak / MB,
    growthMb: (peak - idle) / MB,
  };
}

export interface PostMemory {
  posts: number;
  photos: number;
  photoBytes: number;
  /** Posts stored (201), at the first try or after waiting as Retry-After said. */
  stored: number;
  /** 503 answers (busy with images) the clients waited out. */
  busyAnswers: number;
  /** Answers other than 201 and 503: none is expected. */
  otherAnswers: number[];
  idleMb: number;
  peakMb: number;
  growthMb: number;
}

/** How many times a client sends a refused post again before giving up. */
const POST_TRIES = 20;

async function restToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'creativa@demo.es', password: 'Demo1234!' }),
  });
  const answer = (await response.json()) as { token?: string };
  if (!answer.token) throw new Error(`bench: could not sign in to the api (${JSON.stringify(answer)})`);
  return answer.token;
}

/** One client publishing a post straight to the api, waiting out 503s as Retry-After says. */
async function publishPost(apiUrl: string, token: string, photos: Buffer[], title: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < POST_TRIES; attempt++) {
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'Prueba de carga: fotos a máxima calidad.');
    photos.forEach((photo, index) =>
      form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${index}.jpg`),
    );
    const response = await fetch(`${apiUrl}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    statuses.push(response.status);
    if (response.status !== 503) break;
    const wait = Number(response.headers.get('retry-after') ?? 5);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  return statuses;
}

/**
 * Issue 18's load on the api process itself: `posts` posts of `photos` photos of about
 * 9.5 MB (12 MP JPEGs at quality 97, made once and cached) sent at once, each client
 * sending again after a 503 as its Retry-After says; the api's RSS before and at its peak.
 */
export async function measurePostMemory(
  apiUrl: string,
  apiPid: number | undefined,
  { posts = 12, photos = 6 } = {},
): Promise<PostMemory | null> {
  if (!readable(apiPid)) return null;
  const token = await restToken(apiUrl);
  const files = await Promise.all(Array.from({ length: photos }, (_unused, number) => fullQualityPhoto(number)));
  const { result, idle, peak } = await peakDuring(apiPid, () =>
    Promise.all(Array.from({ length: posts }, (_unused, index) => publishPost(apiUrl, token, files, `Carga ${index}`))),
  );
  const answers = result.flat();
  return {
    posts,
    photos,
    photoBytes: Math.min(...files.map((file) => file.length)),
    stored: answers.filter((status) => status === 201).length,
    busyAnswers: answers.filter((status) => status === 503).length,
    otherAnswers: answers.filter((status) => status !== 201 && status !== 503),
    idleMb: idle / MB,
    peakMb: peak / MB,
    growthMb: (peak - idle) / MB,
  };
}
