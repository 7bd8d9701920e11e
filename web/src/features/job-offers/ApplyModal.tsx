import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/Button';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { OFFER_TEXTS } from './offersTexts';
import styles from './ApplyModal.module.css';

const PRIMARY = buttonClass({ variant: 'accent', className: styles.primary });
const SECONDARY = buttonClass({ variant: 'outline' });

export type ResponseTypeValue = 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'URL';

export interface ExtraQuestion {
  readonly question: string;
  readonly responseType: string;
}

export interface Answer {
  question: string;
  answer: string;
}

interface ApplyModalProps {
  position: string;
  questions: readonly ExtraQuestion[];
  /** Sends the application; resolves to whether it went through and, if not, why. */
  onSend: (answers: Answer[]) => Promise<{ ok: boolean; message: string | null }>;
  onClose: () => void;
}

/** A boolean answer starts as No (part 2 §5); every other answer starts empty. */
export const initialAnswers = (questions: readonly ExtraQuestion[]) =>
  questions.map((question) => (question.responseType === 'BOOLEAN' ? 'false' : ''));

/** Every question but the Sí/No ones needs a non-blank answer (part 2 §5 Application modal). */
export function answersComplete(questions: readonly ExtraQuestion[], answers: readonly string[]): boolean {
  return questions.every((question, index) => question.responseType === 'BOOLEAN' || answers[index]?.trim());
}

/** How an answer reads in the summary: 'Sí' / 'No' for booleans, the text otherwise. */
export const shownAnswer = (question: ExtraQuestion, answer: string) =>
  question.responseType === 'BOOLEAN' ? (answer === 'true' ? OFFER_TEXTS.yes : OFFER_TEXTS.no) : answer.trim();

/**
 * The two-step application (part 2 §2 Job offer detail): 'Preguntas adicionales' when the
 * offer asks any, then 'Confirmar inscripción' with a summary of the answers. 'Continuar'
 * stays unavailable until every required answer is there (trying says why); the answers
 * survive 'Volver' and a failed send.
 */
export function ApplyModal({ position, questions, onSend, onClose }: ApplyModalProps) {
  const [step, setStep] = useState<'questions' | 'confirm'>(questions.length > 0 ? 'questions' : 'confirm');
  const [answers, setAnswers] = useState<string[]>(() => initialAnswers(questions));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  const complete = answersComplete(questions, answers);

  function onContinue(event: FormEvent) {
    event.preventDefault();
    if (!complete) return setNotice(errorNotice(OFFER_TEXTS.answerAll));
    setNotice(null);
    setStep('confirm');
  }

  async function confirm() {
    if (sending) return;
    setSending(true);
    setNotice(null);
    const outcome = await onSend(
      questions.map((q, index) => ({ question: q.question, answer: answers[index].trim() })),
    );
    setSending(false);
    // On success the page closes the modal; a refusal stays here with the answers kept.
    if (!outcome.ok) setNotice(errorNotice(outcome.message ?? OFFER_TEXTS.applyFailed));
  }

  function back() {
    setNotice(null);
    if (questions.length > 0) setStep('questions');
    else onClose();
  }

  const title = step === 'questions' ? OFFER_TEXTS.questionsTitle : OFFER_TEXTS.confirmTitle;
  return (
    <Modal title={title} onClose={onClose} step={step}>
      {step === 'questions' ? (
        <form className={styles.form} onSubmit={onContinue} noValidate>
          <p className={styles.intro}>
            Responde a las preguntas de «{position}». Los campos marcados con * son obligatorios.
          </p>
          {questions.map((question, index) => (
            <QuestionField
              key={index}
              question={question}
              value={answers[index]}
              onChange={(value) => setAnswers((current) => current.map((old, i) => (i === index ? value : old)))}
            />
          ))}
          <FormNotice notice={notice} />
          <div className={styles.actions}>
            <button type="submit" className={PRIMARY} aria-disabled={!complete}>
              {OFFER_TEXTS.continue}
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <p className={styles.intro}>Vas a inscribirte en «{position}».</p>
          {questions.length > 0 && (
            <dl className={styles.summary}>
              {questions.map((question, index) => (
                <div key={index} className={styles.summaryRow}>
                  <dt>{question.question}</dt>
                  <dd>{shownAnswer(question, answers[index])}</dd>
                </div>
              ))}
            </dl>
          )}
          <FormNotice notice={notice} />
          <div className={styles.actions}>
            <button type="button" className={SECONDARY} onClick={back}>
              {OFFER_TEXTS.back}
            </button>
            <button type="button" className={PRIMARY} onClick={() => void confirm()} aria-busy={sending}>
              {sending ? OFFER_TEXTS.sending : OFFER_TEXTS.confirm}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

interface QuestionFieldProps {
  question: ExtraQuestion;
  value: string;
  onChange: (value: string) => void;
}

/** One extra question, answered as its response type asks: text, number, Sí/No or a URL. */
function QuestionField({ question, value, onChange }: QuestionFieldProps) {
  const id = useId();
  if (question.responseType === 'BOOLEAN') {
    return (
      <fieldset className={styles.choice}>
        <legend className={styles.label}>{question.question}</legend>
        {[
          ['true', OFFER_TEXTS.yes],
          ['false', OFFER_TEXTS.no],
        ].map(([option, label]) => (
          <label key={option} className={styles.radio}>
            <input type="radio" name={id} value={option} checked={value === option} onChange={() => onChange(option)} />
            {label}
          </label>
        ))}
      </fieldset>
    );
  }
  const input = { NUMBER: 'number', URL: 'url' }[question.responseType] ?? 'text';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {question.question} <span aria-hidden="true">*</span>
      </label>
      {input === 'text' ? (
        <textarea
          id={id}
          className={styles.input}
          rows={3}
          maxLength={2000}
          value={value}
          required
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          type={input}
          inputMode={input === 'number' ? 'decimal' : 'url'}
          placeholder={input === 'url' ? 'https://' : undefined}
          value={value}
          required
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
