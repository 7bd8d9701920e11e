import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { queryResponse, recordOperations, upstreamCalls } from './operations';
import { useBrowserPage } from './browser';
import { signIn } from './session';

// My Offers (/ControlPanel/misOfertas, part 2 §2, §4, §8) in Chromium against the real product:
// the verified company opens an offer's candidates, sees their portfolio images, selects one
// and discards another, and the counts follow without reading the page again; the demo
// creative finds her applications with their status, her saved offers and the expired ones.
// axe-core at 1280 and 390 px on both views.

const browser = useBrowserPage();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** axe-core finds nothing at either width, and the phone layout does not scroll sideways. */
async function expectAccessible(page: Page, where: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // From the top: scrolled, a control under the sticky header reads to axe as obscured
    // (target-size), which says where the page was scrolled, not how it is built.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page), `${where} at ${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${where} at ${viewport.width} px: sideways scroll`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

interface Candidate {
  status: string;
  applicant: { displayName: string; username: string };
  /** Whether they published anything (their card shows it). */
  hasWork?: boolean;
}

interface OwnOffer {
  internalID: string;
  position: string;
  applications: { edges: { node: Candidate }[] } | null;
}

const candidatesOf = (offer: OwnOffer) => (offer.applications?.edges ?? []).map((edge) => edge.node);

/** Asks the graph as the signed-in user. */
async function ask(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query, variables },
  });
  return response.json();
}

/** Whether an account published any post. */
async function hasWork(page: Page, username: string): Promise<boolean> {
  const body = (await ask(
    page,
    'query E2EWork($u: String!) { user(username: $u) { posts(first: 1) { edges { cursor } } } }',
    {
      u: username,
    },
  )) as { data?: { user: { posts: { edges: unknown[] } } | null } };
  return (body.data?.user?.posts.edges.length ?? 0) > 0;
}

/** The company's active offers with their candidates, as the graph has them (one offer per query: the cost limit). */
async function activeOffers(page: Page): Promise<OwnOffer[]> {
  const list = (await ask(
    page,
    'query E2EActiveOffers { viewer { managedJobOffers(status: ACCEPTED, first: 20) { edges { node { internalID position } } } } }',
  )) as {
    data?: {
      viewer: { managedJobOffers: { edges: { node: { internalID: string; position: string } }[] } | null } | null;
    };
  };
  const found = list.data?.viewer?.managedJobOffers?.edges.map((edge) => edge.node);
  if (!found) throw new Error(`the company's offers could not be read: ${JSON.stringify(list)}`);
  const offers: OwnOffer[] = [];
  for (const { internalID, position } of found) {
    const body = (await ask(
      page,
      'query E2ECandidates($id: String!) { jobOffer(internalID: $id) { applications(first: 20) { edges { node { status applicant { displayName username } } } } } }',
      { id: internalID },
    )) as { data?: { jobOffer: { applications: OwnOffer['applications'] } | null } };
    offers.push({ internalID, position, applications: body.data?.jobOffer?.applications ?? null });
  }
  // Who published work: the one selected shows it on their card.
  for (const candidate of offers.flatMap(candidatesOf))
    candidate.hasWork = await hasWork(page, candidate.applicant.username);
  return offers;
}

/** A public offer the signed-in creative has not applied to, without extra questions (the last such). */
async function offerToApply(page: Page): Promise<{ internalID: string; position: string }> {
  const body = (await ask(
    page,
    '{ jobOffers(first: 50) { edges { node { internalID position isExpired viewerIsOwner viewerApplication { id } extraQuestions { question } } } } }',
  )) as {
    data?: {
      jobOffers: {
        edges: {
          node: {
            internalID: string;
            position: string;
            isExpired: boolean;
            viewerIsOwner: boolean;
            viewerApplication: { id: string } | null;
            extraQuestions: unknown[];
          };
        }[];
      };
    };
  };
  const open = (body.data?.jobOffers.edges ?? [])
    .map((edge) => edge.node)
    .filter((node) => !node.viewerApplication && !node.viewerIsOwner && !node.isExpired)
    .filter((node) => node.extraQuestions.length === 0);
  const offer = open.at(-1);
  if (!offer) throw new Error(`no offer left for the creative to apply to: ${JSON.stringify(body)}`);
  return offer;
}

