// The demo's reports (issue 24): a few posts and one profile of seeded creatives, reported by
// other seeded creatives, so the operators' 'Denuncias' has something to resolve from the first
// start. The demo accounts neither report nor are reported: their screens start clean.
import { REPORT_REASONS } from '../domain/reports';
import type { SeedStep } from './context';
import { DEMO_ACCOUNTS } from './demo-accounts';

const REPORTED_POSTS = { small: 3, full: 8 } as const;
const HOUR = 3_600_000;
/** What a reporter adds for each reason, when they add anything. */
const DETAILS: Record<(typeof REPORT_REASONS)[number], string | null> = {
  spam: 'Publica lo mismo cada día con enlaces a una tienda.',
  offensive: null,
  harassment: 'Deja comentarios ofensivos en los perfiles de otras creativas.',
  intellectualProperty: 'Las fotos son de otra diseñadora: las publicó en su perfil hace meses.',
  fraud: 'Enlaza a una tienda que vende copias.',
  other: null,
};

export const seedReports: SeedStep = async (db, context) => {
  const demo = Object.values(DEMO_ACCOUNTS);
  const creatives = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Creativo')
    .where('email', 'not in', demo)
    .orderBy('username')
    .execute();
  const ids = creatives.map((creative) => creative.id);
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'user_id'])
    .where('user_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .limit(REPORTED_POSTS[context.size])
    .execute();
  const items = [
    ...posts.map((post) => ({ kind: 'post' as const, id: post.id, owner: post.user_id })),
    ...ids.slice(-1).map((id) => ({ kind: 'user' as const, id, owner: id })),
  ];
  const rows = items.flatMap((item, index) =>
    ids
      .filter((id) => id !== item.owner)
      .slice(index % 3, (index % 3) + 1 + (index % 3))
      .map((reporter, nth) => {
        const reason = REPORT_REASONS[(index + nth) % REPORT_REASONS.length]!;
        return {
          reporter_id: reporter,
          item_kind: item.kind,
          item_id: item.id,
          reason,
          details: DETAILS[reason],
          created_at: new Date(context.now.getTime() - (items.length - index) * 24 * HOUR + nth * HOUR),
        };
      }),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('reports')
    .values(rows)
    // A second run of the seed adds nothing.
    .onConflict((oc) => oc.constraint('reports_once_per_person').doNothing())
    .execute();
  context.log(`seed (${context.size}): ${rows.length} reports on ${items.length} items`);
};
