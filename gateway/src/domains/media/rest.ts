import type { RestAnswer } from '../../rest/answers';

/** An image as REST answers carry it: its URL, intrinsic size and resized copies (post `imageDetails[]`). */
export type RestImageDetail = RestAnswer<'/api/posts/{id}'>['post']['imageDetails'][number];
