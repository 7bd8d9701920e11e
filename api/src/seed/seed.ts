// Demo data: accounts of every role and type, posts with generated images, blog
// articles and magazines. Deterministic and idempotent: rows have stable ids and a
// second run skips what exists (ON CONFLICT DO NOTHING).
import type { Insertable, Kysely } from 'kysely';
import type { Database, NewPost, NewUser } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { MediaStore } from '../services/media';
import { hashPassword } from '../services/passwords';
import { ARTICLES, MAGAZINES } from './articles';
import { generateAvatars, generateImagePool, type ImagePool } from './images';
import {
  CREATIVE_BIOS,
  CREATIVE_TITLES,
  FIRST_NAMES,
  LANGUAGES,
  LAST_NAMES,
  ORGANISATIONS,
  PLACES,
  REFERRAL_SOURCES,
  SCHOOLS,
  SKILLS,
  SOFTWARE,
} from './people';
import { PEOPLE_ROLES, POST_TAGS, imageTags, postDescription, postTitle } from './posts-content';
import { Random, seedId } from './random';
import type { SeedContext, SeedSize } from './context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { drawPostImages } from './post-images';
import { seedEducationalOffers } from './educational-offers';
import { seedFolders } from './folders';
import { seedJobOffers } from './job-offers';
import { seedNotifications } from './notifications';
import { seedReports } from './reports';
import { seedSocial } from './social';

interface SizePlan {
  images: number;
  avatars: number;
  creatives: number;
  posts: number;
}

const PLANS: Record<SeedSize, SizePlan> = {
  // 'small' keeps tests fast but still has every kind of thing a screen shows.
  small: { images: 10, avatars: 4, creatives: 8, posts: 36 },
  full: { images: 48, avatars: 16, creatives: 32, posts: 150 },
};

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedOptions {
  size: SeedSize;
  media: MediaStore;
  now?: Date;
  log?: (line: string) => void;
}

interface SeedSummary {
  users: number;
  posts: number;
  articles: number;
  magazines: number;
  ms: number;
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
}

