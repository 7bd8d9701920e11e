import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import placeholder from '../assets/article-placeholder.svg';
import { FallbackImage } from '../../../components/FallbackImage';
import styles from './ZoomableImage.module.css';

interface ZoomableImageProps {
  src: string;
  alt: string;
  /** Title of the full-screen preview dialog. */
  previewTitle: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** An image that opens a full-screen preview when clicked. */
export function ZoomableImage({ src, alt, previewTitle, className, loading }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        onClick={() => setOpen(true)}
        aria-label={alt ? `Ampliar imagen: ${alt}` : 'Ampliar imagen'}
        aria-haspopup="dialog"
      >
        <FallbackImage className={styles.image} src={src} fallback={placeholder} alt="" loading={loading} />
      </button>
      {open && (
        <Modal title={previewTitle} onClose={() => setOpen(false)} size="wide">
          <FallbackImage className={styles.preview} src={src} fallback={placeholder} alt={alt} loading="eager" />
        </Modal>
      )}
    </>
  );
}
