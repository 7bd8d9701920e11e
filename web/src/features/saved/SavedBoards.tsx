import { graphql, useFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import type { SavedBoards_viewer$key } from './__generated__/SavedBoards_viewer.graphql';
import { BoardCard } from './BoardCard';
import { CreateBoardForm } from './CreateBoardForm';
import styles from './SavedBoards.module.css';

// At most 50 boards (the graph's page limit), newest first.
const fragment = graphql`
  fragment SavedBoards_viewer on User {
    # The count, apart from the list: each change to the boards returns it (their viewer).
    foldersCount: folders(first: 1) {
      totalCount
    }
    folders(first: 50) @connection(key: "SavedBoards_folders") {
      __id
      edges {
        node {
          id
          ...BoardCard_folder
        }
      }
    }
  }
`;

interface SavedBoardsProps {
  viewer: SavedBoards_viewer$key;
  onMessage: (text: string, ok: boolean) => void;
  /** Shows the page's notice, or takes it away (null). */
  notify: (notice: Notice | null) => void;
}

/** The boards grid with the create-board form (part 2 §2 'Saved ideas'). */
export function SavedBoards({ viewer, onMessage, notify }: SavedBoardsProps) {
  const { folders, foldersCount } = useFragment(fragment, viewer);
  if (!folders) return null;
  return (
    <section className={styles.section} aria-labelledby="saved-boards-title">
      <h2 id="saved-boards-title" className={styles.title}>
        Tableros <span className={styles.count}>({foldersCount?.totalCount ?? 0})</span>
      </h2>
      <CreateBoardForm connectionId={folders.__id} notify={notify} />
      {folders.edges.length === 0 ? (
        <p className={styles.empty}>Aún no tienes tableros. Crea uno para organizar tus ideas.</p>
      ) : (
        <ul className={styles.grid}>
          {folders.edges.map(({ node }) => (
            <li key={node.id}>
              <BoardCard folder={node} connectionId={folders.__id} onMessage={onMessage} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
