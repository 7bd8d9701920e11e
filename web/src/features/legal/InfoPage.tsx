import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { paths } from '../../lib/routing/paths';
import { LegalPageLayout } from './components/LegalPageLayout';
import styles from './InfoPage.module.css';

/** /ControlPanel/info: the short 'About' page of the menu. */
export function Component() {
  return (
    <LegalPageLayout title="Información">
      <div className={styles.text}>
        <p>
          {brand.name} es la plataforma de portafolios y talento para la moda y el diseño. Los creativos muestran su
          trabajo y su trayectoria, las empresas publican ofertas de empleo y prácticas y encuentran talento, y las
          instituciones educativas dan a conocer su oferta formativa.
        </p>
        <p>
          Todos los servicios son gratuitos. Para más detalles puedes consultar nuestro{' '}
          <Link to={paths.legalNotice()}>Aviso Legal</Link> o escribirnos desde la página de{' '}
          <Link to={paths.contact()}>Contacto</Link>.
        </p>
      </div>
    </LegalPageLayout>
  );
}
