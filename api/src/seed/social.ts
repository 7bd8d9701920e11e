// Social demo data: follows between the seeded accounts (the demo accounts follow and
// are followed), CV-style profiles for the creatives (education, experience, skills,
// software, languages, contract, social links, a CV and some portfolios as PDFs), and
// milestones for companies and institutions. Only rows the main seed (seed.ts) created are
// touched, and only fields still empty are filled: a second run changes nothing, and
// nothing a person edited since is overwritten.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, EducationEntry, ExperienceEntry, Milestone, SocialLinks, UserRow } from '../db/tables';
import { storePdf } from '../services/media';
import type { SeedStep, SeedContext } from './context';
import { LANGUAGES, ORGANISATIONS, SCHOOLS, SKILLS, SOFTWARE } from './people';
import { Random, seedId } from './random';

/** The main seed's plans create at most this many generated creatives ('full'). */
const MAX_GENERATED_CREATIVES = 32;

const DEMO_IDS = {
  creative: seedId('user:creativa'),
  company: seedId('user:empresa'),
  institution: seedId('user:institucion'),
  unverified: seedId('user:pendiente'),
  newcomer: seedId('user:nuevo'),
};

const WORKPLACES = [
  'Atelier Brisa',
  'Lino & Sal',
  'Confecciones Alba',
  'Calzados Ribera',
  'Agencia Pasarela Sur',
  'Estudio Lienzo',
  'Taller Aguja Fina',
  'Revista Trama',
  'Teatro del Arenal',
  'Showroom Norte',
] as const;

const EXPERIENCE_TITLES = [
  'Ayudante de patronaje',
  'Asistente de estilismo',
  'Diseñadora junior',
  'Técnico de producto',
  'Prácticas de diseño',
  'Costurera de taller',
  'Asistente de producción de moda',
  'Ilustradora freelance',
] as const;

const EXPERIENCE_DESCRIPTIONS = [
  'Escalado de patrones, fichas técnicas y seguimiento de prototipos con el taller.',
  'Preparación de looks para editoriales y campañas, control de préstamos de prendas.',
  'Apoyo en el desarrollo de la colección de temporada, desde el moodboard hasta la muestra.',
  'Acabados a mano, pruebas con clientas y arreglos de vestuario.',
  'Coordinación con proveedores de tejidos y control de calidad de la producción.',
] as const;

const COURSES = [
  'Curso de Moulage',
  'Curso de Ilustración de Moda',
  'Máster en Comunicación de Moda',
  'Curso de Sastrería',
  'Curso de Tintes Naturales',
] as const;

const MILESTONES: readonly Omit<Milestone, 'date'>[] = [
  {
    name: 'Premio a la innovación textil',
    entity: 'Cámara de Comercio',
    description: 'Por el desarrollo de un hilo de lana reciclada junto a dos cooperativas.',
  },
  {
    name: 'Primera colección en pasarela',
    entity: 'Semana de la Moda de Madrid',
    description: 'Presentamos nuestra colección cápsula en la sección de nuevos talentos.',
  },
  {
    name: 'Sello de producción responsable',
    entity: 'Asociación Textil Sostenible',
    description: 'Certificación de trazabilidad de tejidos y condiciones de taller.',
  },
  {
    name: 'Convenio de prácticas con escuelas',
    entity: 'Consejería de Educación',
    description: 'Acogemos cada año a estudiantes de diseño y patronaje en prácticas.',
  },
  {
    name: 'Apertura de un nuevo taller',
    entity: 'Ayuntamiento',
    description: 'Ampliamos la producción local con un segundo taller de confección.',
  },
];

export const seedSocial: SeedStep = async (db, context) => {
  // Exactly one draw from the shared generator, whatever this run finds in the database,
  // so the steps seeded after this one draw the same numbers on every run.
  const base = context.random.int(0, 2 ** 31 - 1);
  const randomFor = (key: string) => new Random(base ^ parseInt(seedId(`social:${key}`).slice(0, 8), 16));
  const users = await seededUsers(db);
  const follows = await seedFollows(db, users, randomFor('follows'), context.now);
  const creatives = await seedCreativeProfiles(db, users, context, randomFor);
  const organisations = await seedOrganisationProfiles(db, users, randomFor, context.now);
  context.log(
    `seed (${context.size}): ${follows} follows, ${creatives} creative profiles and ` +
      `${organisations} company/institution profiles filled`,
  );
};

