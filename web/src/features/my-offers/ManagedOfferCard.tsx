import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/routing/paths';
import type { CandidatesPanelQuery } from './__generated__/CandidatesPanelQuery.graphql';
import type { ManagedOfferCard_offer$key } from './__generated__/ManagedOfferCard_offer.graphql';
import { CandidatesPanel, candidatesQuery, candidatesVariables } from './CandidatesPanel';
import { ConfirmDialog } from './ConfirmDialog';
import { candidateCount, MY_OFFERS_TEXTS, reviewedCount } from './myOffersTexts';
import { offerStatusLabel } from './myOffersView';
import { OfferCard } from '../job-offers/OfferCard';
import { PendingChangesMark } from './PendingChangesMark';
import { HIDDEN_TEXTS } from '../reports/reportTexts';
import { StatusBadge } from './StatusBadge';
import { useDeactivateJobOfferMutation } from './useDeactivateJobOfferMutation';
import { useDeleteJobOfferMutation } from './useDeleteJobOfferMutation';
import { BUTTONS } from './buttons';
import styles from './MyOffersPage.module.css';

const fragment = graphql`
  fragment ManagedOfferCard_offer on JobOffer {
    id
    internalID
    position
    status
    hasPendingChanges
    changesRejectedAt
    applicationsCount
    reviewedApplicationsCount
    moderation {
      reasonLabel
    }
    ...OfferCard_offer
  }
`;

type Confirming = 'deactivate' | 'delete' | null;

/** `?candidatos=<offer id>`: the offer whose candidates a new-application notification opens. */
export const CANDIDATES_PARAM = 'candidatos';

interface ManagedOfferCardProps {
  offer: ManagedOfferCard_offer$key;
  onMessage: (text: string, ok: boolean) => void;
}

/**
 * One of the company's offers: status, candidates counted (total and reviewed), its
 * candidates on demand, 'Editar', 'Desactivar' and 'Eliminar' (both asked first).
 */
export function ManagedOfferCard({ offer, onMessage }: ManagedOfferCardProps) {
  const data = useFragment(fragment, offer);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [candidatesRef, loadCandidates] = useQueryLoader<CandidatesPanelQuery>(candidatesQuery);
  const [params] = useSearchParams();
  const asked = params.get(CANDIDATES_PARAM) === data.internalID;
  const [open, setOpen] = useState(asked);
  const cardRef = useRef<HTMLDivElement>(null);
  const [deactivate, deactivating] = useDeactivateJobOfferMutation();
  const [remove, deleting] = useDeleteJobOfferMutation();
  const panelId = useId();
  const total = data.applicationsCount ?? 0;

  // Arriving from a notification: this offer's candidates open (`open` starts true) and load,
  // and the card comes into view.
  useEffect(() => {
    if (!asked) return;
    loadCandidates(candidatesVariables(data.internalID), { fetchPolicy: 'store-or-network' });
    cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [asked, data.internalID, loadCandidates]);

  function toggleCandidates() {
    if (!open && !candidatesRef)
      loadCandidates(candidatesVariables(data.internalID), { fetchPolicy: 'store-or-network' });
    setOpen(!open);
  }

  async function confirm() {
    const outcome = confirming === 'delete' ? await remove(data.id) : await deactivate(data.id);
    setConfirming(null);
    const done = confirming === 'delete' ? MY_OFFERS_TEXTS.deleted : MY_OFFERS_TEXTS.deactivated;
    onMessage(outcome.ok ? (outcome.message ?? done) : outcome.message, outcome.ok);
  }

  return (
    <div className={styles.managed} ref={cardRef}>
      <OfferCard offer={data} to={paths.offerView}>
        <StatusBadge status={data.status}>{offerStatusLabel(data.status)}</StatusBadge>
        <PendingChangesMark hasPendingChanges={data.hasPendingChanges} changesRejectedAt={data.changesRejectedAt} />
        {data.moderation && (
          <span className={styles.hiddenMark}>{HIDDEN_TEXTS.cardLine(data.moderation.reasonLabel)}</span>
        )}
        <span className={styles.note}>
          {candidateCount(total)} · {reviewedCount(data.reviewedApplicationsCount ?? 0)}
        </span>
      </OfferCard>
      <div className={styles.actions}>
        <button
          type="button"
          className={BUTTONS.primary}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggleCandidates}
        >
          {open ? 'Ocultar candidatos' : 'Ver candidatos'} ({total}){' '}
          <span className="visually-hidden">de «{data.position}»</span>
        </button>
        <Link to={paths.editJobOffer(data.internalID)} className={BUTTONS.secondary}>
          Editar <span className="visually-hidden">«{data.position}»</span>
        </Link>
        {data.status !== 'CANCELLED' && (
          <button type="button" className={BUTTONS.secondary} onClick={() => setConfirming('deactivate')}>
            Desactivar <span className="visually-hidden">«{data.position}»</span>
          </button>
        )}
        <button type="button" className={styles.dangerLink} onClick={() => setConfirming('delete')}>
          Eliminar <span className="visually-hidden">«{data.position}»</span>
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && candidatesRef && (
          <CandidatesPanel
            queryRef={candidatesRef}
            offerId={data.id}
            onRetry={() => loadCandidates(candidatesVariables(data.internalID), { fetchPolicy: 'network-only' })}
            onMessage={onMessage}
          />
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={confirming === 'delete' ? 'Eliminar oferta' : 'Desactivar oferta'}
          text={
            confirming === 'delete'
              ? `¿Seguro que quieres eliminar la oferta «${data.position}»? Se borrarán también sus candidaturas.`
              : `¿Seguro que quieres desactivar la oferta «${data.position}»? Dejará de recibir candidaturas.`
          }
          confirmLabel={confirming === 'delete' ? 'Eliminar' : 'Desactivar'}
          busyLabel={confirming === 'delete' ? 'Eliminando...' : 'Desactivando...'}
          busy={deactivating || deleting}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
