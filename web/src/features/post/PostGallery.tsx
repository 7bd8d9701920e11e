import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Modal } from '../../components/Modal';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { PostGallery_images$data, PostGallery_images$key } from './__generated__/PostGallery_images.graphql';
import { useSwipe } from './useSwipe';
import styles from './PostGallery.module.css';

const fragment = graphql`
  fragment PostGallery_images on PostImage @relay(plural: true) {
    image {
      url
      width
      height
      srcSet
    }
  }
`;

type GalleryImage = PostGallery_images$data[number];

interface PostGalleryProps {
  title: string;
  images: PostGallery_images$key;
  index: number;
  onIndexChange: (index: number) => void;
}

/**
 * The post's images: the one on show, thumbnails to pick another, arrows, ←/→ keys and
 * swipes to move (no wrapping: the ends are the ends), and a click or Enter on the image
 * for the full-screen preview.
 */
export function PostGallery({ title, images: imagesKey, index, onIndexChange }: PostGalleryProps) {
  const images = useFragment(fragment, imagesKey);
  const [preview, setPreview] = useState(false);
  const count = images.length;
  const go = (direction: 1 | -1) => {
    const next = index + direction;
    if (next >= 0 && next < count) onIndexChange(next);
  };
  useArrowKeys(go);
  const swipe = useSwipe(go);
  const shown = images.at(index);
  if (!shown) return null;
  const alt = count > 1 ? `${title} (imagen ${index + 1} de ${count})` : title;

  return (
    <section className={styles.gallery} aria-label="Galería">
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.imageButton}
          onClick={() => setPreview(true)}
          aria-label={`Ver a pantalla completa: ${alt}`}
          {...swipe}
        >
          <ResponsiveImage
            className={styles.image}
            src={shown.image.url}
            srcSet={shown.image.srcSet}
            sizes="(max-width: 768px) 100vw, 60vw"
            width={shown.image.width}
            height={shown.image.height}
            alt={alt}
            loading="eager"
          />
        </button>
        {count > 1 && <GalleryArrows index={index} count={count} onMove={go} className={styles.arrows} />}
      </div>
      {count > 1 && <Thumbnails images={images} index={index} onPick={onIndexChange} />}
      {preview && (
        <Modal title={title} size="wide" onClose={() => setPreview(false)}>
          <div className={styles.preview} {...swipe}>
            <img className={styles.previewImage} src={shown.image.url} alt={alt} />
          </div>
          {count > 1 && <GalleryArrows index={index} count={count} onMove={go} className={styles.previewArrows} />}
        </Modal>
      )}
    </section>
  );
}

interface GalleryArrowsProps {
  index: number;
  count: number;
  onMove: (direction: 1 | -1) => void;
  className: string;
}

function GalleryArrows({ index, count, onMove, className }: GalleryArrowsProps) {
  return (
    <div className={className}>
      <button type="button" className={styles.arrow} onClick={() => onMove(-1)} disabled={index === 0}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Imagen anterior</span>
      </button>
      <span className={styles.counter} aria-live="polite">
        {index + 1} / {count}
      </span>
      <button type="button" className={styles.arrow} onClick={() => onMove(1)} disabled={index === count - 1}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Imagen siguiente</span>
      </button>
    </div>
  );
}

interface ThumbnailsProps {
  images: readonly GalleryImage[];
  index: number;
  onPick: (index: number) => void;
}

function Thumbnails({ images, index, onPick }: ThumbnailsProps) {
  return (
    <ul className={styles.thumbnails} aria-label="Miniaturas">
      {images.map(({ image }, position) => (
        <li key={image.url}>
          <button
            type="button"
            className={styles.thumbnail}
            aria-current={position === index ? 'true' : undefined}
            aria-label={`Imagen ${position + 1} de ${images.length}`}
            onClick={() => onPick(position)}
          >
            <ResponsiveImage
              className={styles.thumbnailImage}
              src={image.url}
              srcSet={image.srcSet}
              sizes="80px"
              width={image.width}
              height={image.height}
              alt=""
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

/** ← and → anywhere on the page (the preview too), except while typing in a field. */
function useArrowKeys(onMove: (direction: 1 | -1) => void) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
      if (event.key === 'ArrowLeft') onMove(-1);
      else if (event.key === 'ArrowRight') onMove(1);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onMove]);
}
