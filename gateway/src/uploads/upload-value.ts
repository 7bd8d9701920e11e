import type { FileUpload } from 'graphql-upload-minimal';

/**
 * A file as the request parser received it (multipart-request.ts): graphql-upload-minimal's
 * file, and what the request's Content-Length says about its size.
 */
export interface ReceivedFile extends FileUpload {
  /**
   * The fewest bytes the file can have: when it is the request's only file, everything
   * the request has yet to send when the file begins, less the closing boundary; else 0.
   */
  minBytes: number;
}

/** The value of an `Upload` argument in a resolver: the file, once its part arrives. */
export type UploadValue = Promise<ReceivedFile>;
