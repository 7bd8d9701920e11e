import styles from './MagazineLoadError.module.css';

/** The magazines could not be loaded; a server that cannot be reached says so. */
export function MagazineLoadError({ connection }: { connection: boolean }) {
  return (
    <div className={styles.error} role="alert">
      <h2 className={styles.title}>No se pudieron cargar las revistas</h2>
      {connection && <p className={styles.text}>Error al conectar con el servidor</p>}
    </div>
  );
}
