import { useId } from 'react';
import { Icon } from './Icon';
import styles from './HeaderSearch.module.css';

/** The header's search field (results come with the search feature). */
export function HeaderSearch() {
  const inputId = useId();
  return (
    <div role="search" className={styles.search}>
      <label htmlFor={inputId} className="visually-hidden">
        Buscar
      </label>
      <Icon name="search" size={18} className={styles.icon} />
      <input id={inputId} type="search" className={styles.input} placeholder="Buscar" autoComplete="off" />
    </div>
  );
}
