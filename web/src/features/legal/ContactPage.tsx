import { useId } from 'react';
import { brand } from '../../lib/brand';
import { LegalPageLayout } from './components/LegalPageLayout';
import styles from './ContactPage.module.css';

const networks = [
  { name: 'Instagram', url: brand.social.instagram },
  { name: 'LinkedIn', url: brand.social.linkedin },
  { name: 'TikTok', url: brand.social.tiktok },
] as const;

/** /ControlPanel/contact: how to reach the team, and who we are. */
export function Component() {
  const aboutId = useId();
  const detailsId = useId();
  return (
    <LegalPageLayout title="Contacto">
      <div className={styles.layout}>
        <section className={styles.about} aria-labelledby={aboutId}>
          <h2 id={aboutId}>Quiénes somos</h2>
          <p>
            {brand.name} se fundó en {brand.foundedYear} con una idea sencilla: que el talento de la moda y el diseño
            tenga un lugar donde mostrarse y encontrar oportunidades. Reunimos a creativos, empresas e instituciones
            educativas en una misma plataforma, gratuita para todos, donde los portafolios, las ofertas de empleo y
            prácticas y la oferta formativa se encuentran.
          </p>
          <p>
            Si tienes una pregunta, una propuesta de colaboración o quieres contarnos algo sobre la plataforma,
            escríbenos. Te responderemos lo antes posible.
          </p>
        </section>
        <section className={styles.details} aria-labelledby={detailsId}>
          <h2 id={detailsId}>Datos de contacto</h2>
          <dl className={styles.list}>
            <dt>Correo electrónico</dt>
            <dd>
              <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
            </dd>
            <dt>Dirección postal</dt>
            <dd>
              <address>
                {brand.legalName}
                <br />
                {brand.postalAddress}
              </address>
            </dd>
            <dt>Protección de datos</dt>
            <dd>
              <a href={`mailto:${brand.privacyEmail}`}>{brand.privacyEmail}</a>
            </dd>
            <dt>Redes sociales</dt>
            <dd>
              <ul className={styles.networks}>
                {networks.map((network) => (
                  <li key={network.name}>
                    <a href={network.url} target="_blank" rel="noopener noreferrer">
                      {network.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </section>
      </div>
    </LegalPageLayout>
  );
}
