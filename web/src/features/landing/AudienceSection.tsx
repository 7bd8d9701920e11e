import styles from './AudienceSection.module.css';
import { audienceCards } from './content';

/** 'A quién va dirigido': the three kinds of account. */
export function AudienceSection() {
  return (
    <section className={styles.section} aria-labelledby="audience-title">
      <h2 id="audience-title" className={styles.title}>
        A quién va dirigido
      </h2>
      <ul className={styles.cards}>
        {audienceCards.map((card, index) => (
          <li key={card.audience} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
