/** Verification codes are 6 single digits (part 1 §5, §9). */
export const CODE_LENGTH = 6;

/** The cells of an empty code. */
export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/** The code to send, or null while a cell is still empty. */
export function completeCode(cells: readonly string[]): string | null {
  const code = cells.join('');
  return /^\d{6}$/.test(code) ? code : null;
}
