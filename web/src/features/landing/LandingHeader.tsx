import { useId, useState } from 'react';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { paths } from '../../lib/routing/paths';
import { headerLinks } from './content';
import styles from './LandingHeader.module.css';
import { PanelLink } from './PanelLink';

interface LandingHeaderProps {
  signedIn: boolean;
  onRegister: () => void;
  onLogin: () => void;
}

/**
 * The landing header: public sections and the account buttons (signed in: the way into the
 * panel); a menu button up to 768 px.
 */
export function LandingHeader({ signedIn, onRegister, onLogin }: LandingHeaderProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenuAnd = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };

  return (
    <header className={styles.header} onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}>
      <Link to={paths.landing()} className={styles.brand}>
        {brand.name}
      </Link>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen(!isMenuOpen)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        {isMenuOpen ? 'Cerrar' : 'Menú'}
      </button>
      <div id={menuId} className={`${styles.menu} ${isMenuOpen ? styles.open : ''}`}>
        <nav aria-label="Principal">
          <ul className={styles.links}>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          {signedIn ? (
            <PanelLink className={styles.register} />
          ) : (
            <>
              <button type="button" className={styles.login} onClick={closeMenuAnd(onLogin)}>
                Inicio de sesión
              </button>
              <button type="button" className={styles.register} onClick={closeMenuAnd(onRegister)}>
                Registro
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
