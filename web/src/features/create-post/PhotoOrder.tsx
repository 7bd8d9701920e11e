import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { move, type PickedImage } from './postRules';
import styles from './CreatePostPage.module.css';

interface PhotoOrderProps {
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
}

function said(image: PickedImage, position: number, total: number): string {
  const main = position === 1 ? ' Ahora es la imagen principal.' : '';
  return `${image.file.name}: posición ${position} de ${total}.${main}`;
}

/**
 * The photo-order section: thumbnails in publishing order, reordered by dragging, by the
 * arrow keys on a focused thumbnail or by its 'Mover antes' / 'Mover después' buttons; each
 * move is announced, and the first thumbnail is marked as the main image.
 */
export function PhotoOrder({ images, onChange }: PhotoOrderProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  function moveImage(from: number, to: number, focus: 'thumb' | 'none' = 'thumb') {
    if (to < 0 || to >= images.length || from === to) return;
    const moved = images[from];
    onChange(move(images, from, to));
    setAnnouncement(said(moved, to + 1, images.length));
    // The thumbnail keeps focus at its new place, so the keys can go on moving it.
    if (focus === 'thumb') {
      requestAnimationFrame(() =>
        listRef.current?.querySelector<HTMLElement>(`[data-image-id="${moved.id}"]`)?.focus(),
      );
    }
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveImage(index, index + step);
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragged !== null) moveImage(dragged, index, 'none');
    setDragged(null);
  }

  if (images.length === 0) return <p className={styles.help}>Sube imágenes para elegir su orden.</p>;

  return (
    <>
      <p className={styles.help} id={`${id}-help`}>
        Arrastra las miniaturas o usa las flechas sobre una miniatura para cambiar el orden.
      </p>
      <ol ref={listRef} className={styles.thumbs} aria-label="Orden de las fotos">
        {images.map((image, index) => (
          <li
            key={image.id}
            className={`${styles.thumb} ${dragged === index ? styles.dragging : ''}`}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <button
              type="button"
              className={styles.thumbButton}
              data-image-id={image.id}
              aria-label={`Imagen ${index + 1} de ${images.length}: ${image.file.name}${index === 0 ? ', principal' : ''}`}
              aria-describedby={`${id}-help`}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <img src={image.previewUrl} alt="" draggable={false} />
            </button>
            {index === 0 && <span className={styles.mainBadge}>Principal</span>}
            <div className={styles.thumbMoves}>
              <button
                type="button"
                className={styles.moveButton}
                disabled={index === 0}
                aria-label={`Mover antes la imagen ${index + 1}`}
                onClick={() => moveImage(index, index - 1)}
              >
                ← <span className="visually-hidden">Mover antes</span>
              </button>
              <button
                type="button"
                className={styles.moveButton}
                disabled={index === images.length - 1}
                aria-label={`Mover después la imagen ${index + 1}`}
                onClick={() => moveImage(index, index + 1)}
              >
                <span className="visually-hidden">Mover después</span> →
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </>
  );
}
