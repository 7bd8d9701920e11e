import styles from './Tags.module.css';

/** Tags as a row of pills (skills, categories, an image's tags). */
export function TagPills({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
