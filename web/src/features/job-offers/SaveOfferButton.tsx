import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { errorNotice, FormNotice, successNotice } from '../../components/FormNotice';
import { SAVE_FEEDBACK_MS } from '../../lib/relay/useSaveImageMutation';
import { registerPromptState } from '../../lib/routing/access';
import { paths } from '../../lib/routing/paths';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import { useTimedNotice } from '../../lib/useTimedNotice';
import type { SaveOfferButton_offer$key } from './__generated__/SaveOfferButton_offer.graphql';
import { OFFER_TEXTS } from './offersTexts';
import { useSaveJobOfferMutation } from './useSaveJobOfferMutation';
import styles from './JobOfferDetail.module.css';

const fragment = graphql`
  fragment SaveOfferButton_offer on JobOffer {
    id
    viewerHasSaved
  }
`;

/**
 * 'Guardar' / 'Guardada'. The toggle is optimistic (it flips at once and back when the
 * server refuses) and says what happened for 2 s. A visitor without a session goes to the
 * landing page with the register dialog (part 2 §2).
 */
export function SaveOfferButton({ offer }: { offer: SaveOfferButton_offer$key }) {
  const data = useFragment(fragment, offer);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [toggle, inFlight] = useSaveJobOfferMutation();
  const [notice, flash] = useTimedNotice(SAVE_FEEDBACK_MS);
  const saved = data.viewerHasSaved;

  async function onClick() {
    if (!loggedIn) return void navigate(paths.landing(), { state: registerPromptState });
    if (inFlight) return;
    const outcome = await toggle({ id: data.id, viewerHasSaved: saved });
    flash(outcome.ok ? successNotice(outcome.message) : errorNotice(outcome.message));
  }

  return (
    <div className={styles.saveBox}>
      <button
        type="button"
        className={`${styles.secondary} ${saved ? styles.savedButton : ''}`}
        aria-pressed={saved}
        aria-busy={inFlight}
        // Not disabled while sending: a disabled button would drop the keyboard focus.
        onClick={() => void onClick()}
      >
        {saved ? OFFER_TEXTS.savedLabel : OFFER_TEXTS.save}
      </button>
      <FormNotice notice={notice} />
    </div>
  );
}