export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const plan = PLANS[options.size];
  const now = options.now ?? new Date();
  const random = new Random(20250520);
  const log = options.log ?? (() => {});

  log(`seed (${options.size}): drawing ${plan.images} images and ${plan.avatars} avatars…`);
  const pool = await generateImagePool(options.media, random, plan.images);
  const avatars = await generateAvatars(options.media, random, plan.avatars);
  // argon2 is slow by design: one hash, shared by every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const users = [
    ...demoUsers(passwordHash, avatars, now),
    ...organisationUsers(passwordHash, avatars, random, now),
    ...creativeUsers(plan.creatives, passwordHash, avatars, random, now),
  ];
  const insertedUsers = await insertIgnoringDuplicates(db, 'users', users);
  // Only authors whose rows exist (a second run, or an email someone registered by hand).
  const authorIds = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where(
          'id',
          'in',
          users.map((u) => u.id as string),
        )
        .execute()
    ).map((r) => r.id),
  );
  const drawingStarted = Date.now();
  const posts = await withDistinctImages(options.media, demoPosts(plan.posts, users, authorIds, pool, random, now));
  log(`seed (${options.size}): ${posts.length} posts given pictures of their own in ${elapsed(drawingStarted)} s`);
  const insertedPosts = await insertIgnoringDuplicates(db, 'posts', posts);
  const articles = await insertIgnoringDuplicates(db, 'blog_articles', articleRows(pool, random, now));
  const magazines = await insertIgnoringDuplicates(db, 'magazines', magazineRows(pool, now));
  // Each step seeds its own tables from the users and posts above, in dependency order.
  const context: SeedContext = { size: options.size, now, random, pool, media: options.media, log };
  for (const step of [seedSocial, seedFolders, seedJobOffers, seedEducationalOffers, seedNotifications, seedReports]) {
    await step(db, context);
  }

  const summary = { users: insertedUsers, posts: insertedPosts, articles, magazines, ms: Date.now() - started };
  log(
    `seed (${options.size}): ${summary.users} users, ${summary.posts} posts, ${summary.articles} articles, ` +
      `${summary.magazines} magazines added in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  return summary;
}

type SeedTable = 'users' | 'posts' | 'blog_articles' | 'magazines';

async function insertIgnoringDuplicates<T extends SeedTable>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number> {
  let inserted = 0;
  // Chunks keep each statement well under the bind-parameter limit.
  for (let i = 0; i < rows.length; i += 50) {
    const result = await db
      .insertInto(table)
      .values(rows.slice(i, i + 50))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

const json = (value: unknown) => JSON.stringify(value);

const elapsed = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function daysBefore(now: Date, days: number, minutes = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
}

function demoUsers(passwordHash: string, avatars: string[], now: Date): NewUser[] {
  const base = { password_hash: passwordHash, updated_at: now };
  return [
    {
      ...base,
      id: seedId('user:creativa'),
      username: 'creativa',
      email: DEMO_ACCOUNTS.creative,
      role: 'Creativo',
      creative_type: 1,
      full_name: 'Lucía Martín Ortega',
      date_of_birth: '2002-04-17',
      country: 'España',
      city: 'Madrid',
      referral_source: 'Redes sociales',
      formation_type: 'Estudio en una escuela o universidad',
      institution: 'Escuela Superior de Diseño de Madrid',
      profile_completed: true,
      professional_title: 'Estudiante de Diseño de Moda',
      bio: 'Último curso de Diseño de Moda. Patronaje experimental, tejidos recuperados y mucha curiosidad.',
      biography:
        'Crecí entre las máquinas de coser del taller de mi abuela en Toledo. Hoy estudio Diseño de Moda en Madrid ' +
        'y trabajo en colecciones pequeñas con tejidos recuperados de fábricas locales.',
      professional_summary:
        'Estudiante de último curso con experiencia en taller de ceremonia y en producción de editoriales. ' +
        'Busco prácticas en un estudio de diseño donde aprender desarrollo de producto.',
      profile_picture: avatars[0] ?? null,
      skills: json(['Patronaje', 'Upcycling', 'Ilustración de moda', 'Costura a mano']),
      software: json(['Adobe Illustrator', 'CLO 3D', 'Procreate']),
      languages: json(['Español', 'Inglés', 'Francés']),
      education: json([
        {
          institution: 'Escuela Superior de Diseño de Madrid',
          formationName: 'Grado en Diseño de Moda',
          location: 'Madrid',
          formationStartMonth: '09',
          formationStartYear: '2021',
          formationEndMonth: '06',
          formationEndYear: '2025',
          currentlyEnrolled: true,
        },
      ]),
      professional_formation: json([
        {
          title: 'Ayudante de taller',
          institution: 'Atelier Brisa',
          location: 'Sevilla',
          startMonth: '07',
          startYear: '2023',
          endMonth: '09',
          endYear: '2023',
          currentlyWorking: false,
          description: 'Apoyo en patronaje y acabados a mano de vestidos de ceremonia.',
        },
      ]),
      contract: json({ practicas: true, tiempoCompleto: false, parcial: true }),
      location_type: json({ presencial: true, remoto: false, hibrido: true }),
      social: json({ instagram: 'https://www.instagram.com/creativa', behance: 'https://www.behance.net/creativa' }),
      professional_tags: json(['Patronaje', 'Moda sostenible', 'Ilustración']),
      created_at: daysBefore(now, 200),
    },
    {
      ...base,
      id: seedId('user:empresa'),
      username: 'empresa',
      email: DEMO_ACCOUNTS.company,
      role: 'Profesional',
      professional_type: 2,
      is_verificated_profesional: true,
      full_name: 'Andrés Gil Navarro',
      company_name: 'Textiles del Norte S.L.',
      date_of_birth: '1978-11-02',
      country: 'España',
      city: 'Bilbao',
      referral_source: 'Evento',
      founding_year: '1998',
      product_service_type: 'Confección a medida',
      profile_completed: true,
      professional_title: 'Fabricante de prendas de punto',
      bio: 'Taller de punto y confección en Bilbao. Producimos para marcas independientes y ofrecemos prácticas.',
      professional_summary:
        'Empresa familiar con más de veinticinco años de experiencia en punto y confección. ' +
        'Colaboramos con escuelas para formar a nuevas generaciones de técnicos.',
      sitio_web: 'https://textilesdelnorte.example.com',
      profile_picture: avatars[1] ?? null,
      company_tags: json(['Punto', 'Producción local', 'Prácticas']),
      offers_practices: true,
      languages: json(['Español', 'Inglés']),
      professional_milestones: json([
        {
          date: '03 / 2015',
          name: 'Premio a la innovación textil',
          entity: 'Cámara de Comercio de Bilbao',
          description: 'Por el desarrollo de un hilo de lana reciclada junto a dos cooperativas.',
        },
      ]),
      social: json({
        emailContacto: 'empleo@textilesdelnorte.example.com',
        linkedin: 'https://www.linkedin.com/in/textilesdelnorte',
      }),
      created_at: daysBefore(now, 190),
    },
    {
      ...base,
      id: seedId('user:institucion'),
      username: 'institucion',
      email: DEMO_ACCOUNTS.institution,
      role: 'Profesional',
      professional_type: 4,
      is_verificated_profesional: true,
      company_name: 'Escuela de Moda del Mediterráneo',
      country: 'España',
      city: 'Málaga',
      referral_source: 'Búsqueda en Google',
      founding_year: '1985',
      profile_completed: true,
      professional_title: 'Escuela privada de diseño y moda',
      bio: 'Grados, másteres y cursos de moda en Málaga desde 1985.',
      professional_summary:
        'Formamos diseñadores, patronistas y estilistas con un modelo práctico: talleres, proyectos reales y prácticas en empresa.',
      sitio_web: 'https://modamediterraneo.example.com',
      profile_picture: avatars[2] ?? null,
      company_tags: json(['Moda', 'Fotografía', 'Diseño gráfico']),
      offers_practices: true,
      created_at: daysBefore(now, 185),
    },
    {
      ...base,
      id: seedId('user:pendiente'),
      username: 'pendiente',
      email: DEMO_ACCOUNTS.unverified,
      role: 'Profesional',
      professional_type: 2,
      is_verificated_profesional: false,
      full_name: 'Olivia Sanz Herrera',
      company_name: 'Estudio Lienzo',
      date_of_birth: '1990-06-21',
      country: 'España',
      city: 'Barcelona',
      referral_source: 'Recomendación de un amigo',
      founding_year: '2021',
      product_service_type: 'Arte textil',
      profile_completed: true,
      professional_title: 'Estudio de arte textil',
      bio: 'Tapices, estampación y piezas únicas. Pendientes de verificación para publicar ofertas.',
      created_at: daysBefore(now, 20),
    },
    {
      ...base,
      id: seedId('user:nuevo'),
      username: 'nuevo',
      email: DEMO_ACCOUNTS.newcomer,
      created_at: daysBefore(now, 1),
    },
    {
      ...base,
      // No role: an operator is staff, not a creative or an organisation, and appears in no list;
      // profile_completed lets it skip the onboarding wizard.
      id: seedId('user:operador'),
      username: 'operador',
      email: DEMO_ACCOUNTS.operator,
      full_name: 'Equipo de moderación',
      profile_completed: true,
      created_at: daysBefore(now, 210),
    },
  ];
}

function organisationUsers(passwordHash: string, avatars: string[], random: Random, now: Date): NewUser[] {
  return ORGANISATIONS.map((org, index) => ({
    id: seedId(`user:${org.key}`),
    username: org.username,
    email: `${org.username}@ejemplo.es`,
    password_hash: passwordHash,
    role: 'Profesional' as const,
    professional_type: org.professionalType,
    is_verificated_profesional: org.verified,
    company_name: org.companyName,
    country: org.place.country,
    city: org.place.city,
    referral_source: random.pick(REFERRAL_SOURCES),
    founding_year: org.foundingYear,
    product_service_type: org.productServiceType ?? null,
    agency_services: org.agencyServices ?? null,
    show_name_company: org.showNameCompany ?? null,
    profile_completed: true,
    professional_title: org.title,
    bio: org.bio,
    profile_picture: random.chance(0.8) ? random.pick(avatars) : null,
    company_tags: json(
      random.sample(['Moda', 'Prácticas', 'Producción local', 'Sostenibilidad', 'Diseño gráfico', 'Fotografía'], 3),
    ),
    offers_practices: random.chance(0.6),
    sitio_web: `https://${org.username}.example.com`,
    created_at: daysBefore(now, 150 - index * 7),
    updated_at: now,
  }));
}

