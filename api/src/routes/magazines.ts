// Magazines (part 2 §7).
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { listMagazines } from '../models/content';
import { MagazineList } from '../schemas/content';

export function registerMagazineRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/magazines',
    {
      config: { successEnvelope: true },
      schema: { tags: ['magazines'], summary: 'Every magazine', response: { 200: MagazineList } },
    },
    async () => ({ success: true as const, data: await listMagazines(ctx.db) }),
  );
}
