/** Answers of the graph for the saved screens' tests, shaped as the gateway sends them. */

export const VIEWER_ID = 'VXNlcjp2aWV3ZXI=';

export function image(key: string, height = 1000) {
  return { url: `/media/${key}.webp`, width: 800, height, srcSet: null };
}

export function savedImage(n: number) {
  return {
    __typename: 'SavedImage',
    id: `saved-${n}`,
    isOrganized: false,
    image: image(`idea${n}`),
    post: { __typename: 'Post', id: `post-${n}`, title: `Idea ${n}` },
  };
}

export function board(n: number, itemsCount = 2) {
  return {
    __typename: 'Folder',
    id: `folder-${n}`,
    internalID: `f${n}`,
    name: `Tablero ${n}`,
    itemsCount,
    preview: Array.from({ length: Math.min(itemsCount, 4) }, (_, index) => ({
      __typename: 'FolderItem',
      id: `item-${n}-${index}`,
      image: { url: `/media/board${n}-${index}.webp` },
    })),
  };
}

const pageInfo = (hasNextPage = false) => ({
  hasNextPage,
  endCursor: 'end',
  hasPreviousPage: false,
  startCursor: null,
});

/** The viewer with its counts, as the guardados query and the saves' payloads bring it. */
export function viewerCounts(boards: number, ideas: number) {
  return {
    __typename: 'User',
    id: VIEWER_ID,
    foldersCount: { __typename: 'FolderConnection', totalCount: boards },
    unorganizedCount: { __typename: 'SavedImageConnection', totalCount: ideas },
  };
}

/** The guardados query's answer: `boards` boards and `ideas` unorganized images. */
export function savedAnswer(boards: number, ideas: number) {
  return {
    data: {
      viewer: {
        ...viewerCounts(boards, ideas),
        folders: {
          __typename: 'FolderConnection',
          totalCount: boards,
          edges: Array.from({ length: boards }, (_, index) => ({
            __typename: 'FolderEdge',
            cursor: `b${index}`,
            node: board(index + 1),
          })),
          pageInfo: pageInfo(),
        },
        savedImages: {
          __typename: 'SavedImageConnection',
          totalCount: ideas,
          edges: Array.from({ length: ideas }, (_, index) => ({
            __typename: 'SavedImageEdge',
            cursor: `s${index}`,
            node: savedImage(index + 1),
          })),
          pageInfo: pageInfo(),
        },
      },
    },
  };
}

export function folderItem(n: number, addedAt: string) {
  return {
    __typename: 'FolderItem',
    id: `saved-${n}`,
    addedAt,
    image: image(`item${n}`, 900 + n),
    post: { __typename: 'Post', id: `post-${n}`, internalID: `p${n}`, title: `Obra ${n}` },
  };
}

/** The folder page's answer: a board with the given items (null: not found). */
export function folderAnswer(items: ReturnType<typeof folderItem>[] | null) {
  if (items === null) return { data: { folder: null } };
  return {
    data: {
      folder: {
        __typename: 'Folder',
        id: 'folder-1',
        name: 'Lino',
        itemsCount: items.length,
        items: {
          __typename: 'FolderItemConnection',
          edges: items.map((node, index) => ({ __typename: 'FolderItemEdge', cursor: `i${index}`, node })),
          pageInfo: pageInfo(),
        },
      },
    },
  };
}