function creativeUsers(count: number, passwordHash: string, avatars: string[], random: Random, now: Date): NewUser[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const second = random.pick(LAST_NAMES);
    const username = uniqueUsername(`${first}.${last}`, taken);
    const creativeType = (index % 5) + 1;
    const place = random.pick(PLACES);
    const school = random.pick(SCHOOLS);
    const birthYear = creativeType === 1 ? random.int(1998, 2005) : random.int(1975, 1999);
    return {
      id: seedId(`user:creative:${index}`),
      username,
      email: `${username}@ejemplo.es`,
      password_hash: passwordHash,
      role: 'Creativo' as const,
      creative_type: creativeType,
      full_name: `${first} ${last} ${second}`,
      date_of_birth: `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      country: place.country,
      city: place.city,
      referral_source: random.pick(REFERRAL_SOURCES),
      formation_type: creativeType === 1 || creativeType === 3 ? 'Estudio en una escuela o universidad' : null,
      institution: creativeType <= 3 ? school : null,
      creative_other:
        creativeType === 4 ? 'Diseñador de una marca propia' : creativeType === 5 ? 'Fotografía de moda' : null,
      profile_completed: random.chance(0.9),
      professional_title: random.pick(CREATIVE_TITLES[creativeType] ?? []),
      bio: random.pick(CREATIVE_BIOS[creativeType] ?? []).replace('{school}', school),
      profile_picture: random.chance(0.75) ? random.pick(avatars) : null,
      skills: json(random.sample(SKILLS, random.int(2, 5))),
      software: json(random.sample(SOFTWARE, random.int(1, 4))),
      languages: json(['Español', ...random.sample(LANGUAGES.slice(1), random.int(0, 2))]),
      education: json([
        {
          institution: school,
          formationName: random.pick([
            'Grado en Diseño de Moda',
            'Técnico Superior en Patronaje y Moda',
            'Máster en Estilismo',
          ]),
          location: place.city,
          formationStartMonth: '09',
          formationStartYear: String(birthYear + 18),
          formationEndMonth: '06',
          formationEndYear: String(birthYear + 22),
          currentlyEnrolled: creativeType === 1,
        },
      ]),
      contract: json({
        practicas: creativeType === 1,
        tiempoCompleto: creativeType !== 1,
        parcial: random.chance(0.5),
      }),
      location_type: json({ presencial: true, remoto: random.chance(0.4), hibrido: random.chance(0.5) }),
      social: json({ instagram: `https://www.instagram.com/${username}` }),
      professional_tags: json(random.sample(SKILLS, 3)),
      created_at: daysBefore(now, random.int(10, 180), random.int(0, 1440)),
      updated_at: now,
    };
  });
}

