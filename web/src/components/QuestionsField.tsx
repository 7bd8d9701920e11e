import { fieldId, type FieldErrors } from './draftForm';
import {
  MAX_QUESTION_LENGTH,
  MAX_QUESTIONS,
  QUESTION_LIMIT_TEXT,
  type QuestionDraft,
  type ResponseTypeValue,
} from './extraQuestions';
import { FieldError, invalidProps } from './FormFields';
import { FormSection } from './FormSection';
import styles from './OfferForm.module.css';

export const RESPONSE_TYPE_OPTIONS: ReadonlyArray<readonly [ResponseTypeValue, string]> = [
  ['TEXT', 'Texto'],
  ['NUMBER', 'Número'],
  ['BOOLEAN', 'Sí / No'],
  ['URL', 'Enlace (URL)'],
];

interface QuestionsFieldProps {
  /** The section's anchor and title. */
  id: string;
  title: string;
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** The form's errors; the server's refusals of the questions are under 'extraQuestions'. */
  errors: FieldErrors;
}

/** Up to 3 questions applicants answer, each with how it is answered (part 2 §5). */
export function QuestionsField({ id, title, questions, onChange, errors }: QuestionsFieldProps) {
  const full = questions.length >= MAX_QUESTIONS;
  const form = { errors };

  function change(index: number, patch: Partial<QuestionDraft>) {
    onChange(questions.map((question, at) => (at === index ? { ...question, ...patch } : question)));
  }

  return (
    <FormSection id={id} title={title}>
      <p className={styles.help}>
        Preguntas que responderán las personas que se inscriban (máximo {MAX_QUESTIONS}). Las preguntas en blanco no se
        envían.
      </p>
      {questions.length > 0 && (
        <ol className={styles.questions}>
          {questions.map((question, index) => (
            <QuestionRow
              // Rows are only added at the end and removed by index: the index is their identity.
              key={index}
              invalid={invalidProps(form, 'extraQuestions')}
              index={index}
              question={question}
              onChange={(patch) => change(index, patch)}
              onRemove={() => onChange(questions.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
      {full ? (
        <p className={styles.help}>{QUESTION_LIMIT_TEXT}</p>
      ) : (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => onChange([...questions, { question: '', responseType: 'TEXT' }])}
        >
          Añadir pregunta
        </button>
      )}
      <FieldError form={form} field="extraQuestions" />
    </FormSection>
  );
}

interface QuestionRowProps {
  invalid: ReturnType<typeof invalidProps>;
  index: number;
  question: QuestionDraft;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}

function QuestionRow({ invalid, index, question, onChange, onRemove }: QuestionRowProps) {
  const number = index + 1;
  const id = fieldId(`question-${index}`);
  return (
    <li className={styles.question}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          Pregunta {number}
        </label>
        <input
          id={id}
          className={styles.input}
          value={question.question}
          maxLength={MAX_QUESTION_LENGTH}
          {...invalid}
          onChange={(event) => onChange({ question: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`} className={styles.label}>
          Tipo de respuesta de la pregunta {number}
        </label>
        <select
          id={`${id}-type`}
          className={styles.input}
          value={question.responseType}
          onChange={(event) => onChange({ responseType: event.target.value as ResponseTypeValue })}
        >
          {RESPONSE_TYPE_OPTIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={styles.linkButton} onClick={onRemove}>
        Quitar la pregunta {number}
      </button>
    </li>
  );
}
