import type { Notice } from '../../../components/FormNotice';
import styles from '../actions/ProfileActions.module.css';
import { usePrintProfile } from './usePrintProfile';

/** 'Imprimir perfil': the profile as a printable CV (part 2 §2, own profile view). */
export function PrintProfileButton({ username, notify }: { username: string; notify: (notice: Notice) => void }) {
  const { print, loading } = usePrintProfile(username, notify);
  return (
    <button type="button" className={styles.secondary} aria-busy={loading} onClick={() => void print()}>
      Imprimir perfil
    </button>
  );
}
