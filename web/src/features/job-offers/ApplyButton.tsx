import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { successNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { paths } from '../../lib/routing/paths';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import type { ApplyButton_offer$key } from './__generated__/ApplyButton_offer.graphql';
import { ApplyModal, type Answer } from './ApplyModal';
import { OFFER_TEXTS } from './offersTexts';
import { useApplyToJobOfferMutation } from './useApplyToJobOfferMutation';
import styles from './JobOfferDetail.module.css';

const fragment = graphql`
  fragment ApplyButton_offer on JobOffer {
    id
    position
    viewerApplication {
      id
    }
    extraQuestions {
      question
      responseType
    }
  }
`;

/** Where /login sends the visitor once signed in (read by the sign-in dialog). */
export interface LoginReturnState {
  from: string;
}

/**
 * 'Inscribirme a esta oferta', or the disabled 'Ya inscrito' once the viewer applied. A
 * visitor without a session goes to /login and comes back here after signing in; a signed-in
 * one answers the offer's questions in the two-step modal.
 */
export function ApplyButton({ offer }: { offer: ApplyButton_offer$key }) {
  const data = useFragment(fragment, offer);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [apply] = useApplyToJobOfferMutation();

  if (data.viewerApplication) {
    return (
      <div className={styles.applyBox}>
        <button type="button" className={styles.primary} disabled>
          {OFFER_TEXTS.applied}
        </button>
        <FormNotice notice={notice} />
      </div>
    );
  }

  function start() {
    if (!loggedIn) {
      const state: LoginReturnState = { from: `${location.pathname}${location.search}` };
      void navigate(paths.login(), { state });
      return;
    }
    setOpen(true);
  }

  async function send(answers: Answer[]) {
    const outcome = await apply(data.id, answers);
    if (outcome.ok) {
      setOpen(false);
      if (outcome.message) setNotice(successNotice(outcome.message));
    }
    return outcome.ok ? { ok: true, message: null } : { ok: false, message: outcome.message };
  }

  return (
    <div className={styles.applyBox}>
      <button type="button" className={styles.primary} onClick={start}>
        {OFFER_TEXTS.apply}
      </button>
      {open && (
        <ApplyModal
          position={data.position}
          questions={data.extraQuestions.map(({ question, responseType }) => ({ question, responseType }))}
          onSend={send}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