function uniqueUsername(name: string, taken: Set<string>): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '')
    .slice(0, 17);
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Who posts how much: the creative demo account has a full portfolio, creatives post most. */
function authorWeights(users: NewUser[]): string[] {
  const weighted: string[] = [];
  for (const user of users) {
    const id = user.id as string;
    if (user.role === null || user.role === undefined || user.email === DEMO_ACCOUNTS.unverified) continue;
    const weight = user.email === DEMO_ACCOUNTS.creative ? 6 : user.role === 'Creativo' ? 3 : 1;
    for (let i = 0; i < weight; i++) weighted.push(id);
  }
  return weighted;
}

function demoPosts(
  count: number,
  users: NewUser[],
  authorIds: Set<string>,
  pool: ImagePool,
  random: Random,
  now: Date,
): NewPost[] {
  const authors = authorWeights(users).filter((id) => authorIds.has(id));
  // Staff is tagged in no post (the operator appears in no list).
  const usernames = users.filter((u) => u.email !== DEMO_ACCOUNTS.operator).map((u) => u.username);
  if (authors.length === 0) return [];
  return Array.from({ length: count }, (_, index) => {
    const images = pickImages(pool, random, random.int(1, 6));
    const createdAt = daysBefore(now, random.int(0, 180), random.int(0, 1440));
    // Every sixth post is a staff pick, picked a few days after publication.
    const staffPick = index % 6 === 0;
    const pickedAt = new Date(
      Math.min(now.getTime(), createdAt.getTime() + random.int(1, 10) * DAY_MS - index * 60_000),
    );
    return {
      id: seedId(`post:${index}`),
      user_id: authors[index < 6 ? 0 : random.int(0, authors.length - 1)] ?? (authors[0] as string),
      title: postTitle(random),
      description: postDescription(random),
      images: json(images),
      tags: json(random.sample(POST_TAGS, random.int(1, 4))),
      image_tags: json(imageTags(random, images.length)),
      people_tags: json(
        random.chance(0.4)
          ? random.sample(usernames, random.int(1, 2)).map((name) => ({ name, role: random.pick(PEOPLE_ROLES) }))
          : [],
      ),
      is_staff_pick: staffPick,
      staff_picked_at: staffPick ? pickedAt : null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}

/**
 * The posts with pictures of their own: each image drawn from the pool's drawing it picked
 * (post-images.ts), so no two posts show the same picture.
 */
async function withDistinctImages(media: MediaStore, posts: NewPost[]): Promise<NewPost[]> {
  const chosen = posts.map((post) => JSON.parse(post.images as string) as StoredImage[]);
  const slots = chosen.flatMap((images, post) => images.map((base, image) => ({ base, post, image })));
  const drawn = await drawPostImages(media, slots);
  let next = 0;
  return posts.map((post, index) => {
    const images = drawn.slice(next, (next += chosen[index]!.length));
    return { ...post, images: json(images) };
  });
}

function pickImages(pool: ImagePool, random: Random, count: number): StoredImage[] {
  return random.sample(pool.all, Math.min(count, pool.all.length));
}

function articleRows(pool: ImagePool, random: Random, now: Date) {
  const wide = pool.landscape.length > 0 ? pool.landscape : pool.all;
  return ARTICLES.map((article, index) => ({
    id: seedId(`article:${article.key}`),
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    category: article.category,
    published_at: daysBefore(now, article.daysAgo, index * 13),
    image: wide[index % wide.length]?.url ?? null,
    additional_images: json(random.sample(pool.all, random.int(0, 3)).map((image) => image.url)),
    content: article.content,
    tags: json(article.tags),
    created_at: daysBefore(now, article.daysAgo, index * 13),
  }));
}

function magazineRows(pool: ImagePool, now: Date) {
  const tall = pool.portrait.length > 0 ? pool.portrait : pool.all;
  return MAGAZINES.map((magazine, index) => ({
    id: seedId(`magazine:${magazine.key}`),
    name: magazine.name,
    image: tall[index % tall.length]?.url ?? null,
    price: magazine.price,
    link: magazine.link,
    created_at: daysBefore(now, index * 30),
  }));
}
