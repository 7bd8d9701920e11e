import styles from './UploadProgress.module.css';

export interface UploadProgressProps {
  /** Percentage sent, 0 to 100 (`useUploadMutation`'s `state.percent`). */
  percent: number;
  /** What is being sent, for screen readers and above the bar: 'Subiendo la foto'. */
  label: string;
}

/**
 * The one bar every upload shows (profile photo, post images, logos, PDFs): an
 * accessible progressbar with the percentage written beside it.
 */
export function UploadProgress({ percent, label }: UploadProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.upload}>
      <div className={styles.caption}>
        <span>{label}</span>
        <span aria-hidden="true">{value} %</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} %`}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
