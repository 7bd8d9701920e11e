import type { MagazineResolvers } from '../../__generated__/resolvers-types';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';

export const Magazine: MagazineResolvers = {
  id: (magazine) => toGlobalId('Magazine', magazine._id),
  internalID: (magazine) => magazine._id,
  image: (magazine) => magazine.image || null,
  // Older records keep prices as text ("12.50"); anything unreadable is unknown.
  price: (magazine) => {
    const price = typeof magazine.price === 'string' ? Number.parseFloat(magazine.price) : magazine.price;
    return typeof price === 'number' && Number.isFinite(price) ? price : null;
  },
  // No link means "No disponible" on the page.
  link: (magazine) => magazine.link?.trim() || null,
};

/** No by-id call for magazines: the list is short and one call serves every node. */
export const refetchMagazine: NodeRefetch<'Magazine'> = async (id, { loaders }) =>
  asNode('Magazine', (await loaders.magazines.all.load()).find((magazine) => magazine._id === id) ?? null);
