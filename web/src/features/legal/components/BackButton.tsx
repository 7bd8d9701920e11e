import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import styles from './BackButton.module.css';

/**
 * 'Volver': one step back in the history, or to the explorer when the page was opened
 * directly (React Router marks the first entry of a session with the key 'default').
 */
export function BackButton() {
  const navigate = useNavigate();
  const { key } = useLocation();
  function goBack() {
    if (key === 'default') navigate(paths.explorer());
    else navigate(-1);
  }
  return (
    <button type="button" className={styles.back} onClick={goBack}>
      <span aria-hidden="true">←</span> Volver
    </button>
  );
}
