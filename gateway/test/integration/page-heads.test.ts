import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../support/gateway';
import { restGet, startStack, type Stack } from '../support/stack';
import { fakeWebDist, INDEX_WITH_HEAD, type FakeWebDist } from '../support/web-dist';

/**
 * Heads served with the page (issue 21 point 1), read by link previews and search engines,
 * which run no JavaScript: each public page's title, description, canonical address, Open
 * Graph and Twitter card, from the real api; user text escaped (point 6).
 */
const PUBLIC_URL = 'https://moda.example';

let stack: Stack;
let dist: FakeWebDist;
beforeAll(async () => {
  dist = await fakeWebDist();
  await writeFile(join(dist.dir, 'index.html'), INDEX_WITH_HEAD);
  stack = await startStack('full', { gateway: { publicUrl: PUBLIC_URL, webDistDir: dist.dir } });
});
afterAll(async () => {
  await stack?.close();
  await dist?.remove();
});

/** The page a browser or a preview bot gets, and the values of its head's tags. */
async function head(path: string) {
  const response = await fetch(stack.gateway.url + path, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const tag = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  const meta = (key: string) => tag(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`));
  const structuredData = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  return {
    html,
    structuredData,
    title: tag(/<title>([^<]*)<\/title>/),
    canonical: tag(/<link rel="canonical" href="([^"]*)" \/>/),
    meta,
  };
}

/** The api's framed preview of a stored image (api/src/services/previews.ts). */
const framed = (url: string) => `/media/previews/framed/${/^\/media\/([0-9a-f]{32})\.webp$/.exec(url)![1]}.jpg`;

type Offers = { offers: { _id: string; position: string; companyName: string | null; companyLogo: string | null }[] };

describe('heads served with the page', () => {
  it('gives a list page its own title, description, canonical address and card', async () => {
    const page = await head('/ControlPanel/offers?contrato=practicas');
    expect(page.title).toBe('Ofertas de empleo · Moda Talento');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html.match(/name="description"/g)).toHaveLength(1);
    expect(page.canonical).toBe(`${PUBLIC_URL}/ControlPanel/offers`);
    expect(page.meta('og:title')).toBe('Ofertas de empleo · Moda Talento');
    expect(page.meta('og:url')).toBe(`${PUBLIC_URL}/ControlPanel/offers`);
    expect(page.meta('og:description')).toBe('Ofertas de empleo y prácticas en el sector de la moda.');
    // No picture of its own: the site's card.
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/media/previews/default.jpg`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('robots')).toBeNull();
  });

  it('gives an offer its position and company, one canonical address (its detail) and its logo, absolute', async () => {
    const { offers } = await restGet<Offers>(stack.api.url, '/api/offers?page=1&limit=100');
    const offer = offers.find((candidate) => candidate.companyLogo && candidate.companyName)!;
    const detail = `${PUBLIC_URL}/ControlPanel/JobOfferDetail/${offer._id}`;
    for (const path of [`/ControlPanel/JobOfferDetail/${offer._id}`, `/ControlPanel/offers/${offer._id}`]) {
      const page = await head(path);
      expect(page.title).toBe(`${offer.position} en ${offer.companyName} · Moda Talento`);
      expect(page.canonical).toBe(detail);
      expect(page.meta('og:url')).toBe(detail);
      // The logo framed whole on the api's 1200×630 card.
      expect(page.meta('og:image')).toBe(`${PUBLIC_URL}${framed(offer.companyLogo!)}`);
      expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.meta('description')!.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives an article its title, excerpt and picture as an article, and a programme its name and school', async () => {
    const blog = await restGet<{ data: { _id: string; title: string; image: string | null }[] }>(
      stack.api.url,
      '/api/blog',
    );
    const article = blog.data.find((candidate) => candidate.image)!;
    const page = await head(`/ControlPanel/article/${article._id}`);
    expect(page.title).toBe(`${article.title} · Moda Talento`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:image')).toMatch(/^https?:\/\//);

    const schools = await restGet<{
      institutions: { name: string; programs: { _id: string; programName: string }[] }[];
    }>(stack.api.url, '/api/offers/educational/institutions?page=1&limit=100');
    const school = schools.institutions.find(({ programs }) => programs.length)!;
    const programme = school.programs[0]!;
    expect((await head(`/ControlPanel/EducationalOfferDetail/${programme._id}`)).title).toBe(
      `${programme.programName} · ${school.name} · Moda Talento`,
    );
  });

  it('previews a post (a signed-in page) with what the explorer shows anyone, and keeps it out of the index', async () => {
    const page1 = await restGet<{ images: { postId: string }[] }>(stack.api.url, '/api/posts/explorer?page=1&limit=1');
    const { post } = await restGet<{
      post: { _id: string; title: string; description: string | null; mainImage: string; user: { username: string } };
    }>(stack.api.url, `/api/posts/${page1.images[0]!.postId}`);
    const page = await head(`/ControlPanel/post/${post._id}`);
    expect(page.title).toBe(`${post.title} · Moda Talento`);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/media/previews/cover/${post.mainImage.slice(7, -5)}.jpg`);
    expect(page.meta('description')).toMatch(
      new RegExp(`^Una publicación de .+ \\(@${post.user.username}\\) en Moda Talento\\.$`),
    );
    // Nothing the explorer does not show: not the post's own text.
    if (post.description) expect(page.html).not.toContain(post.description.slice(0, 40));
  });

  it('previews a profile (a signed-in page) with what the public search shows of it, and keeps it out of the index', async () => {
    const { creatives: users } = await restGet<{
      creatives: {
        username: string;
        fullName: string | null;
        professionalTitle: string | null;
        city: string | null;
        profile: { profilePicture: string | null };
      }[];
    }>(stack.api.url, '/api/users/creatives?page=1&limit=20');
    const person = users.find((user) => user.profile.profilePicture && user.professionalTitle && user.fullName)!;
    const page = await head(`/ControlPanel/profile/${person.username}`);
    expect(page.title).toBe(`${person.fullName} (@${person.username}) · Moda Talento`);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.meta('og:type')).toBe('profile');
    expect(page.meta('description')).toContain(person.professionalTitle);
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}${framed(person.profile.profilePicture!)}`);
    expect(page.canonical).toBe(`${PUBLIC_URL}/ControlPanel/profile/${person.username}`);

    const nobody = await head('/ControlPanel/profile/nadie-se-llama-asi');
    expect(nobody.meta('robots')).toBe('noindex');
    expect(nobody.title).toBe('La red del talento en moda · Moda Talento');
  });

  it('points every card at a 1200×630 JPEG the gateway serves', async () => {
    const { offers } = await restGet<Offers>(stack.api.url, '/api/offers?page=1&limit=100');
    const offer = offers.find((candidate) => candidate.companyLogo?.startsWith('/media/'))!;
    for (const path of [`/ControlPanel/JobOfferDetail/${offer._id}`, '/ControlPanel/blog']) {
      const image = new URL((await head(path)).meta('og:image')!);
      const response = await fetch(stack.gateway.url + image.pathname);
      expect(response.status, image.pathname).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await response.arrayBuffer());
      // JPEG's start of frame (baseline or progressive) holds height then width.
      const frame = bytes.findIndex((byte, at) => byte === 0xff && (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2));
      expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630]);
    }
  });

  it('keeps an unknown offer out of the index', async () => {
    const page = await head('/ControlPanel/JobOfferDetail/00000000-0000-4000-8000-000000000000');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.title).toBe('La red del talento en moda · Moda Talento');
  });

  it('escapes what users write: a title cannot close a tag or a quote', async () => {
    const { offers } = await restGet<Offers>(stack.api.url, '/api/offers?page=1&limit=1');
    const hostile = `</title></script><script>alert("x")</script><meta name="robots" content="index'`;
    await stack.api.db.updateTable('job_offers').set({ position: hostile }).where('id', '=', offers[0]!._id).execute();
    const page = await head(`/ControlPanel/JobOfferDetail/${offers[0]!._id}`);
    // The only scripts are the structured data and the page's first answers, whose JSON escapes < and >.
    expect(page.html).not.toContain('<script>');
    expect(page.html.match(/<\/script>/g)).toHaveLength(page.structuredData.length + 1);
    expect(page.structuredData[0]!.title).toBe(hostile);
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.title).toBe(
      '&#60;/title&#62;&#60;/script&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;meta name=&#34;robots&#34; content=&#34;index&#39; en ' +
        `${offers[0]!.companyName} · Moda Talento`,
    );
  });
});

