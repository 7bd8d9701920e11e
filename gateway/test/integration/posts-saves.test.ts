import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/security/csrf';
import { signIn } from '../support/accounts';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart } from '../support/multipart';
import { png } from '../support/png';
import { startStack, type Stack } from '../support/stack';
import { webOperations } from '../support/web-operations';

/**
 * Posts, saved images and boards through the graph (spec part 2 §2 Create post, Post
 * detail, Saved ideas, Folder content) against the real api (full seed): what each screen's
 * query costs upstream, createPost and deletePost, and that a viewer only ever reaches their
 * own boards and saves.
 */
let stack: Stack;
const tokens: Record<'creativa' | 'empresa' | 'institucion', string> = { creativa: '', empresa: '', institucion: '' };
beforeAll(async () => {
  stack = await startStack('full');
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[name] = await signIn(stack, `${name}@demo.es`);
  }
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];

async function graph<D>(token: string | null, query: string, variables: Record<string, unknown> = {}) {
  return stack.gateway.graphql<D>(query, { variables, token: token ?? undefined });
}

const CREATE_POST = /* GraphQL */ `
  mutation Create($input: CreatePostInput!) {
    createPost(input: $input) {
      post {
        id
        internalID
        title
        tags
        images {
          image {
            url
            width
            height
          }
          tags
          viewerHasSaved
        }
        peopleTags {
          name
          role
          user {
            username
            displayName
          }
        }
        author {
          username
        }
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

interface CreatedPost {
  id: string;
  internalID: string;
  title: string;
  tags: string[];
  images: { image: { url: string; width: number; height: number }; tags: string[]; viewerHasSaved: boolean }[];
  peopleTags: { name: string; role: string | null; user: { username: string; displayName: string } | null }[];
  author: { username: string };
}

/** createPost as the web app sends it: a GraphQL multipart request, one file per image. */
async function createPost(token: string, input: Record<string, unknown>, sides: number[]) {
  const files = Object.fromEntries(
    sides.map((side, index) => [String(index), { path: `variables.input.images.${index}`, bytes: png({ side }) }]),
  );
  const parts = graphqlUpload(CREATE_POST, { input: { ...input, images: sides.map(() => null) } }, files);
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body,
  });
  return (await response.json()) as GraphQLAnswer<{
    createPost: { post: CreatedPost | null; message: string | null; userErrors: UserErrors };
  } | null>;
}

const calls = (answer: GraphQLAnswer<unknown>) => answer.extensions!.upstreamCalls as number;

describe('createPost and deletePost', () => {
  it('publishes 3 images in their order (the first main) with tags and people, then only the author deletes it', async () => {
    const answer = await createPost(
      tokens.creativa,
      {
        title: 'Colección lino',
        description: 'Tres piezas en lino crudo.',
        peopleTags: [{ name: '@EMPRESA', role: 'Producción' }, { name: 'institucion' }],
        imageTags: [
          { index: 0, tags: ['lino', 'crudo'] },
          { index: 2, tags: ['detalle'] },
        ],
        tags: ['lino', 'verano'],
      },
      [30, 40, 50],
    );
    expect(answer.errors).toBeUndefined();
    const { post, message, userErrors } = answer.data!.createPost!;
    expect(userErrors).toEqual([]);
    expect(message).toBe('Publicación creada correctamente.');
    expect(post!.images.map(({ image }) => image.width)).toEqual([30, 40, 50]);
    expect(post!.images.map(({ tags }) => tags)).toEqual([['lino', 'crudo'], [], ['detalle']]);
    expect(post!.images.every(({ viewerHasSaved }) => !viewerHasSaved)).toBe(true);
    expect(post!.tags).toEqual(['lino', 'verano']);
    expect(post!.peopleTags.map(({ name, role, user }) => [name, role, user?.username])).toEqual([
      ['empresa', 'Producción', 'empresa'],
      ['institucion', null, 'institucion'],
    ]);
    expect(post!.author.username).toBe('creativa');

    const mainImage = await graph<{ node: { mainImage: { url: string } } }>(
      tokens.empresa,
      `query ($id: ID!) { node(id: $id) { ... on Post { mainImage { url } } } }`,
      { id: post!.id },
    );
    expect(mainImage.data!.node.mainImage.url).toBe(post!.images[0]!.image.url);

    const DELETE = `mutation ($input: DeletePostInput!) { deletePost(input: $input) { deletedPostId message userErrors { field message } } }`;
    const refused = await graph<{ deletePost: { deletedPostId: string | null; userErrors: UserErrors } }>(
      tokens.empresa,
      DELETE,
      { input: { postId: post!.id } },
    );
    expect(refused.data!.deletePost).toMatchObject({
      deletedPostId: null,
      userErrors: [{ message: 'Solo el autor puede eliminar esta publicación.' }],
    });
    const deleted = await graph<{ deletePost: { deletedPostId: string | null; userErrors: UserErrors } }>(
      tokens.creativa,
      DELETE,
      { input: { postId: post!.id } },
    );
    expect(deleted.data!.deletePost).toMatchObject({ deletedPostId: post!.id, userErrors: [] });
    const gone = await graph<{ node: unknown }>(tokens.creativa, `query ($id: ID!) { node(id: $id) { id } }`, {
      id: post!.id,
    });
    expect(gone.data!.node).toBeNull();
  });

  it('names an unknown tagged person by its card, with the spec message', async () => {
    const answer = await createPost(
      tokens.creativa,
      { title: 'T', description: 'D', peopleTags: [{ name: 'empresa' }, { name: 'fantasma_no_existe' }] },
      [20],
    );
    expect(answer.data!.createPost).toMatchObject({
      post: null,
      userErrors: [
        { field: 'peopleTags.1.name', message: 'El usuario "fantasma_no_existe" no existe en la plataforma.' },
      ],
    });
  });

  it('refuses more than 6 images before the api', async () => {
    // Seven files: the request as a whole is refused (6 files at most), before any call.
    const sevenFiles = await createPost(tokens.creativa, { title: 'T', description: 'D' }, [8, 8, 8, 8, 8, 8, 8]);
    expect(sevenFiles.data ?? null).toBeNull();
    expect(sevenFiles.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Seven images naming the same file: the api's limit, in its words, before any call.
    const parts = graphqlUpload(
      CREATE_POST,
      { input: { title: 'T', description: 'D', images: Array(7).fill(null) } },
      {
        0: { path: [0, 1, 2, 3, 4, 5, 6].map((index) => `variables.input.images.${index}`), bytes: png({ side: 8 }) },
      },
    );
    const { body, contentType } = multipart(parts);
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${tokens.creativa}` },
      body,
    });
    const answer = (await response.json()) as GraphQLAnswer<{ createPost: { post: unknown; userErrors: UserErrors } }>;
    expect(answer.data!.createPost).toMatchObject({
      post: null,
      userErrors: [{ field: 'images', message: 'Puedes subir como máximo 6 imágenes.' }],
    });
    expect(calls(answer)).toBe(0);
  });
});

