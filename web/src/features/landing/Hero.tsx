import type { PageHeadingProps } from '../../lib/pageTitle';
import { freeServices } from './content';
import styles from './Hero.module.css';
import { PanelLink } from './PanelLink';
import { Typewriter } from './Typewriter';

interface HeroProps {
  /** The page's heading props (usePageTitle): the hero's title is the landing page's h1. */
  heading: PageHeadingProps;
  signedIn: boolean;
  onRegister: () => void;
}

/** The opening of the landing page: what the product is, and the two ways in (or, signed in, the panel). */
export function Hero({ heading, signedIn, onRegister }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.copy}>
        <p className={styles.kicker}>Portafolios · Talento · Ofertas</p>
        <h1 id="hero-title" className={styles.title} {...heading}>
          La red del talento <em>en moda</em>
        </h1>
        <Typewriter />
        <div className={styles.actions}>
          {signedIn ? (
            <PanelLink className={styles.primary} />
          ) : (
            <>
              <button type="button" className={styles.primary} onClick={onRegister}>
                Soy creativo
              </button>
              <button type="button" className={styles.secondary} onClick={onRegister}>
                Soy una empresa
              </button>
            </>
          )}
        </div>
        <p className={styles.free}>{freeServices}</p>
      </div>
      <div className={styles.visual} aria-hidden="true">
        <span className={`${styles.panel} ${styles.panelTall}`}>Portafolio</span>
        <span className={`${styles.panel} ${styles.panelAccent}`}>Ofertas</span>
        <span className={`${styles.panel} ${styles.panelDark}`}>Formación</span>
      </div>
    </section>
  );
}
