import { useState } from 'react';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import styles from './EducationalOfferDetail.module.css';

export interface GalleryImage {
  url: string;
  width: number;
  height: number;
  srcSet: string;
}

/** The offer's gallery: one image at a time, previous / next and an indicator per image, wrapping around. */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const count = images.length;
  const image = images[current % count];
  if (!image) return null;
  // Its intrinsic size and its resized variants go to the image as they are.
  const { url, ...size } = image;
  // Past the last image comes the first again, and before the first the last.
  const go = (step: number) => setCurrent((index) => (index + step + count) % count);

  return (
    <div className={styles.gallery} role="group" aria-roledescription="carrusel" aria-label="Galería">
      <div className={styles.galleryFrame}>
        <ResponsiveImage
          key={url}
          src={url}
          {...size}
          sizes="(max-width: 56rem) 100vw, 56rem"
          alt={`${title}: imagen ${current + 1} de ${count}`}
          className={styles.galleryImage}
        />
      </div>
      {count > 1 && (
        <div className={styles.galleryControls}>
          <button type="button" className={styles.galleryArrow} onClick={() => go(-1)} aria-label="Imagen anterior">
            <span aria-hidden="true">‹</span>
          </button>
          <ul className={styles.indicators} aria-label="Imágenes de la galería">
            {images.map((item, index) => (
              <li key={`${index}-${item.url}`}>
                <button
                  type="button"
                  className={styles.indicator}
                  aria-label={`Imagen ${index + 1} de ${count}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.galleryArrow} onClick={() => go(1)} aria-label="Imagen siguiente">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">{`Imagen ${current + 1} de ${count}`}</p>
    </div>
  );
}
