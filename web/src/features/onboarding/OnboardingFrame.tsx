import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { paths } from '../../lib/routing/paths';
import styles from './OnboardingFrame.module.css';
import { ProgressDots } from './ProgressDots';

interface OnboardingFrameProps {
  heading: string;
  /** Text above the heading, such as a greeting. */
  eyebrow?: string;
  step: number;
  totalSteps: number;
  children: ReactNode;
}

/** The page of every wizard step: brand, heading, the step's content and the progress dots. */
export function OnboardingFrame({ heading, eyebrow, step, totalSteps, children }: OnboardingFrameProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={paths.landing()} className={styles.brand}>
          {brand.name}
        </Link>
      </header>
      <main className={styles.card}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heading}>{heading}</h1>
        {children}
        <ProgressDots current={step} total={totalSteps} />
      </main>
    </div>
  );
}
