import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { Outcome, PayloadReading } from '../../lib/relay/mutationOutcome';
import { portfolioConnectionId } from '../../lib/relay/portfolio';
import { useUploadMutation, type UploadState } from '../../lib/relay/useUploadMutation';
import type {
  useCreatePostMutation as CreatePost,
  useCreatePostMutation$data,
} from './__generated__/useCreatePostMutation.graphql';
import { cleanName, filledCards, TEXTS, type PersonCard, type PickedImage } from './postRules';

// The new post goes first in the author's portfolio (newest first) straight from this
// payload, which carries what the portfolio's tiles show: no refetch of the profile.
const mutation = graphql`
  mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      post @prependNode(connections: $connections, edgeTypeName: "PostEdge") {
        id
        internalID
        ...PortfolioGallery_post
        ...PortfolioList_post
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

type Payload = useCreatePostMutation$data['createPost'];

/** What the form has when it publishes. */
export interface PostDraft {
  title: string;
  description: string;
  images: readonly PickedImage[];
  cards: readonly PersonCard[];
}

/** What publishing gave: the new post, the refusals by field, or a message for the whole form. */
export type PublishResult =
  | { kind: 'created'; postId: string; message: string | null }
  | { kind: 'refused'; errors: ReadonlyArray<{ field?: string | null; message: string }> }
  | { kind: 'failed'; message: string };

// The refusals are read by field (each shows next to its field), so the payload is taken
// whole rather than reduced to its first message.
const read = ({ createPost }: CreatePost['response']): PayloadReading<Payload> => ({
  userErrors: [],
  value: createPost,
});

function toInput(draft: PostDraft): CreatePost['variables']['input'] {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    images: draft.images.map(() => null),
    peopleTags: filledCards(draft.cards).map(({ card }) => ({
      name: cleanName(card.name),
      role: card.role.trim() || null,
    })),
    imageTags: draft.images.map((image, index) => ({ index, tags: image.tags })).filter(({ tags }) => tags.length > 0),
  };
}

function toResult(outcome: Outcome<Payload>): PublishResult {
  if (!outcome.ok) return { kind: 'failed', message: outcome.message };
  const { post, message, userErrors } = outcome.value;
  if (userErrors.length > 0 || !post) {
    return { kind: 'refused', errors: userErrors.length > 0 ? userErrors : [{ field: null, message: TEXTS.refused }] };
  }
  return { kind: 'created', postId: post.internalID, message: message ?? null };
}

/**
 * createPost as a multipart request (the images in their order, the first is the main one),
 * with the upload's progress; the new post is prepended to `viewerId`'s portfolio.
 */
export function useCreatePostMutation(viewerId: string): [(draft: PostDraft) => Promise<PublishResult>, UploadState] {
  const [send, state] = useUploadMutation<CreatePost, Payload>(
    mutation,
    { refused: TEXTS.refused, network: TEXTS.network },
    read,
  );
  const publish = useCallback(
    async (draft: PostDraft) => {
      const connections = [portfolioConnectionId(viewerId)];
      const uploadables = Object.fromEntries(draft.images.map((image, index) => [`input.images.${index}`, image.file]));
      return toResult(await send({ input: toInput(draft), connections }, uploadables));
    },
    [send, viewerId],
  );
  return [publish, state];
}
