import { useNavigate } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { EDUCATIONAL_OFFER_TEXTS } from './offerFormat';
import styles from './EducationalOfferDetail.module.css';

/** 'Volver': back where the visitor came from, else the institutions list ('Estudiar moda'). */
export function BackButton() {
  const navigate = useNavigate();
  // The first page of a visit has nowhere to go back to inside the app.
  const canGoBack = (window.history.state as { idx?: number } | null)?.idx;
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.fashion()))}
    >
      <span aria-hidden="true">←</span> {EDUCATIONAL_OFFER_TEXTS.back}
    </button>
  );
}