interface Review {
  internalID: string;
  position: string;
  /** Who gets selected (not selected yet, with published work) and who gets discarded (not discarded yet). */
  chosen: Candidate;
  discarded: Candidate;
}

/** Pending candidates first: changing them moves the reviewed count too. */
const pendingFirst = (candidates: Candidate[]) =>
  [...candidates].sort((a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'));

function reviewIn(offer: OwnOffer): Review | null {
  const candidates = candidatesOf(offer);
  const names = candidates.map((node) => node.applicant.displayName);
  const unique = candidates.filter(
    (node) => names.indexOf(node.applicant.displayName) === names.lastIndexOf(node.applicant.displayName),
  );
  const chosen = pendingFirst(unique).find((node) => node.status !== 'ACCEPTED' && node.hasWork);
  const discarded = pendingFirst(unique).find((node) => node !== chosen && node.status !== 'REJECTED');
  return chosen && discarded ? { internalID: offer.internalID, position: offer.position, chosen, discarded } : null;
}

/** An active offer of the seed's company with two candidates to review, the one selected with work to see. */
async function offerToReview(page: Page): Promise<Review> {
  const offers = await activeOffers(page);
  const reviews = offers.map(reviewIn).filter((review) => review !== null);
  // The most pending candidates first, so the counts move the most.
  const pending = (review: Review) =>
    Number(review.chosen.status === 'PENDING') + Number(review.discarded.status === 'PENDING');
  const [best] = reviews.sort((a, b) => pending(b) - pending(a));
  if (!best)
    throw new Error(`no active offer of empresa@demo.es has two candidates to review: ${JSON.stringify(offers)}`);
  return best;
}

/** The offer's block in the list: its card, actions and candidates. */
const offerBlock = (page: Page, internalID: string) =>
  page.locator('main li').filter({ has: page.locator(`a[href="/ControlPanel/offer/${internalID}"]`) });

const candidateCard = (scope: Locator, name: string) => scope.getByRole('article', { name, exact: true });

/** The candidates' cards shown in an offer's block (its own card is an article too). */
const candidateCards = (scope: Locator) =>
  scope.getByRole('article').filter({ has: scope.page().getByRole('button', { name: /^Seleccionar a / }) });

/** '5 revisados' → 5. */
async function reviewedCount(block: Locator): Promise<number> {
  const text = (await block.getByText(/ · \d+ revisados?$/).textContent()) ?? '';
  return Number(/(\d+) revisados?$/.exec(text)?.[1]);
}

async function filterCount(block: Locator, label: string): Promise<number> {
  const text = (await block.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

describe('My Offers', () => {
  test('the company reviews candidates: portfolio images, select one, discard another; the counts follow', async () => {
    const { page } = browser;
    await signIn(page, 'empresa@demo.es');
    const review = await offerToReview(page);
    const names = [review.chosen.applicant.displayName, review.discarded.applicant.displayName];
    const operations = recordOperations(page);
    await page.goto('/ControlPanel/misOfertas');
    await page.getByRole('heading', { level: 1, name: 'Mis ofertas' }).waitFor();
    const active = page
      .getByRole('group', { name: 'Estado de las ofertas' })
      .getByRole('button', { name: 'Activas', exact: true });
    expect(await active.getAttribute('aria-pressed')).toBe('true');
    const block = offerBlock(page, review.internalID);
    await block.waitFor();
    await expectAccessible(page, 'company offers');

    const sentBefore = operations.length;
    const panelAnswer = queryResponse(page, 'CandidatesPanelQuery');
    await block.getByRole('button', { name: new RegExp(`^Ver candidatos \\(\\d+\\) de «`) }).click();
    const [chosen, discarded] = names.map((name) => candidateCard(block, name));
    await chosen.waitFor();
    // The candidate's latest work, each image opening its post.
    const work = chosen.getByRole('list', { name: `Portfolio de ${names[0]}` }).getByRole('link');
    expect(await work.count()).toBeGreaterThan(0);
    expect(await work.first().getAttribute('href')).toMatch(/^\/ControlPanel\/post\/[^/]+$/);
    const image = work.first().getByRole('img');
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // Every candidate with their portfolio came in one query, whatever their number.
    const shownCandidates = await candidateCards(block).count();
    expect(operations.slice(sentBefore), `${shownCandidates} candidates`).toEqual(['CandidatesPanelQuery']);
    expect(
      await upstreamCalls(panelAnswer, `CandidatesPanelQuery (${shownCandidates} candidates)`),
    ).toBeLessThanOrEqual(3);

    await block.getByRole('button', { name: 'Mostrar respuestas' }).click();
    await expectAccessible(page, 'candidates with answers');

    const reviewed = await reviewedCount(block);
    const selected = await filterCount(block, 'Seleccionados');
    const rejected = await filterCount(block, 'Descartados');

    await chosen.getByRole('button', { name: `Seleccionar a ${names[0]}` }).click();
    await expect.poll(() => chosen.getByRole('button', { name: `Seleccionar a ${names[0]}` }).isDisabled()).toBe(true);
    await chosen.getByText('Seleccionado', { exact: true }).waitFor();
    await discarded.getByRole('button', { name: `Descartar a ${names[1]}` }).click();
    await expect.poll(() => discarded.getByRole('button', { name: `Descartar a ${names[1]}` }).isDisabled()).toBe(true);
    await discarded.getByText('Descartado', { exact: true }).waitFor();

    // Each pending candidate reviewed counts once; a change of mind moves between the filters.
    const wasPending = [review.chosen, review.discarded].filter((node) => node.status === 'PENDING').length;
    await expect.poll(() => reviewedCount(block)).toBe(reviewed + wasPending);
    expect(await filterCount(block, 'Seleccionados')).toBe(
      selected + 1 - Number(review.discarded.status === 'ACCEPTED'),
    );
    expect(await filterCount(block, 'Descartados')).toBe(rejected + 1 - Number(review.chosen.status === 'REJECTED'));

    // 'Seleccionados' shows the chosen one and not the discarded one.
    await block.getByRole('button', { name: /^Seleccionados \(/ }).click();
    await chosen.waitFor();
    expect(await discarded.count()).toBe(0);

    // Saved on the server: after a reload both keep their status.
    await page.reload();
    await offerBlock(page, review.internalID)
      .getByRole('button', { name: /^Ver candidatos/ })
      .click();
    await candidateCard(offerBlock(page, review.internalID), names[0])
      .getByText('Seleccionado', { exact: true })
      .waitFor();
    await candidateCard(offerBlock(page, review.internalID), names[1])
      .getByText('Descartado', { exact: true })
      .waitFor();

    // Before the reload each list was read once; the changes came from the mutations' answers.
    const beforeReload = operations.slice(0, operations.lastIndexOf('MyOffersPageQuery'));
    expect(beforeReload.filter((name) => name === 'MyOffersPageQuery')).toHaveLength(1);
    expect(beforeReload.filter((name) => name === 'CandidatesPanelQuery')).toHaveLength(1);
    expect(beforeReload.filter((name) => name === 'useSetApplicationStatusMutation')).toHaveLength(2);
    // 'Seleccionados' is the server's filter: one request for its page.
    expect(beforeReload.filter((name) => name === 'CandidatesPanelPaginationQuery')).toHaveLength(1);
  });

  test("the panel of the company's offer with most candidates sends one query, portfolios included", async () => {
    const { page } = browser;
    await signIn(page, 'empresa@demo.es');
    const [busiest] = (await activeOffers(page)).sort((a, b) => candidatesOf(b).length - candidatesOf(a).length);
    if (!busiest) throw new Error('empresa@demo.es has no active offer');
    const count = candidatesOf(busiest).length;
    const operations = recordOperations(page);
    await page.goto('/ControlPanel/misOfertas');
    const block = offerBlock(page, busiest.internalID);
    await block.waitFor();
    const sentBefore = operations.length;
    const panelAnswer = queryResponse(page, 'CandidatesPanelQuery');
    await block.getByRole('button', { name: /^Ver candidatos \(\d+\) de «/ }).click();
    await expect.poll(() => candidateCards(block).count()).toBe(Math.min(count, 20));
    await block
      .getByRole('list', { name: /^Portfolio de / })
      .first()
      .waitFor();
    const calls = await upstreamCalls(panelAnswer, `CandidatesPanelQuery, offer with most candidates (${count})`);
    expect(calls).toBeLessThanOrEqual(3);
    expect(operations.slice(sentBefore)).toEqual(['CandidatesPanelQuery']);
    console.info(`Candidates panel of ${count} candidates: ${operations.length - sentBefore} GraphQL request(s)`);
    await expectAccessible(page, 'candidates of the offer with most candidates');
  });

  test('the creative sees her applications with their status, her saved offers and the expired ones', async () => {
    const { page } = browser;
    await signIn(page, 'creativa@demo.es');
    await page.goto('/ControlPanel/misOfertas');
    await page.getByRole('heading', { level: 1, name: 'Mis ofertas' }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Aplicaciones enviadas', 'Guardadas', 'Caducadas']);
    expect(await page.getByRole('tab', { name: 'Aplicaciones enviadas' }).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    const offers = panel.getByRole('heading', { level: 2 });
    await offers.first().waitFor();
    // The seed gives her a pending, a selected and a discarded application.
    for (const status of ['Pendiente', 'Seleccionado', 'Descartado'])
      await panel.getByText(status, { exact: true }).first().waitFor();
    await expectAccessible(page, 'Aplicaciones enviadas');

    await page.getByRole('tab', { name: 'Guardadas' }).click();
    await page.waitForURL('**/misOfertas?vista=guardadas');
    await panel
      .getByRole('button', { name: /^Quitar «/ })
      .first()
      .waitFor();
    expect(await panel.getByText('Caducada', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'Guardadas');

    await page.getByRole('tab', { name: 'Caducadas' }).click();
    await panel.getByText('Caducada', { exact: true }).first().waitFor();
    await expectAccessible(page, 'Caducadas');
  });

  test("applying shows in 'Aplicaciones enviadas' from the store, without reading the list again", async () => {
    const { page } = browser;
    await signIn(page, 'creativa@demo.es');
    const offer = await offerToApply(page);
    const operations = recordOperations(page);
    await page.goto('/ControlPanel/misOfertas');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await panel.getByRole('heading', { level: 2, name: offer.position }).count()).toBe(0);

    // To the offer inside the app (no reload: the store stays), apply, and come back.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/ControlPanel/JobOfferDetail/${offer.internalID}`);
    await page.getByRole('heading', { level: 1, name: offer.position }).waitFor();
    await page.getByRole('button', { name: 'Inscribirme a esta oferta' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar inscripción' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Confirmar inscripción' }).click();
    await page.getByRole('button', { name: 'Ya inscrito' }).waitFor();
    const sentBefore = operations.length;
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Mis ofertas' }).waitFor();
    const first = panel.getByRole('listitem').first();
    await first.getByRole('heading', { level: 2, name: offer.position }).waitFor();
    await first.getByText('Pendiente', { exact: true }).waitFor();
    expect(operations.slice(sentBefore)).toEqual([]);
    expect(operations.filter((name) => name === 'MyOffersPageQuery')).toHaveLength(1);
    await expectAccessible(page, 'Aplicaciones enviadas after applying');
  });
});
