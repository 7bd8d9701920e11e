import { TagInput } from '../../components/TagInput';
import { MAX_TAG_LENGTH, MAX_TAGS_PER_IMAGE, TEXTS, type PickedImage } from './postRules';
import styles from './CreatePostPage.module.css';

interface ImageTagsStepProps {
  images: readonly PickedImage[];
  onChange: (image: PickedImage, tags: string[]) => void;
  error: string | null;
}

/** Step 4: the tags of each photo (Enter adds, trimmed, no repeats, at most 10 each). */
export function ImageTagsStep({ images, onChange, error }: ImageTagsStepProps) {
  return (
    <>
      {images.length === 0 && <p className={styles.help}>Sube imágenes para etiquetarlas.</p>}
      <ul className={styles.imageTags}>
        {images.map((image, index) => (
          <li key={image.id} className={styles.imageTagsItem}>
            <img src={image.previewUrl} alt="" className={styles.imageTagsThumb} />
            <TagInput
              label={`Etiquetas de la imagen ${index + 1}`}
              tags={image.tags}
              onChange={(tags) => onChange(image, tags)}
              max={MAX_TAGS_PER_IMAGE}
              maxLength={MAX_TAG_LENGTH}
              limitNote={TEXTS.tagLimit}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
