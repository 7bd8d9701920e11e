import { graphql, useFragment } from 'react-relay';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { SavedIdeaCard_savedImage$key } from './__generated__/SavedIdeaCard_savedImage.graphql';
import styles from './SavedIdeaCard.module.css';

const fragment = graphql`
  fragment SavedIdeaCard_savedImage on SavedImage {
    image {
      url
      width
      height
      srcSet
    }
    post {
      title
    }
  }
`;

/** The rendered width of a saved idea at each viewport size (the grid's column). */
const sizes = '(max-width: 768px) 50vw, 240px';

/** One saved image of 'Ideas sin organizar': its picture, named by its post's title. */
export function SavedIdeaCard({ savedImage }: { savedImage: SavedIdeaCard_savedImage$key }) {
  const { image, post } = useFragment(fragment, savedImage);
  return (
    <ResponsiveImage
      className={styles.image}
      src={image.url}
      alt={post.title}
      width={image.width}
      height={image.height}
      srcSet={image.srcSet}
      sizes={sizes}
    />
  );
}
