import { useState } from 'react';
import { useNavigate } from 'react-router';
import { registerPromptState } from '../../lib/routing/access';
import { paths } from '../../lib/routing/paths';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import { ReportDialog, type ReportChoice } from './ReportDialog';
import { REPORT_TEXTS, type ReportKind } from './reportTexts';
import { useReportMutation } from './useReportMutation';
import styles from './Report.module.css';

interface ReportButtonProps {
  /** The global ID of the Post, User, JobOffer or EducationalOffer. */
  itemId: string;
  kind: ReportKind;
  viewerHasReported: boolean;
  /** Nobody reports their own content: the button is left out. */
  viewerIsAuthor: boolean;
}

/**
 * 'Denunciar', which opens the report dialog, then 'Denunciado' for good. The button and its
 * status line are siblings (no wrapper), so the host's row lays them out: the status takes a
 * line of its own under the row. A visitor without a session goes to the landing page with
 * the register dialog, as saving does.
 */
export function ReportButton({ itemId, kind, viewerHasReported, viewerIsAuthor }: ReportButtonProps) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [report] = useReportMutation();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  if (viewerIsAuthor) return null;

  function onClick() {
    if (viewerHasReported) return;
    if (!loggedIn) return void navigate(paths.landing(), { state: registerPromptState });
    setOpen(true);
  }

  async function send(choice: ReportChoice) {
    const outcome = await report({ itemId, ...choice });
    if (outcome.ok) {
      setOpen(false);
      setConfirmation(outcome.message ?? REPORT_TEXTS.received);
    }
    return outcome;
  }

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.quiet}`}
        // aria-disabled, not disabled: the closing dialog gives the focus back to this button,
        // which a disabled button would drop.
        aria-disabled={viewerHasReported || undefined}
        aria-haspopup={viewerHasReported ? undefined : 'dialog'}
        onClick={onClick}
      >
        {viewerHasReported ? REPORT_TEXTS.reported : REPORT_TEXTS.report}
      </button>
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <p role="status" className={styles.status}>
        {confirmation}
      </p>
      {open && <ReportDialog kind={kind} onSend={send} onClose={() => setOpen(false)} />}
    </>
  );
}
