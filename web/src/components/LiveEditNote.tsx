import styles from './OfferForm.module.css';

/** Said on the edit form of a public offer (job or educational), before saving (issue 17). */
export const LIVE_EDIT_NOTICE = 'Tu oferta seguirá publicada tal como está mientras revisamos los cambios.';

/** The edit form of a public offer: it stays public as it is while the changes wait for review. */
export function LiveEditNote() {
  return (
    <p className={styles.reviewNote} role="note">
      {LIVE_EDIT_NOTICE}
    </p>
  );
}
