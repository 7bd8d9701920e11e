import { graphModule, readSdl } from '../../schema/module';
import { Folder, refetchFolder } from './Folder';
import { createSavesLoaders } from './loaders';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { ExplorerImage, FolderItem, PostImage, refetchFolderItem, refetchSavedImage, SavedImage } from './SavedImage';
import { User } from './User';
import {
  CreateFolderPayload,
  DeleteFolderPayload,
  MoveToFolderPayload,
  RemoveFromFolderPayload,
  SaveImagePayload,
} from './SavesPayloads';

/** Saved images and boards ('Tus ideas guardadas'): the viewer's own only. */
export const savesModule = graphModule({
  name: 'saves',
  typeDefs: readSdl(new URL('./saves.graphql', import.meta.url)),
  resolvers: {
    Query,
    Mutation,
    SavedImage,
    Folder,
    FolderItem,
    PostImage,
    ExplorerImage,
    User,
    SaveImagePayload,
    CreateFolderPayload,
    DeleteFolderPayload,
    MoveToFolderPayload,
    RemoveFromFolderPayload,
  },
  loaders: createSavesLoaders,
  nodes: { SavedImage: refetchSavedImage, Folder: refetchFolder, FolderItem: refetchFolderItem },
});
