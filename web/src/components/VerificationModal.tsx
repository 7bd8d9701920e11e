import { brand } from '../lib/brand';
import { Modal } from './Modal';
import styles from './VerificationModal.module.css';

/** What the provider needs to verify a professional account (part 2 §5, "Job offer"). */
export const VERIFICATION_DOCUMENTS = [
  'Razón social de la empresa o entidad',
  'NIF / CIF',
  'Un documento oficial que acredite la entidad',
  'Tu nombre completo',
  'Tu cargo en la entidad',
  'La web o las redes sociales de la entidad',
] as const;

export const VERIFICATION_TITLE = 'Verifica tu cuenta profesional';

interface VerificationModalProps {
  /** 'Entendido', '×', Escape or the backdrop: the screen decides where the user goes next. */
  onClose: () => void;
}

/**
 * The prompt an unverified Profesional sees instead of an offer form (job or educational
 * offers, the header's 'Crear'): what to email the provider so it can verify the account,
 * and that the provider then gets in touch.
 */
export function VerificationModal({ onClose }: VerificationModalProps) {
  const mailto = `mailto:${brand.contactEmail}?subject=${encodeURIComponent('Verificación de cuenta profesional')}`;
  return (
    <Modal title={VERIFICATION_TITLE} onClose={onClose}>
      <p className={styles.text}>
        Para publicar ofertas tu cuenta profesional debe estar verificada. Envía un correo a{' '}
        <a href={mailto}>{brand.contactEmail}</a> con:
      </p>
      <ul className={styles.list}>
        {VERIFICATION_DOCUMENTS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.text}>Revisaremos la información y nos pondremos en contacto contigo.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onClose}>
          Entendido
        </button>
      </div>
    </Modal>
  );
}
