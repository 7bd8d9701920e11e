import styles from './BlogLoadError.module.css';

/** The blog list could not be loaded (part 2 §2 "Blog" messages). */
export function BlogLoadError() {
  return (
    <div className={styles.error} role="alert">
      <h2 className={styles.title}>No se pudieron cargar los artículos del blog</h2>
      <p className={styles.text}>Ocurrió un error al cargar los artículos. Por favor, inténtalo de nuevo más tarde.</p>
    </div>
  );
}
