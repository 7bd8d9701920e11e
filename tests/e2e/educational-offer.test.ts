import { describe, expect, inject, test } from 'vitest';
import { axeViolations } from './axe';
import { useBrowserPage } from './browser';

// The public educational offer detail against the real product (part 2 §2 Educational offer
// detail, §8; issue 12): a visitor without an account opens a seeded programme, sees its
// sections, walks the gallery past its last image back to the first; a missing offer says so;
// axe-core finds nothing at desktop and phone widths.

const browser = useBrowserPage();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface SeededOffer {
  internalID: string;
  programName: string;
  galleryCount: number;
}

/** A public programme of the seed with a gallery of several images, found through the graph. */
async function seededOffer(): Promise<SeededOffer> {
  const list = await fetch(new URL('/api/offers/educational/user-external/institucion?limit=50', inject('apiURL')));
  const { offers } = (await list.json()) as { offers: { _id: string }[] };
  for (const { _id } of offers) {
    const response = await fetch(new URL('/graphql', inject('baseURL')), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($id: String!) { educationalOffer(internalID: $id) { internalID programName gallery { url } } }',
        variables: { id: _id },
      }),
    });
    const body = (await response.json()) as {
      data: { educationalOffer: { internalID: string; programName: string; gallery: unknown[] } | null };
    };
    const offer = body.data.educationalOffer;
    if (offer && offer.gallery.length > 1) {
      return { internalID: offer.internalID, programName: offer.programName, galleryCount: offer.gallery.length };
    }
  }
  throw new Error('no seeded public educational offer with a gallery');
}

describe('educational offer detail', () => {
  test('a visitor reads a programme and walks its gallery round', async () => {
    const { page } = browser;
    const offer = await seededOffer();
    await page.goto(`/ControlPanel/EducationalOfferDetail/${offer.internalID}`);
    await page.getByRole('heading', { level: 1, name: offer.programName }).waitFor();
    for (const section of ['Descripción', 'Requisitos', 'Temario', 'Galería', 'Información adicional']) {
      expect(await page.getByRole('heading', { level: 2, name: section }).count(), section).toBe(1);
    }
    expect(await page.getByText('Publicada el').count()).toBe(1);
    // Either the way to apply or, without one, the school's contact.
    const apply = await page.getByRole('link', { name: /Solicitar información/ }).count();
    const contact = await page.getByRole('heading', { level: 2, name: 'Contacto' }).count();
    expect(apply + contact).toBe(1);

    const gallery = page.getByRole('group', { name: 'Galería' });
    const shown = () => gallery.getByRole('img').getAttribute('src');
    const first = await shown();
    const next = gallery.getByRole('button', { name: 'Imagen siguiente' });
    for (let step = 1; step < offer.galleryCount; step += 1) {
      await next.click();
      expect(await shown()).not.toBe(first);
    }
    expect(
      await gallery
        .getByRole('button', { name: `Imagen ${offer.galleryCount} de ${offer.galleryCount}` })
        .getAttribute('aria-current'),
    ).toBe('true');
    await next.click();
    expect(await shown()).toBe(first);

    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page), `${size.width} px`).toEqual([]);
    }
  });

  test('a missing offer shows the not-found text', async () => {
    const { page } = browser;
    await page.goto('/ControlPanel/EducationalOfferDetail/000000000000000000000000');
    await page.getByRole('heading', { level: 1, name: 'No se encontró la oferta educativa.' }).waitFor();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page), `${size.width} px`).toEqual([]);
    }
  });
});
