import { graphql, useFragment } from 'react-relay';
import { truncate } from '../../../lib/truncate';
import type { PostResult_post$key } from './__generated__/PostResult_post.graphql';
import { ResultLayout, ResultThumb } from './ResultLayout';

const fragment = graphql`
  fragment PostResult_post on Post {
    title
    description
    mainImage {
      url
      srcSet
    }
  }
`;

/** A post found by the search: its main image, title and description cut at `descriptionLength` characters. */
export function PostResult({ post, descriptionLength }: { post: PostResult_post$key; descriptionLength: number }) {
  const data = useFragment(fragment, post);
  return (
    <ResultLayout
      thumb={<ResultThumb src={data.mainImage?.url} srcSet={data.mainImage?.srcSet} title={data.title} />}
      title={data.title}
      description={data.description && truncate(data.description, descriptionLength)}
    />
  );
}