describe('a head never holds the page', () => {
  it("takes a user's $' and $& as text, not as replacement patterns", async () => {
    const { offers } = await restGet<Offers>(stack.api.url, '/api/offers?page=1&limit=2');
    const offer = offers[1]!;
    const position = "Patronista $' y $& senior";
    await stack.api.db.updateTable('job_offers').set({ position }).where('id', '=', offer._id).execute();
    const page = await head(`/ControlPanel/JobOfferDetail/${offer._id}`);
    expect(page.title).toBe(`Patronista $&#39; y $&#38; senior en ${offer.companyName} · Moda Talento`);
    expect(page.html.match(/<\/head>/g)).toHaveLength(1);
    expect(page.html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('goes out with the default head when the api does not answer in time', async () => {
    // An api that takes the connection and never answers, with a gateway that would wait a minute.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const gateway = await startGateway({
      apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      webDistDir: dist.dir,
      publicUrl: PUBLIC_URL,
      timeouts: { connect: 2_000, headers: 60_000, body: 60_000 },
    });
    try {
      const response = await fetch(`${gateway.url}/ControlPanel/JobOfferDetail/00000000-0000-4000-8000-000000000000`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Moda Talento</title>');
    } finally {
      // The api goes first, so that the gateway's call still waiting on it ends.
      for (const socket of sockets) socket.destroy();
      silent.close();
      await gateway.close();
    }
  });
});

type FullOffer = {
  _id: string;
  position: string;
  description: string;
  companyName: string | null;
  publisherName: string;
  city: string;
  country: string;
  jobType: string;
  locationType: string;
  expirationDate: string | null;
  publicationDate: string;
  isExternal: boolean;
  salary: { min: number | null; max: number | null; currency: string; period: string } | null;
};

/** Issue 24: the range as Google for Jobs reads it. */
function baseSalaryOf({ min, max, currency, period }: NonNullable<FullOffer['salary']>) {
  const amounts = min !== null && max !== null ? { minValue: min, maxValue: max } : { value: min ?? max };
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', ...amounts, unitText: period.toUpperCase() },
  };
}

describe('structured data (schema.org)', () => {
  it("describes an offer as Google for Jobs' JobPosting, remote ones as TELECOMMUTE", async () => {
    const { offers } = await restGet<{ offers: FullOffer[] }>(stack.api.url, '/api/offers?page=1&limit=100');
    const employment: Record<string, string> = {
      'Tiempo completo': 'FULL_TIME',
      'Tiempo parcial': 'PART_TIME',
      Prácticas: 'INTERN',
    };
    for (const offer of [
      offers.find((one) => one.locationType === 'Remoto')!,
      offers.find((one) => one.locationType !== 'Remoto')!,
      offers.find((one) => one.salary?.min && one.salary.max)!,
      offers.find((one) => one.salary === null)!,
    ]) {
      const [posting, ...others] = (await head(`/ControlPanel/JobOfferDetail/${offer._id}`)).structuredData;
      expect(others).toEqual([]);
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: offer.position,
        description: offer.description,
        datePosted: offer.publicationDate,
        employmentType: employment[offer.jobType],
        hiringOrganization: { '@type': 'Organization', name: offer.companyName ?? offer.publisherName },
        jobLocation: { '@type': 'Place', address: { addressLocality: offer.city, addressCountry: offer.country } },
        directApply: !offer.isExternal,
      });
      if (offer.expirationDate) expect(posting!.validThrough).toBe(`${offer.expirationDate}T23:59:59`);
      expect(posting!.baseSalary).toEqual(offer.salary ? baseSalaryOf(offer.salary) : undefined);
      expect(posting!.jobLocationType).toBe(offer.locationType === 'Remoto' ? 'TELECOMMUTE' : undefined);
    }
  });

  it('describes an article, a programme, and on the landing the organization and the site', async () => {
    const blog = await restGet<{ data: { _id: string; title: string; publishedDate: string }[] }>(
      stack.api.url,
      '/api/blog',
    );
    const [story] = (await head(`/ControlPanel/article/${blog.data[0]!._id}`)).structuredData;
    expect(story).toMatchObject({
      '@type': 'Article',
      headline: blog.data[0]!.title,
      datePublished: blog.data[0]!.publishedDate,
    });

    const schools = await restGet<{
      institutions: { name: string; programs: { _id: string; programName: string }[] }[];
    }>(stack.api.url, '/api/offers/educational/institutions?page=1&limit=100');
    const school = schools.institutions.find(({ programs }) => programs.length)!;
    const [programme] = (await head(`/ControlPanel/EducationalOfferDetail/${school.programs[0]!._id}`)).structuredData;
    expect(programme).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      name: school.programs[0]!.programName,
      provider: { '@type': 'EducationalOrganization', name: school.name },
    });

    const landing = (await head('/')).structuredData;
    expect(landing.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(landing[0]).toMatchObject({ name: 'Moda Talento', url: `${PUBLIC_URL}/` });
  });
});
