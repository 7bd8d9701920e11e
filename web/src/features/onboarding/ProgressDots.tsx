import styles from './ProgressDots.module.css';

interface ProgressDotsProps {
  /** 1-based step shown as active. */
  current: number;
  total: number;
}

/** The wizard's progress dots (five on most steps, part 1 §2). */
export function ProgressDots({ current, total }: ProgressDotsProps) {
  return (
    <div className={styles.dots}>
      <span className="visually-hidden">{`Paso ${current} de ${total}`}</span>
      {Array.from({ length: total }, (_, index) => (
        <span key={index} aria-hidden="true" className={index + 1 === current ? styles.active : styles.dot} />
      ))}
    </div>
  );
}
