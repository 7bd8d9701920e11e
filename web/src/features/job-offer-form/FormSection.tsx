import type { ReactNode } from 'react';
import { sectionTitle, type SectionId } from './sections';
import styles from './JobOfferForm.module.css';

interface FormSectionProps {
  id: SectionId;
  children: ReactNode;
  /** A section of one field names it with its heading: the heading holds the field's label. */
  label?: { htmlFor: string; required?: boolean };
}

/** One section of the form, a region named by its title, where the sidebar's anchor lands. */
export function FormSection({ id, children, label }: FormSectionProps) {
  const title = sectionTitle(id);
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      {/* tabIndex -1: the sidebar moves focus here. */}
      <h2 id={`${id}-title`} className={styles.sectionTitle} tabIndex={-1}>
        {label ? (
          <label htmlFor={label.htmlFor}>
            {title}
            {label.required && ' *'}
          </label>
        ) : (
          title
        )}
      </h2>
      {children}
    </section>
  );
}
