import { LoadError } from '../../../components/LoadError';

/** The blog list could not be loaded (part 2 §2 "Blog" messages). */
export function BlogLoadError() {
  return (
    <LoadError
      title="No se pudieron cargar los artículos del blog"
      text="Ocurrió un error al cargar los artículos. Por favor, inténtalo de nuevo más tarde."
    />
  );
}
