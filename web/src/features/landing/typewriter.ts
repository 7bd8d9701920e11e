/** Typewriter timing of the landing hero (part 1 §9). */
export const TYPEWRITER_TIMING = {
  /** Per character typed. */
  typeMs: 90,
  /** Per character deleted. */
  deleteMs: 20,
  /** Holding a full phrase before deleting starts. */
  pauseMs: 1200,
  /** Empty line before the next phrase starts. */
  nextMs: 500,
} as const;

/** Where the typewriter is: which phrase, how many characters show, and which way it goes. */
export interface TypewriterState {
  phrase: number;
  length: number;
  deleting: boolean;
}

export const typewriterStart: TypewriterState = { phrase: 0, length: 0, deleting: false };

/** The next state of the typewriter and how long to wait before it. */
export function nextTypewriterStep(state: TypewriterState, phrases: readonly string[]): [number, TypewriterState] {
  const { typeMs, deleteMs, pauseMs, nextMs } = TYPEWRITER_TIMING;
  const full = phrases[state.phrase].length;
  if (!state.deleting) {
    return state.length < full
      ? [typeMs, { ...state, length: state.length + 1 }]
      : [pauseMs, { ...state, deleting: true }];
  }
  if (state.length > 0) return [deleteMs, { ...state, length: state.length - 1 }];
  return [nextMs, { phrase: (state.phrase + 1) % phrases.length, length: 0, deleting: false }];
}

/** One whole cycle of a phrase (typed, held, deleted, gap): the rhythm kept without motion. */
export function phraseCycleMs(phrase: string): number {
  const { typeMs, deleteMs, pauseMs, nextMs } = TYPEWRITER_TIMING;
  return phrase.length * (typeMs + deleteMs) + pauseMs + nextMs;
}
