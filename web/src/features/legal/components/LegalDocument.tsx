import type { LegalText } from '../lib/legalText';
import { LEGAL_DATE_ISO, LEGAL_DATE_TEXT, LEGAL_VERSION } from '../lib/legalVersion';
import { LegalPageLayout } from './LegalPageLayout';
import { TableOfContents } from './TableOfContents';
import styles from './LegalDocument.module.css';

/** A versioned legal text with its table of contents and numbered sections. */
export function LegalDocument({ text }: { text: LegalText }) {
  const meta = (
    <p className={styles.version}>
      <span>Versión {LEGAL_VERSION}</span>
      <span aria-hidden="true"> · </span>
      <span>
        Última actualización: <time dateTime={LEGAL_DATE_ISO}>{LEGAL_DATE_TEXT}</time>
      </span>
    </p>
  );
  return (
    <LegalPageLayout title={text.title} meta={meta}>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label="Índice del documento">
          <TableOfContents sections={text.sections} />
        </aside>
        <div className={styles.prose}>
          <div className={styles.intro}>{text.intro}</div>
          {text.sections.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <h2 tabIndex={-1}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </LegalPageLayout>
  );
}
