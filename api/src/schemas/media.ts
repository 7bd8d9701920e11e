// Stored media: stored files, and the link previews made from stored images.
import { Type } from '@sinclair/typebox';
import { PREVIEW_KINDS } from '../services/previews';
import { Enum } from './enum';

export const PreviewParams = Type.Object({
  kind: Enum(PREVIEW_KINDS, { description: 'cover: cropped to the card; framed: whole, centred on a plain ground.' }),
  name: Type.String({ pattern: '^[0-9a-f]{32}\\.jpg$', description: "The stored image's content hash, then .jpg." }),
});

export const MediaParams = Type.Object({
  name: Type.String({
    maxLength: 64,
    description: 'A stored name: a content hash, an optional width, then .webp or .pdf.',
  }),
});
