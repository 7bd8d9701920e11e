// Publishing a post (part 2 §7): a multipart form of up to 6 images, stored through the image
// queue; nothing is kept when one image is refused.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../../http/auth';
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { busy } from '../../domain/refusals';
import { HttpError, badRequest } from '../../http/errors';
import type { StoredImage } from '../../db/columns';
import { checkPostForm, resolvePeopleTags } from '../../models/post-form';
import { removeUnreferencedMedia } from '../../models/media-references';
import { checkFormFields, readMultipartForm } from '../../http/multipart-form';
import { UPLOAD_MESSAGES, withUploadFolder, type UploadFolder } from '../../http/uploads';
import { imageFileUrls } from '../../models/post-media';
import { insertPost } from '../../models/posts';
import { errors } from '../../schemas/common';
import { CreatedPost, POST_FORM_MESSAGES, POST_LIMITS, PostForm, PostFormFields } from '../../schemas/post';
import { InvalidImageError } from '../../services/media';

const TAG = ['posts'];
const bearer = [{ bearerAuth: [] }];

/** Each image of a post: the same ceiling as every other upload. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The repeated file field (`images[]` is how some form libraries name it). */
const IMAGE_FIELDS = new Set(['images', 'images[]']);

const CREATE_MESSAGES = {
  created: 'Publicación creada correctamente.',
  notAnImage: 'El archivo no es una imagen válida.',
  imageTooLarge: 'La imagen es demasiado grande. El máximo es 10 MB por imagen.',
  wrongFileField: 'Las imágenes deben enviarse en el campo "images".',
} as const;

export function registerPostCreationRoute(app: App, ctx: AppContext): void {
  app.post(
    '/api/posts',
    {
      onRequest: ctx.auth.required,
      // The multipart body is read and checked by the handler; the schema only documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags: TAG,
        summary: 'Publishes a post (multipart: title, description, images, peopleTags, imageTags)',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: PostForm,
        response: { 201: CreatedPost, ...errors(400, 401, 413, 503) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request);
      // Refused before reading the photos when the queue has no room even for one.
      if (ctx.media.queue.isFull()) throw busy();
      const gone = clientGone(reply);
      const post = await withUploadFolder(ctx.config.uploadTmpDir, async (folder) => {
        const form = await readPostForm(request, folder);
        const checked = checkPostForm(form.fields, form.images.length);
        const peopleTags = await resolvePeopleTags(ctx.db, checked.peopleTags);
        const images = await storeImages(ctx, form.images, gone);
        try {
          return await insertPost(ctx.db, { ...checked, peopleTags, images, userId, now: ctx.clock.now() });
        } catch (error) {
          await removeUnreferencedMedia(ctx.db, ctx.media.storage, imageFileUrls(images));
          throw error;
        }
      });
      return reply.status(201).send({ message: CREATE_MESSAGES.created, post });
    },
  );
}

interface PostMultipart {
  fields: PostFormFields;
  /** The images' temporary files, in the order sent. */
  images: string[];
}

/** Reads the whole form: at most 6 images of 10 MB (the app-wide multipart limit is one file). */
async function readPostForm(request: FastifyRequest, folder: UploadFolder): Promise<PostMultipart> {
  const limits = { files: POST_LIMITS.images, fileSize: MAX_IMAGE_BYTES, fields: 10, parts: POST_LIMITS.images + 10 };
  const tooLarge = () => new HttpError(413, CREATE_MESSAGES.imageTooLarge, 'images');
  const tooMany = () => badRequest(POST_FORM_MESSAGES.tooManyImages, 'images');
  const images: string[] = [];
  const fields = await readMultipartForm(request, {
    limits,
    tooLarge,
    repeated: 'first',
    jsonParts: 'value',
    ownRefusals: { FST_FILES_LIMIT: tooMany },
    async onFile(part) {
      if (!IMAGE_FIELDS.has(part.fieldname)) throw badRequest(CREATE_MESSAGES.wrongFileField, 'images');
      images.push(await folder.save(part, tooLarge));
    },
  });
  return { fields: checkFormFields(PostFormFields, fields), images };
}

/** Aborts when the connection closes before the answer is sent: nobody waits for the post any more. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new Error('the client closed the connection'));
  });
  return gone.signal;
}

/**
 * Re-encodes and stores every image (checked by content, not by name), admitted to the
 * image queue together. If one is refused, the ones already stored are removed again and
 * nothing is kept.
 */
async function storeImages(ctx: AppContext, files: string[], signal: AbortSignal): Promise<StoredImage[]> {
  const results = await ctx.media.storeAll(files, signal);
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return stored;
  await removeUnreferencedMedia(ctx.db, ctx.media.storage, imageFileUrls(stored));
  // Nobody reads this answer; a refusal keeps a client's leaving out of the error log.
  if (signal.aborted) throw badRequest(UPLOAD_MESSAGES.brokenBody);
  const reason: unknown = failure.reason;
  // sharp's own decoding errors (a truncated file, too many pixels) are bad input too;
  // system errors (a full disk) carry a code and are not the client's fault.
  if (reason instanceof InvalidImageError || (reason instanceof Error && !('code' in reason))) {
    throw badRequest(CREATE_MESSAGES.notAnImage, 'images');
  }
  throw reason;
}
