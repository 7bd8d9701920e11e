import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import { paths } from '../../lib/routing/paths';
import defaultLogo from '../../assets/default-logo.svg';
import type { EducationalOfferCard_offer$key } from './__generated__/EducationalOfferCard_offer.graphql';
import { ConfirmDialog } from './ConfirmDialog';
import { longSpanishDate } from '../job-offers/offerLabels';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { educationalStatusLabel, isPublicEducationalStatus } from './myOffersView';
import { PendingChangesMark } from './PendingChangesMark';
import { HIDDEN_TEXTS } from '../reports/reportTexts';
import { StatusBadge } from './StatusBadge';
import { educationalOfferFacts } from '../../components/educationalOfferFacts';
import { useDeactivateEducationalOfferMutation } from './useDeactivateEducationalOfferMutation';
import { useDeleteEducationalOfferMutation } from './useDeleteEducationalOfferMutation';
import { BUTTONS } from './buttons';
import styles from './EducationalOfferCard.module.css';
import pageStyles from './MyOffersPage.module.css';

const fragment = graphql`
  fragment EducationalOfferCard_offer on EducationalOffer {
    id
    internalID
    programName
    ...educationalOfferFacts_offer
    publicationDate
    banner {
      url
    }
    form {
      status
    }
    hasPendingChanges
    changesRejectedAt
    moderation {
      reasonLabel
    }
  }
`;

type Action = 'deactivate' | 'delete';

// What each dialog asks and says ({name}: the programme).
const DIALOGS: Record<Action, { title: string; text: string; confirm: string; busy: string; done: string }> = {
  deactivate: {
    title: 'Desactivar oferta',
    text: '¿Seguro que quieres desactivar la oferta «{name}»? Dejará de mostrarse en Estudiar moda.',
    confirm: 'Desactivar',
    busy: 'Desactivando...',
    done: MY_OFFERS_TEXTS.deactivated,
  },
  delete: {
    title: 'Eliminar oferta',
    text: '¿Seguro que quieres eliminar la oferta «{name}»? No podrás recuperarla.',
    confirm: 'Eliminar',
    busy: 'Eliminando...',
    done: MY_OFFERS_TEXTS.deleted,
  },
};

interface EducationalOfferCardProps {
  offer: EducationalOfferCard_offer$key;
  /** The institution's logo, shown when the offer has no banner. */
  logo: string | null;
  /** The list's connection ID, which a deleted offer leaves. */
  connection: string;
  onMessage: (text: string, ok: boolean) => void;
}

/**
 * One of the institution's educational offers (issue 12): banner or logo, programme, city,
 * modality, duration, publication date, status label, its detail when public, 'Editar', 'Desactivar'
 * and 'Eliminar' (both asked first).
 */
export function EducationalOfferCard({ offer, logo, connection, onMessage }: EducationalOfferCardProps) {
  const data = useFragment(fragment, offer);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [deactivate, deactivating] = useDeactivateEducationalOfferMutation();
  const [remove, deleting] = useDeleteEducationalOfferMutation(connection);
  const status = data.form?.status ?? null;
  const date = longSpanishDate(data.publicationDate);
  const name = <span className="visually-hidden">«{data.programName}»</span>;

  async function confirm(action: Action) {
    const outcome = action === 'delete' ? await remove(data.id) : await deactivate(data.id);
    setConfirming(null);
    onMessage(outcome.ok ? (outcome.message ?? DIALOGS[action].done) : outcome.message, outcome.ok);
  }

  return (
    <article className={styles.card}>
      <FallbackImage src={data.banner?.url ?? logo} fallback={defaultLogo} alt="" className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          {isPublicEducationalStatus(status) ? (
            <Link to={paths.educationalOffer(data.internalID)} className={styles.link}>
              {data.programName}
            </Link>
          ) : (
            data.programName
          )}
        </h2>
        <p className={styles.meta}>{educationalOfferFacts(data).filter(Boolean).join(' | ')}</p>
        {date && <p className={styles.meta}>Publicada el {date}</p>}
        <StatusBadge status={status === 'ACTIVE' ? 'ACCEPTED' : (status ?? 'ACCEPTED')}>
          {educationalStatusLabel(status)}
        </StatusBadge>
        <PendingChangesMark hasPendingChanges={data.hasPendingChanges} changesRejectedAt={data.changesRejectedAt} />
        {data.moderation && (
          <p className={pageStyles.hiddenMark}>{HIDDEN_TEXTS.cardLine(data.moderation.reasonLabel)}</p>
        )}
        <div className={pageStyles.actions}>
          <Link to={paths.editEducationalOffer(data.internalID)} className={BUTTONS.secondary}>
            Editar {name}
          </Link>
          {status !== 'CANCELLED' && (
            <button type="button" className={BUTTONS.secondary} onClick={() => setConfirming('deactivate')}>
              Desactivar {name}
            </button>
          )}
          <button type="button" className={pageStyles.dangerLink} onClick={() => setConfirming('delete')}>
            Eliminar {name}
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title={DIALOGS[confirming].title}
          text={DIALOGS[confirming].text.replace('{name}', data.programName)}
          confirmLabel={DIALOGS[confirming].confirm}
          busyLabel={DIALOGS[confirming].busy}
          busy={deactivating || deleting}
          onConfirm={() => void confirm(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </article>
  );
}
