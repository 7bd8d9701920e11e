/** One part of a multipart/form-data body: a text field, or a file when it has a filename. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export interface MultipartBody {
  contentType: string;
  /** A copy typed as fetch takes it (a Buffer's memory may be shared). */
  body: Uint8Array<ArrayBuffer>;
}

const BOUNDARY = '----moda-test-boundary';

/**
 * A GraphQL multipart request body (or any other form) written by hand, so a test
 * chooses the order of the parts and breaks the spec on purpose.
 */
export function multipart(parts: readonly Part[]): MultipartBody {
  const heads = parts.map((part) => {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`);
  });
  const pieces = parts.flatMap((part, index) => [heads[index]!, Buffer.from(part.value), Buffer.from('\r\n')]);
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: new Uint8Array(Buffer.concat([...pieces, Buffer.from(`--${BOUNDARY}--\r\n`)])),
  };
}

/** The parts of a GraphQL multipart request: `operations`, `map`, then the files. */
export function graphqlUpload(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { path: string | string[]; bytes: Buffer; filename?: string; type?: string }>,
): Part[] {
  const map = Object.fromEntries(
    Object.entries(files).map(([key, file]) => [key, Array.isArray(file.path) ? file.path : [file.path]]),
  );
  return [
    { name: 'operations', value: JSON.stringify({ query, variables }) },
    { name: 'map', value: JSON.stringify(map) },
    ...Object.entries(files).map(([key, file]) => ({
      name: key,
      value: file.bytes,
      filename: file.filename ?? 'foto.png',
      type: file.type ?? 'image/png',
    })),
  ];
}
