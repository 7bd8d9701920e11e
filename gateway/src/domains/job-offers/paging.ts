import type { ListPaging } from '../../relay/connections';

/** Offer lists: 20 a page by default, up to 50; the api pages up to 100. */
export const OFFER_LIST_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 20, maxFirst: 50, maxLimit: 100 };
