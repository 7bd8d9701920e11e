// Media in an S3-compatible bucket (MEDIA_STORAGE=s3): one copy for every replica of the api.
// The api still serves them under /media with its own headers (routes/media.ts), so pages
// never name the bucket and the browser's policies stay those of our origin.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { mediaTypeOf, orNullWhenMissing, type MediaStorage } from './storage';

/**
 * Balancers ask /ready every second or so; the bucket is asked at most this often (some
 * S3-compatible servers answer HeadBucket by listing the bucket).
 */
const CHECK_EVERY_MS = 5_000;

/** Names are content hashes: what a bucket's own reader (a CDN in front of it) may cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

const orNull = <T>(work: () => Promise<T>) => orNullWhenMissing(work, notFound);

export function createS3Storage(config: S3Config): MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain applies (an instance role, AWS_* variables).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // A stuck storage fails the request instead of holding it (the SDK waits forever by default).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  let lastCheck: { at: number; answer: Promise<void> } | null = null;
  const size = (name: string) =>
    orNull(async () => (await client.send(new HeadObjectCommand({ Bucket, Key: name }))).ContentLength ?? 0);
  const get = (name: string, range?: string) =>
    orNull(() => client.send(new GetObjectCommand({ Bucket, Key: name, Range: range })));
  return {
    location: `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    has: async (name) => (await size(name)) !== null,
    size,
    put: async (name, data) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          ContentType: mediaTypeOf(name),
          CacheControl: IMMUTABLE,
        }),
      );
    },
    putFile: async (name, path) => {
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: mediaTypeOf(name),
        }),
      );
    },
    read: async (name) => {
      const object = await get(name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    open: async (name, range) => {
      const object = await get(name, range && `bytes=${range.start}-${range.end}`);
      if (!object?.Body) return null;
      const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : object.ContentLength;
      return { body: object.Body as Readable, size: total ?? 0 };
    },
    // S3 answers a delete alike whether the object was there or not: it is asked first.
    remove: async (name) => {
      if ((await size(name)) === null) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      return true;
    },
    check: () => {
      if (!lastCheck || Date.now() - lastCheck.at >= CHECK_EVERY_MS) {
        lastCheck = { at: Date.now(), answer: client.send(new HeadBucketCommand({ Bucket })).then(() => undefined) };
      }
      return lastCheck.answer;
    },
  };
}
