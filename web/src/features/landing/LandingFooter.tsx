import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { freeServices, legalLinks } from './content';
import styles from './LandingFooter.module.css';

/** The footer: brand, legal pages and the current year. */
export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.brandBlock}>
        <p className={styles.brand}>{brand.name}</p>
        <p className={styles.note}>{freeServices}</p>
        <a className={styles.mail} href={`mailto:${brand.contactEmail}`}>
          {brand.contactEmail}
        </a>
      </div>
      <nav aria-label="Información legal">
        <ul className={styles.links}>
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {brand.name}
      </p>
    </footer>
  );
}
