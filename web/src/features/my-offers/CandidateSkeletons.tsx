import styles from './Candidates.module.css';

/** Grey candidate cards while an offer's candidates load, announced once. */
export function CandidateSkeletons({ count = 2 }: { count?: number }) {
  return (
    <div role="status" className={styles.list}>
      <span className="visually-hidden">Cargando candidatos...</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeleton} aria-hidden="true">
          <span className={styles.skeletonAvatar} />
          <span className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}
