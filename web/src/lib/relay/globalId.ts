/**
 * The global ID of a node whose REST id a URL holds (/ControlPanel/post/{id}), for
 * `node(id:)` when the graph has no lookup by internal id for that type. It follows the
 * gateway's convention (base64 of `Type:internalID`, UTF-8), so the store keys the record
 * by the same id every other query gives it.
 */
export function toGlobalId(type: string, internalID: string): string {
  const bytes = new TextEncoder().encode(`${type}:${internalID}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
