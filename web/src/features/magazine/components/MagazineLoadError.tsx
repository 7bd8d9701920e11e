import { LoadError } from '../../../components/LoadError';
import { RetryButton } from '../../../components/RetryButton';

/** The magazines could not be loaded; a server that cannot be reached says so. */
export function MagazineLoadError({ connection }: { connection: boolean }) {
  return (
    <LoadError
      title="No se pudieron cargar las revistas"
      text={connection ? 'Error al conectar con el servidor' : undefined}
    >
      <RetryButton />
    </LoadError>
  );
}
