import { heroPhrases } from './content';
import styles from './Typewriter.module.css';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useTypewriter } from './useTypewriter';

/** The hero's phrases, typed and deleted in turn. Screen readers get them once, whole. */
export function Typewriter() {
  const text = useTypewriter(heroPhrases, usePrefersReducedMotion());
  return (
    <p className={styles.typewriter}>
      <span className="visually-hidden">{heroPhrases.join(' ')}</span>
      <span aria-hidden="true" data-testid="typewriter">
        {text}
        <span className={styles.caret} />
      </span>
    </p>
  );
}
