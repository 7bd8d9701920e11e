import type { Db } from '../../../api/src/db/database';
import type { ImageQueueLimits } from '../../../api/src/services/image-queue';
import { startTestApi, type TestLog } from '../../../api/src/testing';
import type { GatewayConfig } from '../../src/config';
import { startGateway, type RunningGateway } from './gateway';

export interface Stack {
  /** The real api on a throwaway database, with its media directory. */
  api: { url: string; mediaDir: string; db: Db; close(): Promise<void> };
  gateway: RunningGateway;
  close(): Promise<void>;
}

/**
 * The real api (seeded) and a gateway on port 0 pointed at it, with the api's image queue
 * bounds and gateway settings if given.
 */
export async function startStack(
  seed: 'none' | 'small' | 'full',
  options: { imageQueue?: ImageQueueLimits; gateway?: Partial<GatewayConfig>; apiLog?: TestLog } = {},
): Promise<Stack> {
  const api = await startTestApi({ seed, imageQueue: options.imageQueue, log: options.apiLog });
  const gateway = await startGateway({ ...options.gateway, apiUrl: api.url });
  let apiClosed = false;
  return {
    api: {
      url: api.url,
      mediaDir: api.mediaDir,
      db: api.db,
      close: async () => {
        apiClosed = true;
        await api.close();
      },
    },
    gateway,
    close: async () => {
      await gateway.close();
      if (!apiClosed) await api.close();
    },
  };
}

/** GET on the api itself, to compare what the gateway says with the source. */
export async function restGet<T>(apiUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(apiUrl + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