const POST_PAGE = /* GraphQL */ `
  query PostPage($id: ID!) {
    node(id: $id) {
      ... on Post {
        title
        description
        tags
        createdAt
        images {
          image {
            url
            width
            height
            srcSet
          }
          tags
          viewerHasSaved
        }
        peopleTags {
          name
          role
          user {
            username
            displayName
            profilePicture
          }
        }
        author {
          username
          displayName
          profilePicture
          isViewer
        }
      }
    }
    randomPosts(first: 20, exclude: [$id]) {
      id
      title
      mainImage {
        url
        srcSet
      }
      images {
        viewerHasSaved
      }
      author {
        username
      }
    }
  }
`;

describe('what each screen costs upstream', () => {
  it('the post page: at most 3 calls for a post of 6 images and 3 tagged people, and 20 more posts', async () => {
    const created = await createPost(
      tokens.creativa,
      {
        title: 'Seis imágenes',
        description: 'Para medir.',
        peopleTags: [{ name: 'empresa' }, { name: 'institucion' }, { name: 'nuevo', role: 'Modelo' }],
        imageTags: [0, 1, 2, 3, 4, 5].map((index) => ({ index, tags: [`t${index}`, 'común'] })),
      },
      [10, 11, 12, 13, 14, 15],
    );
    const post = created.data!.createPost!.post!;
    const answer = await graph<{
      node: { images: unknown[]; peopleTags: { user: unknown }[] };
      randomPosts: unknown[];
    }>(tokens.empresa, POST_PAGE, { id: post.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.node.images).toHaveLength(6);
    expect(answer.data!.node.peopleTags.every(({ user }) => user !== null)).toBe(true);
    expect(answer.data!.randomPosts).toHaveLength(20);
    expect(calls(answer)).toBeLessThanOrEqual(3);
    // The author's own page: whether she is the viewer costs no call of its own either.
    const own = await graph<{ node: { author: { isViewer: boolean } } }>(tokens.creativa, POST_PAGE, { id: post.id });
    expect(own.errors).toBeUndefined();
    expect(own.data!.node.author.isViewer).toBe(true);
    expect(calls(own)).toBeLessThanOrEqual(3);
  });

  it('guardados: the boards with previews and the unorganised images, at most 3 calls', async () => {
    const answer = await graph<{
      viewer: {
        folders: { totalCount: number; edges: { node: { preview: unknown[] } }[] };
        savedImages: { totalCount: number; edges: { node: { isOrganized: boolean } }[] };
      };
    }>(
      tokens.creativa,
      `query {
        viewer {
          folders(first: 20) { totalCount edges { node { id internalID name itemsCount preview { id image { url srcSet } post { internalID } } } } }
          savedImages(unorganized: true, first: 30) { totalCount edges { node { id savedAt isOrganized image { url width height } post { internalID title } } } }
        }
      }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.folders.totalCount).toBeGreaterThan(0);
    expect(answer.data!.viewer.savedImages.edges.every(({ node }) => !node.isOrganized)).toBe(true);
    expect(calls(answer)).toBeLessThanOrEqual(3);
  });

  it('the folder page: at most 3 calls', async () => {
    const folders = await graph<{ viewer: { folders: { edges: { node: { internalID: string } }[] } } }>(
      tokens.creativa,
      `{ viewer { folders { edges { node { internalID } } } } }`,
    );
    const internalID = folders.data!.viewer.folders.edges[0]!.node.internalID;
    const answer = await graph<{ folder: { itemsCount: number; items: { totalCount: number; edges: unknown[] } } }>(
      tokens.creativa,
      `query ($internalID: String!) {
        folder(internalID: $internalID) {
          id name itemsCount createdAt
          items(first: 30) { totalCount edges { node { id addedAt image { url srcSet width height } post { internalID title author { username } } } } }
        }
      }`,
      { internalID },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.folder.items.totalCount).toBe(answer.data!.folder.itemsCount);
    expect(calls(answer)).toBeLessThanOrEqual(3);
  });

  const screens = webOperations().filter(([path]) => /features\/(post|saved)\//.test(path));
  // The post page also reads the viewer's profile (issue 24): whether they reported the post.
  const budget = (path: string) => (path.includes('PostPage') ? 4 : 3);
  it.each(screens.filter(([path]) => /(PostPage|SavedPage|FolderPage)Query/.test(path)))(
    "the web app's %s costs at most 3 calls (the post page 4)",
    async (path, text) => {
      const variables = await screenVariables(path);
      const answer = await graph(tokens.creativa, text, variables);
      expect(answer.errors).toBeUndefined();
      expect(calls(answer)).toBeLessThanOrEqual(budget(path));
    },
  );
});

/** Variables for the web app's route queries: a seeded post, one of the viewer's boards. */
async function screenVariables(path: string): Promise<Record<string, unknown>> {
  if (path.includes('PostPage')) {
    const explorer = await graph<{ explorer: { edges: { node: { post: { id: string } } }[] } }>(
      tokens.creativa,
      `{ explorer(first: 1) { edges { node { post { id } } } } }`,
    );
    return { id: explorer.data!.explorer.edges[0]!.node.post.id };
  }
  if (path.includes('FolderPage')) {
    const folders = await graph<{ viewer: { folders: { edges: { node: { internalID: string; id: string } }[] } } }>(
      tokens.creativa,
      `{ viewer { folders { edges { node { internalID id } } } } }`,
    );
    const folder = folders.data!.viewer.folders.edges[0]!.node;
    return { internalID: folder.internalID, id: folder.internalID, folderId: folder.internalID };
  }
  return {};
}

describe('board items', () => {
  it('are nodes of their own, told apart from the saved image they are', async () => {
    const own = await graph<{
      viewer: {
        folders: {
          edges: { node: { itemsCount: number; items: { edges: { node: { id: string; savedImageId: string } }[] } } }[];
        };
      };
    }>(
      tokens.creativa,
      `{ viewer { folders { edges { node { itemsCount items(first: 1) { edges { node { id savedImageId } } } } } } } }`,
    );
    const item = own.data!.viewer.folders.edges.find(({ node }) => node.itemsCount > 0)!.node.items.edges[0]!.node;
    expect(item.id).not.toBe(item.savedImageId);

    const refetched = await graph<{
      item: { __typename: string; id: string } | null;
      saved: { __typename: string } | null;
    }>(
      tokens.creativa,
      `query ($id: ID!, $saved: ID!) { item: node(id: $id) { __typename id } saved: node(id: $saved) { __typename } }`,
      { id: item.id, saved: item.savedImageId },
    );
    expect(refetched.errors).toBeUndefined();
    expect(refetched.data).toEqual({
      item: { __typename: 'FolderItem', id: item.id },
      saved: { __typename: 'SavedImage' },
    });
  });
});

describe('a viewer reaches only their own boards and saves', () => {
  it('another user can neither read nor change them', async () => {
    const own = await graph<{
      viewer: {
        folders: {
          edges: {
            node: {
              id: string;
              internalID: string;
              itemsCount: number;
              items: { edges: { node: { id: string; image: { url: string }; post: { id: string } } }[] };
            };
          }[];
        };
      };
    }>(
      tokens.creativa,
      `{ viewer { folders { edges { node { id internalID itemsCount items(first: 1) { edges { node { id image { url } post { id } } } } } } } } }`,
    );
    const folder = own.data!.viewer.folders.edges.find(({ node }) => node.itemsCount > 0)!.node;
    const item = folder.items.edges[0]!.node;

    const read = await graph<{
      folder: unknown;
      node: unknown;
      saved: unknown;
      user: { savedImages: unknown; folders: unknown };
    }>(
      tokens.empresa,
      `query ($internalID: String!, $id: ID!, $saved: ID!) {
        folder(internalID: $internalID) { id }
        node(id: $id) { id }
        saved: node(id: $saved) { id }
        user(username: "creativa") { savedImages { totalCount } folders { totalCount } }
      }`,
      { internalID: folder.internalID, id: folder.id, saved: item.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({ folder: null, node: null, saved: null, user: { savedImages: null, folders: null } });

    const move = await graph<{ moveToFolder: { folder: unknown; viewer: unknown; userErrors: UserErrors } }>(
      tokens.empresa,
      `mutation ($input: MoveToFolderInput!) { moveToFolder(input: $input) { folder { id } viewer { id } userErrors { field message } } }`,
      { input: { folderId: folder.id, images: [{ postId: item.post.id, imageUrl: item.image.url }] } },
    );
    expect(move.data!.moveToFolder.folder).toBeNull();
    expect(move.data!.moveToFolder.viewer).toBeNull();
    expect(move.data!.moveToFolder.userErrors).toHaveLength(1);
    const remove = await graph<{ removeFromFolder: { folder: unknown; userErrors: UserErrors } }>(
      tokens.empresa,
      `mutation ($input: RemoveFromFolderInput!) { removeFromFolder(input: $input) { folder { id } userErrors { message } } }`,
      { input: { folderId: folder.id, postId: item.post.id, imageUrl: item.image.url } },
    );
    expect(remove.data!.removeFromFolder.folder).toBeNull();
    expect(remove.data!.removeFromFolder.userErrors).toHaveLength(1);
    const del = await graph<{ deleteFolder: { deletedFolderId: unknown; userErrors: UserErrors } }>(
      tokens.empresa,
      `mutation ($input: DeleteFolderInput!) { deleteFolder(input: $input) { deletedFolderId userErrors { message } } }`,
      { input: { folderId: folder.id } },
    );
    expect(del.data!.deleteFolder.deletedFolderId).toBeNull();
    expect(del.data!.deleteFolder.userErrors).toHaveLength(1);

    const after = await graph<{ folder: { itemsCount: number } }>(
      tokens.creativa,
      `query ($internalID: String!) { folder(internalID: $internalID) { itemsCount } }`,
      { internalID: folder.internalID },
    );
    expect(after.data!.folder.itemsCount).toBe(folder.itemsCount);
  });
});

/** The counts the saves' changes return (their payload's viewer), as guardados reads them. */
const COUNTS = 'folders(first: 1) { totalCount } unorganized: savedImages(unorganized: true, first: 1) { totalCount }';
type CountsAnswer = { folders: { totalCount: number }; unorganized: { totalCount: number } };
type Counts = { foldersCount: number; unorganizedSavedImagesCount: number };
const flat = ({ folders, unorganized }: CountsAnswer): Counts => ({
  foldersCount: folders.totalCount,
  unorganizedSavedImagesCount: unorganized.totalCount,
});

/** The viewer's counts read afresh. */
async function countsOf(token: string): Promise<Counts> {
  return flat((await graph<{ viewer: CountsAnswer }>(token, `{ viewer { ${COUNTS} } }`)).data!.viewer);
}

describe('saving and boards', () => {
  it('saves, moves into a new board, takes out, unsaves and deletes the board', async () => {
    const token = tokens.institucion;
    const explorer = await graph<{
      explorer: {
        edges: { node: { viewerHasSaved: boolean; image: { url: string; srcSet: string }; post: { id: string } } }[];
      };
    }>(token, `{ explorer(first: 30) { edges { node { viewerHasSaved image { url srcSet } post { id } } } } }`);
    // Images not saved yet (the feed is random, and a seeded save may sit in another board).
    const [first, second] = explorer
      .data!.explorer.edges.map(({ node }) => node)
      .filter((node) => !node.viewerHasSaved);
    const before = await countsOf(token);
    const SAVE = `mutation ($input: SaveImageInput!) { saveImage(input: $input) { savedImage { id isOrganized } post { images { viewerHasSaved } } viewer { ${COUNTS} } message userErrors { message } } }`;
    const saved = await graph<{
      saveImage: { savedImage: { id: string; isOrganized: boolean }; viewer: CountsAnswer; message: string };
    }>(token, SAVE, { input: { postId: first!.post.id, imageUrl: first!.image.url } });
    expect(saved.data!.saveImage.message).toBe('Imagen guardada.');
    // Each change returns the counts it moved, as the lists count them.
    expect(flat(saved.data!.saveImage.viewer)).toEqual({
      ...before,
      unorganizedSavedImagesCount: before.unorganizedSavedImagesCount + 1,
    });
    expect(await countsOf(token)).toEqual(flat(saved.data!.saveImage.viewer));

    const created = await graph<{
      createFolder: { folder: { id: string; internalID: string }; viewer: CountsAnswer; message: string };
    }>(
      token,
      `mutation { createFolder(input: { name: "Tablero de prueba" }) { folder { id internalID } viewer { ${COUNTS} } message userErrors { message } } }`,
    );
    expect(created.data!.createFolder.message).toBe('Tablero creado correctamente');
    expect(flat(created.data!.createFolder.viewer).foldersCount).toBe(before.foldersCount + 1);
    const folderId = created.data!.createFolder.folder.id;

    const MOVE = `mutation ($input: MoveToFolderInput!) { moveToFolder(input: $input) { folder { itemsCount preview { id savedImageId } } movedImages { id isOrganized } viewer { ${COUNTS} } message userErrors { message } } }`;
    // A resized copy's URL names the same image.
    const variantUrl = second!.image.srcSet.split(' ')[0]!;
    const moved = await graph<{
      moveToFolder: {
        folder: { itemsCount: number; preview: { id: string; savedImageId: string }[] };
        movedImages: { id: string; isOrganized: boolean }[];
        viewer: CountsAnswer;
        message: string;
      };
    }>(token, MOVE, {
      input: {
        folderId,
        images: [
          { postId: first!.post.id, imageUrl: first!.image.url },
          { postId: second!.post.id, imageUrl: variantUrl },
        ],
      },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.moveToFolder.message).toBe('2 imágenes movidas correctamente');
    expect(moved.data!.moveToFolder.folder.itemsCount).toBe(2);
    expect(flat(moved.data!.moveToFolder.viewer)).toEqual(await countsOf(token));
    expect(moved.data!.moveToFolder.movedImages.map(({ isOrganized }) => isOrganized)).toEqual([true, true]);
    expect(moved.data!.moveToFolder.movedImages[0]!.id).toBe(saved.data!.saveImage.savedImage.id);
    expect(moved.data!.moveToFolder.folder.preview.map(({ savedImageId }) => savedImageId).sort()).toEqual(
      moved.data!.moveToFolder.movedImages.map(({ id }) => id).sort(),
    );

    const removed = await graph<{
      removeFromFolder: {
        folder: { itemsCount: number };
        removedItemId: string;
        savedImage: { isOrganized: boolean };
        viewer: CountsAnswer;
        message: string;
      };
    }>(
      token,
      `mutation ($input: RemoveFromFolderInput!) { removeFromFolder(input: $input) { folder { itemsCount } removedItemId savedImage { isOrganized } viewer { ${COUNTS} } message userErrors { message } } }`,
      { input: { folderId, postId: first!.post.id, imageUrl: first!.image.url } },
    );
    expect(removed.data!.removeFromFolder).toMatchObject({
      folder: { itemsCount: 1 },
      removedItemId: moved.data!.moveToFolder.folder.preview.find(
        ({ savedImageId }) => savedImageId === saved.data!.saveImage.savedImage.id,
      )!.id,
      savedImage: { isOrganized: false },
      message: 'Imagen devuelta a guardados',
    });
    expect(flat(removed.data!.removeFromFolder.viewer).unorganizedSavedImagesCount).toBe(
      flat(moved.data!.moveToFolder.viewer).unorganizedSavedImagesCount + 1,
    );

    const unsaved = await graph<{ unsaveImage: { unsavedImageId: string; viewer: CountsAnswer } }>(
      token,
      `mutation ($input: SaveImageInput!) { unsaveImage(input: $input) { unsavedImageId viewer { ${COUNTS} } message userErrors { message } } }`,
      { input: { postId: first!.post.id, imageUrl: first!.image.url } },
    );
    expect(unsaved.data!.unsaveImage.unsavedImageId).toBe(saved.data!.saveImage.savedImage.id);
    expect(flat(unsaved.data!.unsaveImage.viewer).unorganizedSavedImagesCount).toBe(
      flat(removed.data!.removeFromFolder.viewer).unorganizedSavedImagesCount - 1,
    );

    const deleted = await graph<{
      deleteFolder: {
        deletedFolderId: string;
        releasedImages: { isOrganized: boolean }[];
        viewer: CountsAnswer;
        message: string;
      };
    }>(
      token,
      `mutation ($input: DeleteFolderInput!) { deleteFolder(input: $input) { deletedFolderId releasedImages { id isOrganized } viewer { ${COUNTS} } message userErrors { message } } }`,
      { input: { folderId } },
    );
    expect(deleted.data!.deleteFolder).toMatchObject({
      deletedFolderId: folderId,
      releasedImages: [{ isOrganized: false }],
      message: 'Tablero eliminado correctamente',
    });
    // The board is gone and its one image is unorganised again: the counts saving started from.
    expect(flat(deleted.data!.deleteFolder.viewer)).toEqual({
      foldersCount: before.foldersCount,
      unorganizedSavedImagesCount: before.unorganizedSavedImagesCount + 1,
    });
    expect(await countsOf(token)).toEqual(flat(deleted.data!.deleteFolder.viewer));
  });

  it('an anonymous visitor sees nothing saved, without a call for it', async () => {
    const answer = await graph<{ explorer: { edges: { node: { viewerHasSaved: boolean } }[] } }>(
      null,
      `{ explorer(first: 3) { edges { node { viewerHasSaved } } } }`,
    );
    expect(answer.data!.explorer.edges.every(({ node }) => !node.viewerHasSaved)).toBe(true);
    expect(calls(answer)).toBe(1);
  });
});
