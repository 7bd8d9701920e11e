import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import type { UnorganizedIdeasPaginationQuery } from './__generated__/UnorganizedIdeasPaginationQuery.graphql';
import type { UnorganizedIdeas_count$key } from './__generated__/UnorganizedIdeas_count.graphql';
import type { UnorganizedIdeas_item$key } from './__generated__/UnorganizedIdeas_item.graphql';
import type { UnorganizedIdeas_viewer$key } from './__generated__/UnorganizedIdeas_viewer.graphql';
import { MoveToBoardModal } from './MoveToBoardModal';
import { SavedIdeaCard } from './SavedIdeaCard';
import { SAVED_TEXTS } from './savedTexts';
import type { ImageRef } from './useMoveToFolderMutation';
import styles from './UnorganizedIdeas.module.css';

/** Saved images per page of 'Ideas sin organizar'. */
const PAGE_SIZE = 30;

const fragment = graphql`
  fragment UnorganizedIdeas_viewer on User
  @refetchable(queryName: "UnorganizedIdeasPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    ...UnorganizedIdeas_count
    savedImages(unorganized: true, first: $count, after: $cursor) @connection(key: "UnorganizedIdeas_savedImages") {
      __id
      edges {
        node {
          id
          ...UnorganizedIdeas_item
        }
      }
    }
    ...MoveToBoardModal_viewer
  }
`;

// The count, apart from the list: each change to the saves spreads this fragment on its viewer.
const countFragment = graphql`
  fragment UnorganizedIdeas_count on User {
    unorganizedCount: savedImages(unorganized: true, first: 1) {
      totalCount
    }
  }
`;

// What a tile shows and what moving it sends (its post and URL).
const itemFragment = graphql`
  fragment UnorganizedIdeas_item on SavedImage {
    image {
      url
    }
    post {
      id
      title
    }
    ...SavedIdeaCard_savedImage
  }
`;

type Step =
  { kind: 'view' } | { kind: 'select' } | { kind: 'choose'; images: ImageRef[] } | { kind: 'edit'; image: ImageRef };

interface UnorganizedIdeasProps {
  viewer: UnorganizedIdeas_viewer$key;
  onMessage: (text: string, ok: boolean) => void;
}

/**
 * 'Ideas sin organizar': the saved images in no board, newest first, loaded as the user
 * scrolls. 'Organizar' lets the user select images, 'Siguiente' asks for the board; each
 * image's 'Mover' opens the same choice for that image alone (the edit modal).
 */
export function UnorganizedIdeas({ viewer, onMessage }: UnorganizedIdeasProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    UnorganizedIdeasPaginationQuery,
    UnorganizedIdeas_viewer$key
  >(fragment, viewer);
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [selected, setSelected] = useState<ReadonlyMap<string, ImageRef>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const { unorganizedCount } = useFragment<UnorganizedIdeas_count$key>(countFragment, data);
  const list = data.savedImages;
  const edges = list?.edges ?? [];
  const selecting = step.kind !== 'view' && step.kind !== 'edit';

  function toggle(id: string, image: ImageRef) {
    setNotice(null);
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, image);
      return next;
    });
  }

  function next() {
    if (selected.size === 0) setNotice(errorNotice(SAVED_TEXTS.selectImage));
    else setStep({ kind: 'choose', images: [...selected.values()] });
  }

  function finish(message: string) {
    setStep({ kind: 'view' });
    setSelected(new Map());
    setNotice(null);
    onMessage(message, true);
  }

  function stopSelecting() {
    setStep({ kind: 'view' });
    setSelected(new Map());
    setNotice(null);
  }

  return (
    <section className={styles.section} aria-labelledby="unorganized-title">
      <div className={styles.header}>
        <h2 id="unorganized-title" className={styles.title}>
          Ideas sin organizar <span className={styles.count}>({unorganizedCount?.totalCount ?? 0})</span>
        </h2>
        {edges.length > 0 &&
          (selecting ? (
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={stopSelecting}>
                Cancelar
              </button>
              <button type="button" className={styles.primary} onClick={next}>
                Siguiente
              </button>
            </div>
          ) : (
            <button type="button" className={styles.primary} onClick={() => setStep({ kind: 'select' })}>
              Organizar
            </button>
          ))}
      </div>
      {selecting && (
        <p className={styles.hint}>
          Selecciona las imágenes que quieres mover (
          {selected.size === 1 ? '1 seleccionada' : `${selected.size} seleccionadas`}) y pulsa «Siguiente».
        </p>
      )}
      <FormNotice notice={notice} />
      {edges.length === 0 ? (
        <p className={styles.empty}>No tienes ideas sin organizar.</p>
      ) : (
        <ul className={styles.grid}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <IdeaTile
                item={node}
                selecting={selecting}
                selected={selected.has(node.id)}
                onToggle={(image) => toggle(node.id, image)}
                onEdit={(image) => setStep({ kind: 'edit', image })}
              />
            </li>
          ))}
        </ul>
      )}
      <InfiniteScrollSentinel onVisible={() => loadNext(PAGE_SIZE)} disabled={!hasNext || isLoadingNext} />
      {isLoadingNext && (
        <p className={styles.hint} role="status">
          Cargando...
        </p>
      )}
      {step.kind === 'choose' && (
        <MoveToBoardModal
          viewer={data}
          title="Elige un tablero"
          images={step.images}
          flow="organize"
          unorganizedConnectionId={list?.__id ?? ''}
          onClose={() => setStep({ kind: 'select' })}
          onMoved={finish}
        />
      )}
      {step.kind === 'edit' && (
        <MoveToBoardModal
          viewer={data}
          title="Mover a un tablero"
          images={[step.image]}
          flow="edit"
          unorganizedConnectionId={list?.__id ?? ''}
          onClose={() => setStep({ kind: 'view' })}
          onMoved={finish}
        />
      )}
    </section>
  );
}

interface IdeaTileProps {
  item: UnorganizedIdeas_item$key;
  selecting: boolean;
  selected: boolean;
  onToggle: (image: ImageRef) => void;
  onEdit: (image: ImageRef) => void;
}

/** One unorganized image: a checkbox while selecting, else the image and its 'Mover' button. */
function IdeaTile({ item, selecting, selected, onToggle, onEdit }: IdeaTileProps) {
  const card = useFragment(itemFragment, item);
  const { image, post } = card;
  const ref: ImageRef = { postId: post.id, imageUrl: image.url };
  if (selecting) {
    return (
      <label className={selected ? `${styles.tile} ${styles.selected}` : styles.tile}>
        <input
          type="checkbox"
          className={styles.check}
          aria-label={`Seleccionar «${post.title}»`}
          checked={selected}
          onChange={() => onToggle(ref)}
        />
        <SavedIdeaCard savedImage={card} />
      </label>
    );
  }
  return (
    <div className={styles.tile}>
      <SavedIdeaCard savedImage={card} />
      <button type="button" className={styles.edit} onClick={() => onEdit(ref)}>
        Mover <span className="visually-hidden">«{post.title}» a un tablero</span>
      </button>
    </div>
  );
}
