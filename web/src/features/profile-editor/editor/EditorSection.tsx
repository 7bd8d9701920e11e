import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '../../../components/Button';
import { FormNotice } from '../../../components/FormNotice';
import type { SectionForm } from './useSectionForm';
import styles from './EditorSection.module.css';

interface EditorSectionProps<D> {
  title: string;
  form: SectionForm<D>;
  /** What the section shows in view mode. */
  view: ReactNode;
  /** The fields of edit mode, for the draft. */
  children: (draft: D) => ReactNode;
  /** Something that works in both modes (the profile picture). */
  extra?: ReactNode;
}

/**
 * A section of the profile editor (part 2 §2): a heading that folds the section away, its own
 * 'Editar' button, and in edit mode a form with 'Guardar' and 'Cancelar'; the server's message
 * stays next to the section's fields.
 */
export function EditorSection<D>({ title, form, view, children, extra }: EditorSectionProps<D>) {
  const id = useId();
  const [expanded, setExpanded] = useState(true);
  const { draft } = form;
  const bodyId = `${id}-body`;
  const headingId = `${id}-heading`;
  const editing = draft !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // The button that opened edit mode goes away with it: focus moves to the first field, and
  // back to 'Editar' when the section returns to view, so the keyboard never lands on the page.
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function edit() {
    setExpanded(true);
    form.open();
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <button
            type="button"
            className={styles.fold}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded(!expanded)}
          >
            <span aria-hidden="true" className={expanded ? styles.chevronOpen : styles.chevron}>
              ›
            </span>
            {title}
          </button>
        </h2>
        {draft === null && (
          <button
            ref={editRef}
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'small', className: styles.action })}
            onClick={edit}
            aria-label={`Editar ${title.toLowerCase()}`}
          >
            Editar
          </button>
        )}
      </header>
      <div id={bodyId} hidden={!expanded} className={styles.body}>
        {extra}
        {draft === null ? (
          <>
            <div className={styles.view}>{view}</div>
            <FormNotice notice={form.notice} />
          </>
        ) : (
          <form ref={formRef} className={styles.form} onSubmit={form.submit} noValidate aria-label={title}>
            {children(draft)}
            <FormNotice notice={form.notice} />
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                className={styles.action}
                onClick={form.cancel}
                disabled={form.saving}
              >
                Cancelar
              </Button>
              <Button
                type="submit"
                size="small"
                className={styles.action}
                disabled={form.saving}
                aria-busy={form.saving}
              >
                {form.saving ? 'Guardando...' : 'Guardar'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
