import { LoadError } from '../../../components/LoadError';
import { RetryButton } from '../../../components/RetryButton';

/** The blog list could not be loaded (part 2 §2 "Blog" messages); shown by the route's error element. */
export function BlogLoadError() {
  return (
    <LoadError
      title="No se pudieron cargar los artículos del blog"
      text="Ocurrió un error al cargar los artículos. Por favor, inténtalo de nuevo más tarde."
    >
      <RetryButton />
    </LoadError>
  );
}
