import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../lib/pageTitle';
import { HiddenNotice } from '../reports/HiddenNotice';
import type { PostDetail_post$key } from './__generated__/PostDetail_post.graphql';
import { PostAuthor } from './PostAuthor';
import { PostGallery } from './PostGallery';
import { PostActions } from './PostActions';
import { PostPeople } from './PostPeople';
import { TagList } from './TagList';
import { initialImageIndex } from './postNavigationState';
import styles from './PostDetail.module.css';

const fragment = graphql`
  fragment PostDetail_post on Post {
    id
    internalID
    title
    description
    tags
    images {
      image {
        url
        srcSet
      }
      tags
      viewerHasSaved
      ...PostGallery_images
    }
    ...PostPeople_post
    ...PostAuthor_post
    author {
      id
      isViewer
    }
    viewerHasReported
    moderation {
      ...HiddenNotice_notice
    }
  }
`;

interface PostDetailProps {
  post: PostDetail_post$key;
  /** The post was deleted: the page goes back. */
  onDeleted: () => void;
  /** 'Más posts', below the post. */
  more: ReactNode;
}

/** The post: its gallery on the left, its texts, people and actions on the right. */
export function PostDetail({ post, onDeleted, more }: PostDetailProps) {
  const data = useFragment(fragment, post);
  const { state } = useLocation();
  const [index, setIndex] = useState(() =>
    initialImageIndex(
      state,
      data.images.map(({ image }) => ({ url: image.url, srcSet: image.srcSet })),
    ),
  );
  const heading = usePageTitle(data.title);
  // After a save elsewhere or a refetch the list may be shorter; never point past its end.
  const current = Math.min(index, Math.max(data.images.length - 1, 0));
  const shown = data.images.at(current);

  return (
    <div className={styles.page}>
      <article className={styles.post}>
        {/* Only the author receives it: nobody else sees a hidden post. */}
        {data.moderation && (
          <div className={styles.hiddenNotice}>
            <HiddenNotice notice={data.moderation} kind="post" />
          </div>
        )}
        <PostGallery title={data.title} images={data.images} index={current} onIndexChange={setIndex} />
        <div className={styles.info}>
          <h1 className={styles.title} {...heading}>
            {data.title}
          </h1>
          <PostAuthor post={data} />
          {data.description && <p className={styles.description}>{data.description}</p>}
          <PostActions
            postId={data.id}
            internalID={data.internalID}
            image={shown ? { url: shown.image.url, viewerHasSaved: shown.viewerHasSaved } : null}
            isOwner={data.author.isViewer}
            viewerHasReported={data.viewerHasReported}
            authorId={data.author.id}
            onDeleted={onDeleted}
          />
          {shown && shown.tags.length > 0 && (
            <TagList title={`Etiquetas de la imagen ${current + 1}`} tags={shown.tags} />
          )}
          <PostPeople post={data} />
          {data.tags.length > 0 && <TagList title="Etiquetas" tags={data.tags} />}
        </div>
      </article>
      {more}
    </div>
  );
}
