import { useNavigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { paths } from '../../lib/routing/paths';
import { OFFER_TEXTS } from './offersTexts';
import styles from './JobOfferDetail.module.css';

/** 'Oferta no encontrada' with 'Volver': back where the visitor came from, else the offers list. */
export function OfferNotFound({ title = OFFER_TEXTS.notFound }: { title?: string }) {
  const heading = usePageTitle(title);
  const navigate = useNavigate();
  // The first page of a visit has nowhere to go back to inside the app.
  const canGoBack = (window.history.state as { idx?: number } | null)?.idx;
  return (
    <LoadError title={title} level={1} heading={heading}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.offers()))}
      >
        {OFFER_TEXTS.back}
      </button>
    </LoadError>
  );
}
