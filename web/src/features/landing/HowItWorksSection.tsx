import { useState } from 'react';
import { journeys, type Audience } from './content';
import styles from './HowItWorksSection.module.css';
import { PanelLink } from './PanelLink';

interface HowItWorksSectionProps {
  signedIn: boolean;
  onRegister: () => void;
}

const audiences = Object.keys(journeys) as Audience[];

/** 'Cómo funciona': three steps for the chosen kind of account, and a way to start (signed in: the panel). */
export function HowItWorksSection({ signedIn, onRegister }: HowItWorksSectionProps) {
  const [audience, setAudience] = useState<Audience>('creative');
  const journey = journeys[audience];

  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.title}>
        Cómo funciona
      </h2>
      <div className={styles.toggle} role="group" aria-label="Tipo de perfil">
        {audiences.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.option}
            aria-pressed={option === audience}
            onClick={() => setAudience(option)}
          >
            {journeys[option].label}
          </button>
        ))}
      </div>
      <ol className={styles.steps}>
        {journey.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      {signedIn ? (
        <PanelLink className={styles.cta} />
      ) : (
        <button type="button" className={styles.cta} onClick={onRegister}>
          {journey.callToAction}
        </button>
      )}
    </section>
  );
}
