import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { paths } from '../../lib/routing/paths';
import styles from './ProfileLoadError.module.css';

/** Part 2 §8: the public profile's load error. */
export const PROFILE_LOAD_ERROR =
  'No se pudo cargar el perfil del usuario. El usuario puede no existir o haber ocurrido un error en el servidor.';

/** A profile that does not exist or could not be loaded: the spec's text and the way back. */
export function ProfileLoadError() {
  const heading = usePageTitle('Perfil no disponible');
  return (
    <LoadError title="Perfil no disponible" text={PROFILE_LOAD_ERROR} level={1} heading={heading}>
      <Link to={paths.explorer()} className={styles.back}>
        Volver al explorador
      </Link>
    </LoadError>
  );
}
