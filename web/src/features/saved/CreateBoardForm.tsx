import { useId, useRef, useState, type FormEvent } from 'react';
import { REQUIRED_FIELD_MESSAGE } from '../../components/draftForm';
import { errorNotice, successNotice, type Notice } from '../../components/FormNotice';
import { SAVED_TEXTS } from './savedTexts';
import { useCreateFolderMutation } from './useCreateFolderMutation';
import styles from './CreateBoardForm.module.css';

interface CreateBoardFormProps {
  connectionId: string;
  /** The page's notice: where success shows, and what a new outcome takes away (null). */
  notify: (notice: Notice | null) => void;
}

/**
 * Part 2 §5: a name non-blank after trimming; the server refuses a repeated one. What is wrong
 * with the name shows under it (and the focus goes back to it); success and a failed request
 * show in the page's notice. Each outcome replaces the one before, so no old success stays
 * beside a new error.
 */
export function CreateBoardForm({ connectionId, notify }: CreateBoardFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateFolderMutation(connectionId);

  function refuse(message: string) {
    notify(null);
    setError(message);
    input.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return refuse(REQUIRED_FIELD_MESSAGE);
    const outcome = await create(trimmed);
    if (outcome.ok) {
      setName('');
      setError(null);
      notify(successNotice(outcome.message ?? SAVED_TEXTS.created));
    } else if (outcome.message === SAVED_TEXTS.createFailed) {
      // The spec's words for a request that failed or was refused without a reason: not the name's fault.
      setError(null);
      notify(errorNotice(outcome.message));
    } else {
      refuse(outcome.message); // the server's reason (a repeated name); the name stays for another try
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-name`} className={styles.label}>
        Nuevo tablero
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-name`}
          className={styles.input}
          value={name}
          maxLength={60}
          placeholder="Nombre del tablero"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={styles.button} disabled={creating}>
          {creating ? 'Creando...' : 'Crear tablero'}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
