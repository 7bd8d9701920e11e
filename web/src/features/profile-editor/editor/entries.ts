// Lists of entries in a draft (education, experience, milestones): each entry carries a key
// of its own so React keeps its fields when an earlier one is removed.

let lastKey = 0;

/** A key for a new draft entry, unique in this page. */
export function newEntryKey(): number {
  lastKey += 1;
  return lastKey;
}

/** The list with the entry at `index` changed. */
export function patchAt<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((entry, at) => (at === index ? { ...entry, ...patch } : entry));
}

/** The list without the entry at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/** Whether every text of an entry is blank (such an entry is not sent). */
export function isBlank(values: readonly (string | boolean)[]): boolean {
  return values.every((value) => value === false || (typeof value === 'string' && value.trim() === ''));
}
