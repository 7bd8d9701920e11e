import { authRest } from './auth';
import { blogRest } from './blog';
import type { RestCaller } from './http';
import { magazinesRest } from './magazines';
import { postsRest } from './posts';
import { usersRest } from './users';

/** Every REST resource the gateway talks to, bound to one caller (token + counter). */
export function createRestApi(rest: RestCaller) {
  return {
    auth: authRest(rest),
    users: usersRest(rest),
    posts: postsRest(rest),
    blog: blogRest(rest),
    magazines: magazinesRest(rest),
  };
}

export type RestApi = ReturnType<typeof createRestApi>;
