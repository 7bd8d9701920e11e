import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../test/relay';
import { GraphQLRequestError } from './environment';
import { useSaveImageMutation } from './useSaveImageMutation';
import type { useSaveImageMutationTestQuery as TestQuery } from './__generated__/useSaveImageMutationTestQuery.graphql';

// The records a save touches: an explorer image, the same image on its post, and the
// viewer's 'Ideas sin organizar'.
const query = graphql`
  query useSaveImageMutationTestQuery {
    explorer(first: 1) {
      edges {
        node {
          viewerHasSaved
          image {
            url
          }
          post {
            id
            images {
              image {
                url
              }
              viewerHasSaved
            }
          }
        }
      }
    }
    viewer {
      id
      unorganizedCount: savedImages(unorganized: true, first: 1) {
        totalCount
      }
      savedImages(unorganized: true, first: 10) @connection(key: "UnorganizedIdeas_savedImages") {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

const POST_ID = 'UG9zdDpwMQ==';
const URL = '/media/p1-a.webp';

function storeData(saved: boolean) {
  return {
    explorer: {
      edges: [
        {
          cursor: 'c1',
          node: {
            __typename: 'ExplorerImage',
            viewerHasSaved: saved,
            image: { url: URL },
            post: {
              __typename: 'Post',
              id: POST_ID,
              images: [
                { image: { url: URL }, viewerHasSaved: saved },
                { image: { url: '/media/p1-b.webp' }, viewerHasSaved: false },
              ],
            },
          },
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: 'c1' },
    },
    viewer: {
      __typename: 'User',
      id: 'viewer',
      unorganizedCount: { totalCount: saved ? 1 : 0 },
      savedImages: {
        edges: saved ? [{ cursor: 's1', node: { __typename: 'SavedImage', id: 'saved-1' } }] : [],
        pageInfo: { hasNextPage: false, endCursor: saved ? 's1' : null },
      },
    },
  };
}

function Probe() {
  const data = useLazyLoadQuery<TestQuery>(query, {}, { fetchPolicy: 'store-only' });
  const [toggle, inFlight] = useSaveImageMutation();
  const [message, setMessage] = useState('');
  const node = data.explorer?.edges[0]?.node;
  const list = data.viewer?.savedImages;
  if (!node) return null;
  return (
    <div>
      <p data-testid="explorer">{String(node.viewerHasSaved)}</p>
      <p data-testid="post" title={node.post.images.map((postImage) => postImage.image.url).join(' ')}>
        {node.post.images.map((postImage) => String(postImage.viewerHasSaved)).join(',')}
      </p>
      <p data-testid="list">
        {data.viewer?.unorganizedCount?.totalCount}:{list?.edges.map((edge) => edge.node.id).join(',')}
      </p>
      <p data-testid="busy">{String(inFlight)}</p>
      <button
        type="button"
        onClick={() =>
          void toggle({ postId: node.post.id, imageUrl: node.image.url, viewerHasSaved: node.viewerHasSaved }).then(
            (outcome) => setMessage(`${outcome.ok}:${outcome.message}`),
          )
        }
      >
        Guardar
      </button>
      <p data-testid="message">{message}</p>
    </div>
  );
}

function renderProbe(saved: boolean): MockEnvironment {
  const environment = createMockEnvironment();
  environment.commitPayload(createOperationDescriptor(getRequest(query), {}), storeData(saved));
  renderWithRelay(<Probe />, environment);
  return environment;
}

const text = (id: string) => screen.getByTestId(id).textContent;

function payload(field: 'saveImage' | 'unsaveImage', saved: boolean, extra: Record<string, unknown>) {
  return {
    data: {
      [field]: {
        post: {
          __typename: 'Post',
          id: POST_ID,
          images: [
            { image: { url: URL }, viewerHasSaved: saved },
            { image: { url: '/media/p1-b.webp' }, viewerHasSaved: false },
          ],
        },
        // The count comes with the viewer: the image was in no board.
        viewer: { __typename: 'User', id: 'viewer', unorganizedCount: { totalCount: saved ? 1 : 0 } },
        message: null,
        userErrors: [],
        ...extra,
      },
    },
  };
}

describe('useSaveImageMutation', () => {
  it('flips the image at once everywhere, then puts the saved image at the top of Ideas sin organizar', async () => {
    const environment = renderProbe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(text('explorer')).toBe('true');
    expect(text('post')).toBe('true,false');
    expect(text('busy')).toBe('true');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { postId: POST_ID, imageUrl: URL } });
    await act(async () =>
      environment.mock.resolveMostRecentOperation(
        payload('saveImage', true, {
          savedImage: {
            __typename: 'SavedImage',
            id: 'saved-1',
            image: { url: URL, width: 800, height: 1000, srcSet: null },
            post: { __typename: 'Post', id: POST_ID, title: 'Lino' },
          },
        }),
      ),
    );
    expect(text('message')).toBe('true:¡Guardado!');
    expect(text('explorer')).toBe('true');
    expect(text('list')).toBe('1:saved-1');
  });

  it('unsaves: the image leaves Ideas sin organizar, with "Eliminado de guardados"', async () => {
    const environment = renderProbe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(text('explorer')).toBe('false');
    await act(async () =>
      environment.mock.resolveMostRecentOperation(payload('unsaveImage', false, { unsavedImageId: 'saved-1' })),
    );
    expect(text('message')).toBe('true:Eliminado de guardados');
    expect(text('explorer')).toBe('false');
    expect(text('post')).toBe('false,false');
    expect(text('list')).toBe('0:');
  });

  it('rolls the flip back when the request fails, with "No se pudo guardar la imagen."', async () => {
    const environment = renderProbe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(text('explorer')).toBe('true');
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(text('explorer')).toBe('false');
    expect(text('post')).toBe('false,false');
    expect(text('list')).toBe('0:');
    expect(text('message')).toBe('false:No se pudo guardar la imagen.');
  });

  it('rolls an unsave back with "No se pudo quitar de guardados."', async () => {
    const environment = renderProbe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', 'INTERNAL')),
    );
    expect(text('explorer')).toBe('true');
    expect(text('list')).toBe('1:saved-1');
    expect(text('message')).toBe('false:No se pudo quitar de guardados.');
  });

  it("rolls back on a refusal and shows the server's words", async () => {
    const environment = renderProbe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          saveImage: {
            post: null,
            savedImage: null,
            message: null,
            userErrors: [{ message: 'La imagen no pertenece a esta publicación.' }],
          },
        },
      }),
    );
    expect(text('explorer')).toBe('false');
    expect(text('message')).toBe('false:La imagen no pertenece a esta publicación.');
  });
});
