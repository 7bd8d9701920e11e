import { useEffect, useState } from 'react';
import { nextTypewriterStep, phraseCycleMs, typewriterStart, type TypewriterState } from './typewriter';

/**
 * The text the typewriter shows now. With reduced motion each phrase shows whole, in the
 * same rhythm. The loop keeps its own state (not React's), so one timer follows another
 * without waiting for a render.
 */
export function useTypewriter(phrases: readonly string[], reducedMotion: boolean): string {
  const start = reducedMotion ? phrases[0] : '';
  // The text is kept with what it was typed for: new phrases or a new motion preference
  // show their start at once, in the same render, until their own loop types on.
  const [typed, setTyped] = useState({ phrases, reducedMotion, text: start });

  useEffect(() => {
    let state = typewriterStart;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const [delay, next] = reducedMotion ? wholePhraseStep(state.phrase, phrases) : nextTypewriterStep(state, phrases);
      timer = setTimeout(() => {
        state = next;
        setTyped({ phrases, reducedMotion, text: phrases[next.phrase].slice(0, next.length) });
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [phrases, reducedMotion]);

  return typed.phrases === phrases && typed.reducedMotion === reducedMotion ? typed.text : start;
}

function wholePhraseStep(current: number, phrases: readonly string[]): [number, TypewriterState] {
  const phrase = (current + 1) % phrases.length;
  return [phraseCycleMs(phrases[current]), { phrase, length: phrases[phrase].length, deleting: false }];
}
