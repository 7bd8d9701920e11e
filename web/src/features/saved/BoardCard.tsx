import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Modal } from '../../components/Modal';
import { paths } from '../../lib/routing/paths';
import type { BoardCard_folder$key } from './__generated__/BoardCard_folder.graphql';
import { imageCount } from './savedTexts';
import { useDeleteFolderMutation } from './useDeleteFolderMutation';
import styles from './BoardCard.module.css';
import { DialogActions } from '../../components/DialogActions';

const fragment = graphql`
  fragment BoardCard_folder on Folder {
    id
    internalID
    name
    itemsCount
    preview {
      id
      savedImageId
      image {
        url
      }
    }
  }
`;

/** Part 2 §9: a board's preview shows up to 4 images. */
const PREVIEW_SIZE = 4;

interface BoardCardProps {
  folder: BoardCard_folder$key;
  /** The boards connection, which a deleted board leaves. */
  connectionId: string;
  onMessage: (text: string, ok: boolean) => void;
}

/** One board: its 4-image preview, name and count, opening the board; and its delete button. */
export function BoardCard({ folder, connectionId, onMessage }: BoardCardProps) {
  const board = useFragment(fragment, folder);
  const [confirming, setConfirming] = useState(false);
  const [deleteFolder, deleting] = useDeleteFolderMutation(connectionId);
  const preview = board.preview.slice(0, PREVIEW_SIZE);

  async function confirmDelete() {
    const outcome = await deleteFolder(board.id);
    setConfirming(false);
    onMessage(outcome.message ?? '', outcome.ok);
  }

  return (
    <article className={styles.card}>
      <Link to={paths.savedFolder(board.internalID)} className={styles.link}>
        <span className={styles.preview} aria-hidden="true">
          {Array.from({ length: PREVIEW_SIZE }, (_, index) => {
            const item = preview[index];
            return item ? (
              <img key={item.savedImageId} src={item.image.url} alt="" className={styles.tile} loading="lazy" />
            ) : (
              <span key={`empty-${index}`} className={styles.empty} />
            );
          })}
        </span>
        <span className={styles.name}>{board.name}</span>
        <span className={styles.count}>{imageCount(board.itemsCount)}</span>
      </Link>
      <button type="button" className={styles.delete} onClick={() => setConfirming(true)}>
        Eliminar <span className="visually-hidden">el tablero {board.name}</span>
      </button>
      {confirming && (
        <Modal title="Eliminar tablero" onClose={() => setConfirming(false)}>
          <p>¿Seguro que quieres eliminar el tablero «{board.name}»? Sus imágenes seguirán en tus ideas guardadas.</p>
          <DialogActions
            onCancel={() => setConfirming(false)}
            onConfirm={() => void confirmDelete()}
            confirm="Eliminar"
            busyText="Eliminando..."
            busy={deleting}
            variant="dangerSolid"
          />
        </Modal>
      )}
    </article>
  );
}
