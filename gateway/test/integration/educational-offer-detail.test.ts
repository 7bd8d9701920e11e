import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * The public educational offer detail (spec part 2 §2 Educational offer detail) against the real
 * api (small seed): every field the screen shows, what it costs upstream, and null for an offer
 * that is missing or not public.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('small');
});
afterAll(() => stack?.close());

interface RestOffer {
  _id: string;
  programName: string;
  status: string;
  duration: { value: number };
  durationUnit: 'meses' | 'años';
  price: { amount: number; currency: string } | null;
  gallery: string[];
  requirements: string[];
  syllabus: string | null;
  contactInfo: string;
  applicationLink: string | null;
  startDate: string | null;
}

const DETAIL = /* GraphQL */ `
  query Detail($id: String!) {
    educationalOffer(internalID: $id) {
      id
      internalID
      programName
      studyType
      knowledgeArea
      city
      country
      modality
      duration {
        value
        unit
      }
      durationMonths
      enrollmentStart {
        day
        month
      }
      enrollmentEnd {
        day
        month
      }
      publicationDate
      description
      requirements
      syllabus
      gallery {
        url
        width
        height
        srcSet
      }
      banner {
        url
        srcSet
      }
      price {
        amount
        currency
      }
      startDate
      endDate
      brochureUrl
      applicationLink
      website
      contactInfo
      tags
      institutionName
      institution {
        username
      }
    }
  }
`;

interface Detail {
  educationalOffer: {
    internalID: string;
    programName: string;
    durationMonths: number;
    requirements: string[];
    syllabus: string | null;
    gallery: { url: string; srcSet: string }[];
    price: { amount: number; currency: string } | null;
    startDate: string | null;
    applicationLink: string | null;
    contactInfo: string;
    institution: { username: string };
  } | null;
}

async function detail(id: string) {
  const answer = await stack.gateway.graphql<Detail>(DETAIL, { variables: { id } });
  expect(answer.errors).toBeUndefined();
  return { offer: answer.data!.educationalOffer, calls: answer.extensions!.upstreamCalls! };
}

async function offersOf(username: string): Promise<RestOffer[]> {
  const path = `/api/offers/educational/user-external/${username}?limit=50`;
  return (await restGet<{ offers: RestOffer[] }>(stack.api.url, path)).offers;
}

describe('Query.educationalOffer', () => {
  it('answers every field of the detail screen in one upstream call', async () => {
    const source = (await offersOf('institucion')).find((offer) => offer.gallery.length > 1);
    expect(source, 'a seeded public offer with a gallery').toBeDefined();
    const { offer, calls } = await detail(source!._id);
    expect(calls).toBe(1);
    console.info(`Educational offer detail: ${calls} upstream call`);
    expect(offer).toMatchObject({
      internalID: source!._id,
      programName: source!.programName,
      duration: { value: source!.duration.value, unit: source!.durationUnit === 'meses' ? 'MONTHS' : 'YEARS' },
      durationMonths: source!.duration.value * (source!.durationUnit === 'meses' ? 1 : 12),
      requirements: source!.requirements,
      syllabus: source!.syllabus,
      price: source!.price,
      startDate: source!.startDate,
      applicationLink: source!.applicationLink,
      contactInfo: source!.contactInfo,
      institution: { username: 'institucion' },
    });
    expect(offer!.gallery.map((image) => image.url)).toEqual(source!.gallery);
  });

  it('is null for an unknown, a malformed or a non-public id, without failing', async () => {
    const hidden = await stack.api.db
      .selectFrom('educational_offers')
      .select('id')
      .where('status', 'in', ['pending', 'cancelled', 'rejected'])
      .executeTakeFirstOrThrow();
    for (const id of [String(hidden.id), '000000000000000000000000', 'no-es-un-id']) {
      expect((await detail(id)).offer, id).toBeNull();
    }
  });
});
