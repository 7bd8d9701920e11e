import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { DialogActions } from '../../components/DialogActions';
import { describedBy, Field, fieldStyles, useFieldIds } from '../../components/field/Field';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import {
  DETAILS_MAX,
  DIALOG_TITLES,
  REPORT_REASONS,
  REPORT_TEXTS,
  type ReportKind,
  type ReportReasonValue,
} from './reportTexts';
import styles from './Report.module.css';

/** What the person chose and wrote. */
export interface ReportChoice {
  reason: ReportReasonValue;
  details: string;
}

interface ReportDialogProps {
  kind: ReportKind;
  /** Sends the report; on success the caller closes the dialog. */
  onSend: (choice: ReportChoice) => Promise<Outcome<unknown>>;
  onClose: () => void;
}

/**
 * Why an item is reported: one of six reasons (required) and, optionally, up to 1000
 * characters more. A refusal or a failed request shows its words here and keeps the choice
 * and the text, so nothing has to be typed again.
 */
export function ReportDialog({ kind, onSend, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReasonValue | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  const reasons = useRef<HTMLFieldSetElement>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    if (!reason) {
      setMissingReason(true);
      // Back to the group the message is about: the first reason takes the focus.
      reasons.current?.querySelector('input')?.focus();
      return;
    }
    setSending(true);
    setNotice(null);
    const outcome = await onSend({ reason, details });
    if (outcome.ok) return; // the caller closes the dialog
    setSending(false);
    setNotice(errorNotice(outcome.message));
  }

  function choose(value: ReportReasonValue) {
    setReason(value);
    setMissingReason(false);
  }

  return (
    <Modal title={DIALOG_TITLES[kind]} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <p className={styles.intro}>{REPORT_TEXTS.intro}</p>
        <ReasonGroup ref={reasons} value={reason} missing={missingReason} onChoose={choose} />
        <DetailsField value={details} onChange={setDetails} />
        <FormNotice notice={notice} />
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void send()}
          confirm={REPORT_TEXTS.send}
          busyText={REPORT_TEXTS.sending}
          busy={sending}
        />
      </form>
    </Modal>
  );
}

interface ReasonGroupProps {
  ref: Ref<HTMLFieldSetElement>;
  value: ReportReasonValue | null;
  /** Sending was tried without a reason. */
  missing: boolean;
  onChoose: (value: ReportReasonValue) => void;
}

/** The six reasons as radio buttons, with 'Elige un motivo.' when sending was tried without one. */
function ReasonGroup({ ref, value, missing, onChoose }: ReasonGroupProps) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      ref={ref}
      className={styles.reasons}
      aria-invalid={missing || undefined}
      aria-describedby={missing ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {REPORT_TEXTS.reasonLegend} <span aria-hidden="true">*</span>
      </legend>
      {REPORT_REASONS.map(([option, label]) => (
        <label key={option} className={styles.reason}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            required
            onChange={() => onChoose(option)}
          />
          {label}
        </label>
      ))}
      {missing && (
        <p id={errorId} role="alert" className={styles.error}>
          {REPORT_TEXTS.reasonRequired}
        </p>
      )}
    </fieldset>
  );
}

/** 'Cuéntanos más (opcional)', with its live count of the 1000 characters. */
function DetailsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const ids = useFieldIds();
  return (
    <Field ids={ids} label={REPORT_TEXTS.details} count={{ used: value.length, max: DETAILS_MAX }}>
      <textarea
        id={ids.id}
        className={fieldStyles.textarea}
        rows={4}
        maxLength={DETAILS_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(ids, { count: true })}
      />
    </Field>
  );
}
