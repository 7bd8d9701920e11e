import { useId, useState, type FormEvent } from 'react';
import { errorNotice, FormNotice, successNotice, type Notice } from '../../components/FormNotice';
import { SAVED_TEXTS } from './savedTexts';
import { useCreateFolderMutation } from './useCreateFolderMutation';
import styles from './CreateBoardForm.module.css';

/** Part 2 §5: a name non-blank after trimming; the server refuses a repeated one. */
export function CreateBoardForm({ connectionId }: { connectionId: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [create, creating] = useCreateFolderMutation(connectionId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNotice(errorNotice(SAVED_TEXTS.blankName));
      return;
    }
    const outcome = await create(trimmed);
    if (!outcome.ok) {
      setNotice(errorNotice(outcome.message)); // the name stays for another try
      return;
    }
    setName('');
    setNotice(successNotice(outcome.message ?? SAVED_TEXTS.created));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-name`} className={styles.label}>
        Nuevo tablero
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          maxLength={60}
          placeholder="Nombre del tablero"
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className={styles.button} disabled={creating}>
          {creating ? 'Creando...' : 'Crear tablero'}
        </button>
      </div>
      <FormNotice notice={notice} />
    </form>
  );
}
