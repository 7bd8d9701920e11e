const MiB = 1024 * 1024;

/**
 * What one GraphQL multipart request may carry. The counts and sizes are the api's own
 * (CONTRACT.md § Upload limits): a post takes 6 images, no file may pass 10 MB (10 MiB,
 * exactly that passes), so a request the api would refuse whatever it holds is refused
 * here before the api hears of it. A mutation may allow less per file (its `FileRule`).
 */
export const UPLOAD_LIMITS = {
  /** File parts per request: the most any mutation takes (a post's images). */
  files: 6,
  /** Bytes per file: the api's largest file limit. */
  fileBytes: 10 * MiB,
} as const;

/** Refusals of a multipart request as a whole (BAD_USER_INPUT with the HTTP status). */
export const UPLOAD_MESSAGES = {
  lengthRequired: 'Las subidas deben indicar su tamaño: envía la cabecera Content-Length.',
  tooManyFiles: `Se pueden subir como máximo ${UPLOAD_LIMITS.files} archivos por petición.`,
  fieldTooLarge: (field: string, limit: string) =>
    `El campo "${field}" de la subida es demasiado grande: como máximo ${limit}.`,
  operations: 'El campo "operations" de la subida debe ser un objeto JSON con "query" y "variables".',
  map: 'El campo "map" de la subida debe ser un objeto JSON que diga, para cada archivo, en qué variables va.',
  mapPath: 'Una ruta del campo "map" no lleva a ninguna variable de "operations".',
  order: 'Los campos de la subida van en este orden: "operations", "map" y después los archivos.',
  fileOrder: 'Los archivos de la subida deben llegar en el orden en que los nombra el campo "map".',
  missingFields: 'A la subida le faltan los campos "operations" y "map".',
  missingFile: 'Falta un archivo de la subida: el campo "map" nombra una parte que no se ha enviado.',
  malformed: 'La petición multipart no es válida.',
  disconnected: 'La subida se interrumpió antes de terminar.',
  busy: 'Ya hay varias subidas en curso desde tu conexión: espera a que terminen e inténtalo de nuevo.',
} as const;
