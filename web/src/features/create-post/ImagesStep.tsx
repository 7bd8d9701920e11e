import { useId, useRef } from 'react';
import { acceptOf, FILE_RULES } from '../../lib/fileRules';
import { MAX_IMAGES, type PickedImage } from './postRules';
import styles from './CreatePostPage.module.css';

interface ImagesStepProps {
  images: readonly PickedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (image: PickedImage) => void;
  /** What the last choice left out, and a refusal of the server's. */
  notices: readonly string[];
  error: string | null;
}

/** Step 1: choosing up to 6 images, with a preview of each; the first is the main image. */
export function ImagesStep({ images, onAdd, onRemove, notices, error }: ImagesStepProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const full = images.length >= MAX_IMAGES;

  return (
    <>
      <p className={styles.help} id={`${id}-help`}>
        Hasta {MAX_IMAGES} imágenes. La primera es la imagen principal.
      </p>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="visually-hidden"
        type="file"
        accept={acceptOf(FILE_RULES.postImage)}
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = ''; // the same file can be chosen again after removing it
        }}
      />
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={full}
        aria-describedby={`${id}-help`}
        onClick={() => inputRef.current?.click()}
      >
        {images.length === 0 ? 'Subir imágenes' : 'Añadir más imágenes'}
      </button>
      <div aria-live="polite">
        {[...notices, ...(error ? [error] : [])].map((text) => (
          <p key={text} className={styles.fieldError} role="alert">
            {text}
          </p>
        ))}
      </div>
      {images.length > 0 && (
        <ul className={styles.previews} aria-label="Imágenes elegidas">
          {images.map((image, index) => (
            <li key={image.id} className={styles.preview}>
              <img src={image.previewUrl} alt={`Vista previa de la imagen ${index + 1}: ${image.file.name}`} />
              {index === 0 && <span className={styles.mainBadge}>Principal</span>}
              <button
                type="button"
                className={styles.removeImage}
                aria-label={`Quitar la imagen ${index + 1}`}
                onClick={() => onRemove(image)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
