import type { Resolvers } from '../__generated__/resolvers-types';
import { Article } from './Article';
import { ExplorerImage } from './ExplorerImage';
import { Image } from './Image';
import { Magazine } from './Magazine';
import { Mutation } from './Mutation';
import { Node } from './Node';
import { Post } from './Post';
import { Query } from './Query';
import { User } from './User';

/** One resolver map per graph type; connections and payloads need none of their own. */
export const resolvers: Resolvers = {
  Query,
  Mutation,
  Node,
  User,
  Post,
  ExplorerImage,
  Image,
  Article,
  Magazine,
};
