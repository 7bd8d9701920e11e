import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { paths } from '../../lib/routing/paths';
import { LegalDocument } from './components/LegalDocument';
import { cookiePolicy } from './content/cookiePolicy';
import styles from './StandaloneCookiePolicyPage.module.css';

/** /politica-cookies: the cookie banner's link, readable before entering the dashboard. */
export function Component() {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to={paths.landing()} className={styles.brand}>
          {brand.name}
        </Link>
      </header>
      <main className={styles.main}>
        <LegalDocument text={cookiePolicy} />
      </main>
    </div>
  );
}
