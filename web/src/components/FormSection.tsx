import type { ReactNode } from 'react';
import styles from './OfferForm.module.css';

interface FormSectionProps {
  /** The anchor of the form's sidebar (SectionNav). */
  id: string;
  title: string;
  children: ReactNode;
  /** A section of one field names it with its heading: the heading holds the field's label. */
  label?: { htmlFor: string; required?: boolean };
}

/** One section of an offer form, a region named by its title, where the sidebar's anchor lands. */
export function FormSection({ id, title, children, label }: FormSectionProps) {
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
