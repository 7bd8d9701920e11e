import type { paths } from './__generated__/api';

/**
 * The REST api's types, read from its OpenAPI document (generated into
 * __generated__/api.ts by `npm run rest-types`): each domain names the answers it reads
 * with these two, e.g. `RestAnswer<'/api/posts/{id}'>['post']`.
 */

/** A path of the api as its document writes it (`/api/posts/{id}`). */
export type RestPath = keyof paths;

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends RestPath, M extends Method> = NonNullable<paths[P][M]>;
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;

/** The JSON of a call's success answer (200, 201 where it creates, 202 where it starts work). */
export type RestAnswer<P extends RestPath, M extends Method = 'get'> =
  Operation<P, M> extends { responses: infer R }
    ? Json<R[200 & keyof R]> | Json<R[201 & keyof R]> | Json<R[202 & keyof R]>
    : never;

/** The JSON body a call takes. */
export type RestBody<P extends RestPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
