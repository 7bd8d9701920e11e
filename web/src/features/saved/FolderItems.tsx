import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { Masonry, type MasonryBreakpoints } from '../../components/Masonry';
import { Modal } from '../../components/Modal';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { paths } from '../../lib/routing/paths';
import type { FolderItemsPaginationQuery } from './__generated__/FolderItemsPaginationQuery.graphql';
import type { FolderItems_folder$key } from './__generated__/FolderItems_folder.graphql';
import { imageCount } from './savedTexts';
import { useRemoveFromFolderMutation } from './useRemoveFromFolderMutation';
import styles from './FolderItems.module.css';
import { DialogActions } from '../../components/DialogActions';

const PAGE_SIZE = 30;

/** The board's masonry: 4 columns, 3 up to 1100 px, 2 up to 768 px (as 'Más posts'). */
const columns: MasonryBreakpoints = { default: 4, 1100: 3, 768: 2 };
const sizes = '(max-width: 768px) 50vw, (max-width: 1100px) 33vw, 25vw';

const fragment = graphql`
  fragment FolderItems_folder on Folder
  @refetchable(queryName: "FolderItemsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    id
    itemsCount
    items(first: $count, after: $cursor) @connection(key: "FolderItems_items") {
      __id
      edges {
        node {
          id
          savedImageId
          addedAt
          image {
            url
            width
            height
            srcSet
          }
          post {
            id
            internalID
            title
          }
        }
      }
    }
  }
`;

interface Removal {
  postId: string;
  imageUrl: string;
  title: string;
}

interface FolderItemsProps {
  folder: FolderItems_folder$key;
  onMessage: (text: string, ok: boolean) => void;
}

/**
 * A board's images, newest added first, each opening its post on that image; 'Quitar de
 * la carpeta' asks first and returns the image to the saved ideas.
 */
export function FolderItems({ folder, onMessage }: FolderItemsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FolderItemsPaginationQuery,
    FolderItems_folder$key
  >(fragment, folder);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [remove, removing] = useRemoveFromFolderMutation(data.items.__id);
  const items = useMemo(
    () => [...data.items.edges.map((edge) => edge.node)].sort((a, b) => b.addedAt.localeCompare(a.addedAt)),
    [data.items.edges],
  );

  async function confirmRemoval(target: Removal) {
    const outcome = await remove({ folderId: data.id, postId: target.postId, imageUrl: target.imageUrl });
    setRemoval(null);
    onMessage(outcome.message ?? '', outcome.ok);
  }

  return (
    <>
      <p className={styles.count}>{imageCount(data.itemsCount)}</p>
      {items.length === 0 ? (
        <p className={styles.empty}>Este tablero aún no tiene imágenes.</p>
      ) : (
        <Masonry
          items={items}
          breakpoints={columns}
          getKey={(item) => item.savedImageId}
          aspectRatio={(item) => (item.image.width > 0 ? item.image.height / item.image.width : 1)}
          renderItem={(item, { row }) => (
            <div className={styles.item}>
              <Link to={paths.post(item.post.internalID)} state={{ imageUrl: item.image.url }} className={styles.link}>
                <ResponsiveImage
                  className={styles.image}
                  src={item.image.url}
                  alt={item.post.title}
                  width={item.image.width}
                  height={item.image.height}
                  srcSet={item.image.srcSet}
                  sizes={sizes}
                  loading={row === 0 ? 'eager' : 'lazy'}
                />
              </Link>
              <button
                type="button"
                className={styles.remove}
                onClick={() => setRemoval({ postId: item.post.id, imageUrl: item.image.url, title: item.post.title })}
              >
                Quitar de la carpeta <span className="visually-hidden">«{item.post.title}»</span>
              </button>
            </div>
          )}
        />
      )}
      <InfiniteScrollSentinel onVisible={() => loadNext(PAGE_SIZE)} disabled={!hasNext || isLoadingNext} />
      {isLoadingNext && (
        <p className={styles.count} role="status">
          Cargando...
        </p>
      )}
      {removal && (
        <Modal title="Quitar de la carpeta" onClose={() => setRemoval(null)}>
          <p>¿Quieres quitar «{removal.title}» de este tablero? Seguirá en tus ideas guardadas.</p>
          <DialogActions
            onCancel={() => setRemoval(null)}
            onConfirm={() => void confirmRemoval(removal)}
            confirm="Quitar"
            busyText="Quitando..."
            busy={removing}
            variant="dangerSolid"
          />
        </Modal>
      )}
    </>
  );
}
