/** The rules of the header search (spec part 1 §5, §9). */

/** Fewer trimmed characters than this search nothing. */
export const MIN_QUERY_LENGTH = 2;

/** Typing waits this long before searching; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Post descriptions are cut at 60 characters in the dropdown, descriptions at 100 in the full view. */
export const DROPDOWN_DESCRIPTION_LENGTH = 60;
export const FULL_VIEW_DESCRIPTION_LENGTH = 100;

/** The text to search for: trimmed, or null when it is too short to search. */
export function searchableText(text: string): string | null {
  const trimmed = text.trim();
  return [...trimmed].length >= MIN_QUERY_LENGTH ? trimmed : null;
}
