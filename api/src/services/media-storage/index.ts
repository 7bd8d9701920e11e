import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { MediaStorage } from './storage';

export { createLocalStorage } from './local';
export { mediaTypeOf, type ByteRange, type MediaStorage, type OpenedMedia } from './storage';

/** The bucket when MEDIA_STORAGE=s3, the media folder otherwise. */
export function createMediaStorage(config: Pick<Config, 'mediaDir' | 's3'>): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}
