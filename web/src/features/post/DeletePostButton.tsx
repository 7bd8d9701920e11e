import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, type Environment } from 'relay-runtime';
import { useLocation, useNavigate } from 'react-router';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';
import { portfolioConnectionId } from '../../lib/relay/portfolio';
import { paths } from '../../lib/routing/paths';
import type { DeletePostButtonMutation } from './__generated__/DeletePostButtonMutation.graphql';
import styles from './PostActions.module.css';

const mutation = graphql`
  mutation DeletePostButtonMutation($input: DeletePostInput!, $connections: [ID!]!) {
    deletePost(input: $input) {
      deletedPostId @deleteEdge(connections: $connections)
      message
      userErrors {
        message
      }
    }
  }
`;

const TEXTS: OutcomeTexts = {
  refused: 'No se pudo eliminar la publicación.',
  network: 'No se pudo eliminar la publicación. Comprueba tu conexión e inténtalo de nuevo.',
};

const read = (response: DeletePostButtonMutation['response']): PayloadReading<string> => ({
  userErrors: response.deletePost.userErrors,
  message: response.deletePost.message,
  value: response.deletePost.deletedPostId ?? null,
});

interface DeletePostButtonProps {
  /** The post's global id. */
  postId: string;
  /** Its author's global id (the viewer's): the post leaves their portfolio. */
  authorId: string;
  onDeleted: () => void;
}

/**
 * The author's 'Eliminar': asks first, then deletes the post (out of the author's portfolio
 * in the store; see `forget`) and goes back to where the user came from, or to their profile when
 * the post was the first page of the visit.
 */
/**
 * The deleted post's record stays in the store: explorer images, search results and saved
 * images link to it, and a deleted record would leave them pointing at nothing (a screen
 * reading `post.id` of it breaks). Marked stale, every screen that shows it asks the server
 * again when it next loads.
 */
function forget(environment: Environment, postId: string): void {
  commitLocalUpdate(environment, (store) => store.get(postId)?.invalidateRecord());
}

export function DeletePostButton({ postId, authorId, onDeleted }: DeletePostButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deletePost, inFlight] = useOutcomeMutation<DeletePostButtonMutation, string>(mutation, TEXTS, read);
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  // The first entry of a visit has the key 'default': there is nothing in the app to go back to.
  const hasHistory = useLocation().key !== 'default';

  async function confirm() {
    const outcome = await deletePost({ input: { postId }, connections: [portfolioConnectionId(authorId)] });
    if (!outcome.ok) {
      setNotice(errorNotice(outcome.message));
      return;
    }
    forget(environment, postId);
    onDeleted();
    if (hasHistory) void navigate(-1);
    else void navigate(paths.ownProfile(), { replace: true });
  }

  function close() {
    setConfirming(false);
    setNotice(null);
  }

  return (
    <>
      <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => setConfirming(true)}>
        Eliminar
      </button>
      {confirming && (
        <Modal title="¿Eliminar esta publicación?" onClose={close}>
          <p className={styles.confirmText}>
            Se eliminarán la publicación y sus imágenes. Esta acción no se puede deshacer.
          </p>
          <FormNotice notice={notice} />
          <div className={styles.confirmActions}>
            <button type="button" className={styles.button} onClick={close}>
              Cancelar
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.dangerSolid}`}
              onClick={() => !inFlight && void confirm()}
              aria-busy={inFlight}
            >
              {inFlight ? 'Eliminando...' : 'Eliminar publicación'}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
