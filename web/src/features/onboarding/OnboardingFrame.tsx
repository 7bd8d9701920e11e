import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { usePageTitle } from '../../lib/pageTitle';
import { paths } from '../../lib/routing/paths';
import type { Dots } from './lib/stepDots';
import styles from './OnboardingFrame.module.css';
import { ProgressDots } from './ProgressDots';

interface OnboardingFrameProps {
  heading: string;
  /** The browser tab's title; the heading when not given. */
  title?: string;
  /** Text above the heading, such as a greeting. */
  eyebrow?: string;
  /** The progress dots; none on a page outside the steps. */
  dots?: Dots;
  children: ReactNode;
}

/**
 * The page of every wizard step: brand, heading, the step's content and the progress dots.
 * The heading takes focus after a move between steps, so a screen reader reads the new one.
 */
export function OnboardingFrame({ heading, title, eyebrow, dots, children }: OnboardingFrameProps) {
  const headingProps = usePageTitle(title ?? heading);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={paths.landing()} className={styles.brand}>
          {brand.name}
        </Link>
      </header>
      <main className={styles.card}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heading} {...headingProps}>
          {heading}
        </h1>
        {children}
        {dots && <ProgressDots current={dots.current} total={dots.total} />}
      </main>
    </div>
  );
}
