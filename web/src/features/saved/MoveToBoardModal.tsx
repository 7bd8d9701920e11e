import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import type { MoveToBoardModal_viewer$key } from './__generated__/MoveToBoardModal_viewer.graphql';
import { SAVED_TEXTS } from './savedTexts';
import { useMoveToFolderMutation, type ImageRef, type MoveFlow } from './useMoveToFolderMutation';
import styles from './MoveToBoardModal.module.css';
import { DialogActions } from '../../components/DialogActions';

// The same list as the boards grid (same connection), so a board just created is a choice.
const fragment = graphql`
  fragment MoveToBoardModal_viewer on User {
    folders(first: 50) @connection(key: "SavedBoards_folders") {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

interface MoveToBoardModalProps {
  viewer: MoveToBoardModal_viewer$key;
  title: string;
  images: ImageRef[];
  flow: MoveFlow;
  /** 'Ideas sin organizar' in the store (its `__id`): the moved images leave it. */
  unorganizedConnectionId: string;
  onClose: () => void;
  /** The move succeeded: its message. */
  onMoved: (message: string) => void;
}

/** Choosing the board to move images to: 'Selecciona un tablero' until one is chosen. */
export function MoveToBoardModal({
  viewer,
  title,
  images,
  flow,
  unorganizedConnectionId,
  onClose,
  onMoved,
}: MoveToBoardModalProps) {
  const { folders } = useFragment(fragment, viewer);
  const boards = folders?.edges.map((edge) => edge.node) ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [move, moving] = useMoveToFolderMutation(unorganizedConnectionId);
  const name = useId();

  async function submit() {
    if (!chosen) {
      setNotice(errorNotice(SAVED_TEXTS.selectBoard));
      return;
    }
    const outcome = await move(chosen, images, flow);
    if (outcome.ok) onMoved(outcome.message ?? SAVED_TEXTS.movedOne);
    else setNotice(errorNotice(outcome.message));
  }

  return (
    <Modal title={title} onClose={onClose}>
      {boards.length === 0 ? (
        <p>Aún no tienes tableros. Crea uno en «Tus ideas guardadas» para organizar tus ideas.</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Tablero</legend>
          {boards.map((board) => (
            <label key={board.id} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={board.id}
                checked={chosen === board.id}
                onChange={() => setChosen(board.id)}
              />
              <span>{board.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <FormNotice notice={notice} />
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void submit()}
        confirm="Mover"
        busyText="Moviendo..."
        busy={moving}
      />
    </Modal>
  );
}
