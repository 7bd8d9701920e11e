/** `text` cut at `max` characters (not UTF-16 units, so no emoji is split), with '…' when cut. */
export function truncate(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max).join('').trimEnd()}…`;
}