/** The main seed's accounts that exist (a person may have registered one of the emails first). */
async function seededUsers(db: Kysely<Database>): Promise<UserRow[]> {
  const ids = [
    ...Object.values(DEMO_IDS),
    ...ORGANISATIONS.map((org) => seedId(`user:${org.key}`)),
    ...Array.from({ length: MAX_GENERATED_CREATIVES }, (_, index) => seedId(`user:creative:${index}`)),
  ];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  // The query's order is not defined: sort so that the random draws below are the same on every run.
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

async function seedFollows(db: Kysely<Database>, users: UserRow[], random: Random, now: Date): Promise<number> {
  const creatives = users.filter((u) => u.role === 'Creativo' && u.id !== DEMO_IDS.creative);
  const organisations = users.filter((u) => u.role === 'Profesional');
  const pairs = new Map<string, [string, string]>();
  const add = (follower: string, followed: string) => {
    if (follower !== followed && follower !== DEMO_IDS.newcomer)
      pairs.set(`${follower}:${followed}`, [follower, followed]);
  };
  const has = (id: string) => users.some((u) => u.id === id);
  // The demo creative follows the demo company and institution and some creatives; most creatives follow her.
  if (has(DEMO_IDS.creative)) {
    for (const id of [DEMO_IDS.company, DEMO_IDS.institution]) if (has(id)) add(DEMO_IDS.creative, id);
    for (const creative of random.sample(creatives, Math.min(5, creatives.length))) add(DEMO_IDS.creative, creative.id);
    for (const creative of creatives) if (random.chance(0.7)) add(creative.id, DEMO_IDS.creative);
  }
  // The demo company scouts creatives; creatives follow companies and institutions, and each other.
  if (has(DEMO_IDS.company)) {
    for (const creative of random.sample(creatives, Math.min(4, creatives.length))) add(DEMO_IDS.company, creative.id);
    if (has(DEMO_IDS.creative)) add(DEMO_IDS.company, DEMO_IDS.creative);
  }
  // The demo institution keeps an eye on a couple of creatives.
  if (has(DEMO_IDS.institution)) {
    for (const creative of random.sample(creatives, Math.min(2, creatives.length)))
      add(DEMO_IDS.institution, creative.id);
  }
  for (const creative of creatives) {
    for (const org of random.sample(organisations, random.int(1, 3))) add(creative.id, org.id);
    for (const other of random.sample(creatives, random.int(0, 3))) add(creative.id, other.id);
  }
  const rows = [...pairs.values()].map(([follower, followed], index) => ({
    follower_id: follower,
    followed_id: followed,
    created_at: new Date(now.getTime() - (index + 1) * 37 * 60_000),
  }));
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const result = await db
      .insertInto('follows')
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    await db
      .insertInto('follow_notifications')
      .values(
        chunk.map((row) => ({
          user_id: row.follower_id,
          target_id: row.followed_id,
          active: true,
          updated_at: row.created_at,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return inserted;
}

const json = (value: unknown) => JSON.stringify(value);

/** A JSON list column set only while it is still empty. */
const listIfEmpty = (column: string, value: unknown): RawBuilder<string> =>
  sql<string>`case when ${sql.ref(column)} = '[]'::jsonb then ${json(value)}::jsonb else ${sql.ref(column)} end`;
/** A nullable column set only while it is still null. */
const ifNull = <T>(column: string, value: T): RawBuilder<T> => sql<T>`coalesce(${sql.ref(column)}, ${value})`;

async function seedCreativeProfiles(
  db: Kysely<Database>,
  users: UserRow[],
  context: SeedContext,
  randomFor: (key: string) => Random,
): Promise<number> {
  let filled = 0;
  for (const user of users.filter((u) => u.role === 'Creativo' && u.cv_url === null)) {
    const random = randomFor(user.id);
    const profile = creativeProfile(user, random, context.now);
    const cv = await storePdf(context.media.storage, cvPdf(user, profile));
    const withPortfolio = user.id === DEMO_IDS.creative || random.chance(0.4);
    const portfolio = withPortfolio ? await storePdf(context.media.storage, portfolioPdf(user)) : null;
    const result = await db
      .updateTable('users')
      .set({
        education: json(profile.education),
        professional_formation: json(profile.experience),
        skills: json(profile.skills),
        software: json(profile.software),
        languages: json(profile.languages),
        professional_tags: json(profile.professionalTags),
        contract: json(profile.contract),
        location_type: json(profile.locationType),
        social: json(profile.social),
        biography: profile.biography,
        professional_summary: profile.summary,
        cv_url: cv.url,
        cv_file_name: `CV ${user.full_name ?? user.username}.pdf`,
        ...(portfolio && user.portfolio_url === null
          ? { portfolio_url: portfolio.url, portfolio_file_name: `Portfolio ${user.username}.pdf` }
          : {}),
      })
      .where('id', '=', user.id)
      // The CV is the marker: a profile that has one was filled (or edited) already.
      .where('cv_url', 'is', null)
      .executeTakeFirst();
    filled += Number(result.numUpdatedRows);
  }
  return filled;
}

interface CreativeProfile {
  education: EducationEntry[];
  experience: ExperienceEntry[];
  skills: string[];
  software: string[];
  languages: string[];
  professionalTags: string[];
  contract: { practicas: boolean; tiempoCompleto: boolean; parcial: boolean };
  locationType: { presencial: boolean; remoto: boolean; hibrido: boolean };
  social: SocialLinks;
  biography: string;
  summary: string;
}

/** Completes what the main seed wrote: its values stay, the missing ones are added. */
function creativeProfile(user: UserRow, random: Random, now: Date): CreativeProfile {
  const city = user.city ?? 'Madrid';
  const birthYear = Number(user.date_of_birth?.slice(0, 4) ?? 1998);
  const student = user.creative_type === 1;
  const education = [...user.education, ...extraEducation(user, random, birthYear, now)].slice(0, 3);
  const experience =
    user.professional_formation.length > 0 ? user.professional_formation : jobs(random, city, birthYear, student);
  const skills = topUp(user.skills, SKILLS, 5, random);
  const handle = user.username;
  return {
    education,
    experience,
    skills,
    software: topUp(user.software, SOFTWARE, random.int(3, 6), random),
    languages: user.languages.length > 0 ? user.languages : ['Español', ...random.sample(LANGUAGES.slice(1), 2)],
    professionalTags: user.professional_tags.length > 0 ? user.professional_tags : skills.slice(0, 3),
    contract: user.contract ?? { practicas: student, tiempoCompleto: !student, parcial: random.chance(0.5) },
    locationType: user.location_type ?? { presencial: true, remoto: random.chance(0.4), hibrido: random.chance(0.6) },
    social: {
      instagram: `https://www.instagram.com/${handle}`,
      behance: `https://www.behance.net/${handle}`,
      ...(random.chance(0.6) ? { linkedin: `https://www.linkedin.com/in/${handle.replace(/\./g, '-')}` } : {}),
      emailContacto: user.email,
      ...user.social,
    },
    biography:
      user.biography ??
      `Me formé en ${education[0]?.institution ?? 'una escuela de moda'} y trabajo entre ${city} y donde me lleve cada ` +
        'proyecto. Me interesan el oficio, los materiales honestos y las colecciones pequeñas.',
    summary:
      user.professional_summary ??
      (student
        ? 'Estudiante con experiencia en taller y en producción de editoriales. Busco prácticas en un estudio de diseño.'
        : 'Experiencia en desarrollo de colección, patronaje y producción. Abierta a proyectos y colaboraciones.'),
  };
}

/** One or two short courses taken during or after the studies already listed, all finished. */
function extraEducation(user: UserRow, random: Random, birthYear: number, now: Date): EducationEntry[] {
  const lastYear = now.getUTCFullYear() - 1;
  const courses = random.sample(COURSES, random.int(1, 2));
  const schools = random.sample(SCHOOLS, courses.length);
  return courses.map((course, index) => {
    const year = String(random.int(Math.min(birthYear + 19, lastYear), lastYear));
    return {
      institution: schools[index] ?? SCHOOLS[0],
      formationName: course,
      location: user.city ?? 'Madrid',
      formationStartMonth: '02',
      formationStartYear: year,
      formationEndMonth: '06',
      formationEndYear: year,
      currentlyEnrolled: false,
    };
  });
}

function jobs(random: Random, city: string, birthYear: number, student: boolean): ExperienceEntry[] {
  const count = random.int(student ? 1 : 2, 3);
  return Array.from({ length: count }, (_, index) => {
    const start = birthYear + 20 + index * 2;
    const current = !student && index === count - 1;
    return {
      title: random.pick(EXPERIENCE_TITLES),
      institution: random.pick(WORKPLACES),
      location: city,
      startMonth: String(random.int(1, 12)).padStart(2, '0'),
      startYear: String(start),
      endMonth: current ? '' : String(random.int(1, 12)).padStart(2, '0'),
      endYear: current ? '' : String(start + 1),
      currentlyWorking: current,
      description: random.pick(EXPERIENCE_DESCRIPTIONS),
    };
  });
}

/** The list kept, plus picks from the options until it has `size` entries. */
function topUp(list: readonly string[], options: readonly string[], size: number, random: Random): string[] {
  const extra = random.sample(
    options.filter((option) => !list.includes(option)),
    Math.max(0, size - list.length),
  );
  return [...list, ...extra].slice(0, Math.max(size, list.length));
}

async function seedOrganisationProfiles(
  db: Kysely<Database>,
  users: UserRow[],
  randomFor: (key: string) => Random,
  now: Date,
): Promise<number> {
  let filled = 0;
  for (const user of users.filter((u) => u.role === 'Profesional')) {
    const random = randomFor(user.id);
    const companyLike = user.professional_type !== null && user.professional_type <= 4;
    const founded = Number(user.founding_year ?? 2000);
    const count = random.int(2, 3);
    // Spread between the founding year and now, oldest first.
    const span = Math.max(0, now.getUTCFullYear() - founded);
    const milestones = companyLike
      ? random.sample(MILESTONES, count).map((m, index) => ({
          ...m,
          date: `${String(random.int(1, 12)).padStart(2, '0')} / ${founded + Math.floor((span * (index + 1)) / (count + 1))}`,
        }))
      : [];
    const tags = random.sample(['Moda', 'Prácticas', 'Producción local', 'Sostenibilidad', 'Patronaje', 'Diseño'], 3);
    const result = await db
      .updateTable('users')
      .set({
        professional_milestones: listIfEmpty('professional_milestones', milestones),
        company_tags: listIfEmpty('company_tags', tags),
        languages: listIfEmpty('languages', ['Español', 'Inglés']),
        professional_summary: ifNull(
          'professional_summary',
          `${user.company_name ?? user.username} trabaja con talento joven de la moda desde ${user.founding_year ?? 'hace años'}.`,
        ),
        social: sql<string>`coalesce(social, ${json({ emailContacto: user.email })}::jsonb)`,
      })
      .where('id', '=', user.id)
      // Milestones are the marker for companies; others have none to add.
      .where(
        companyLike ? sql<boolean>`professional_milestones = '[]'::jsonb` : sql<boolean>`company_tags = '[]'::jsonb`,
      )
      .executeTakeFirst();
    filled += Number(result.numUpdatedRows);
  }
  return filled;
}

/** A one-page PDF with the lines given (Helvetica, WinAnsi so Spanish accents print). */
function simplePdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function cvPdf(user: UserRow, profile: CreativeProfile): Buffer {
  return simplePdf(user.full_name ?? user.username, [
    user.professional_title ?? 'Creativa de moda',
    `${user.city ?? ''}${user.country ? `, ${user.country}` : ''}`,
    '',
    'Formación',
    ...profile.education.map(
      (e) => `${e.formationStartYear}-${e.formationEndYear}  ${e.formationName}, ${e.institution}`,
    ),
    '',
    'Experiencia',
    ...profile.experience.map((e) => `${e.startYear}  ${e.title}, ${e.institution}`),
    '',
    `Habilidades: ${profile.skills.join(', ')}`,
    `Software: ${profile.software.join(', ')}`,
    `Idiomas: ${profile.languages.join(', ')}`,
  ]);
}

function portfolioPdf(user: UserRow): Buffer {
  return simplePdf(`Portfolio de ${user.full_name ?? user.username}`, [
    'Selección de proyectos de colección, patronaje y estilismo.',
    'Las imágenes completas están publicadas en su perfil.',
  ]);
}
