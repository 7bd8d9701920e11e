import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { routePatterns } from '../../lib/routing/paths';
import type { OfferCardTestQuery } from './__generated__/OfferCardTestQuery.graphql';
import defaultLogo from '../../assets/default-logo.svg';
import { OfferCard } from './OfferCard';

// The offers list spreads the card's fragment in its connection; this query stands in for it.
const query = graphql`
  query OfferCardTestQuery @relay_test_operation {
    jobOffer(internalID: "o1") {
      ...OfferCard_offer
    }
  }
`;

function Card() {
  const { jobOffer } = useLazyLoadQuery<OfferCardTestQuery>(query, {});
  return jobOffer && <OfferCard offer={jobOffer} />;
}

const LONG_DESCRIPTION = 'Patronaje y confección de prendas a medida. '.repeat(8).trim();

async function renderCard(offer: Record<string, unknown> = {}) {
  const rendered = renderRoutes([{ path: routePatterns.offers, element: <Card /> }], {
    initialEntries: [routePatterns.offers],
  });
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        JobOffer: () => ({
          internalID: 'o1',
          position: 'Patronista junior',
          companyName: 'Textiles del Norte',
          companyLogo: null,
          city: 'Madrid',
          jobType: 'INTERNSHIP',
          locationType: 'HYBRID',
          publicationDate: '2026-03-03T10:00:00.000Z',
          description: LONG_DESCRIPTION,
          salary: null,
          ...offer,
        }),
      }),
    ),
  );
  return rendered;
}

describe('OfferCard', () => {
  it("shows company, position, 'city | type | format' and the long Spanish date", async () => {
    await renderCard();
    expect(screen.getByText('Textiles del Norte')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Patronista junior' })).toBeInTheDocument();
    expect(screen.getByText('Madrid | Prácticas | Híbrido')).toBeInTheDocument();
    expect(screen.getByText('Publicada el 3 de marzo de 2026')).toBeInTheDocument();
  });

  it('opens JobOfferDetail/{id}', async () => {
    await renderCard();
    expect(screen.getByRole('link', { name: 'Patronista junior' })).toHaveAttribute(
      'href',
      '/ControlPanel/JobOfferDetail/o1',
    );
  });

  it('cuts the description at 150 characters with an ellipsis', async () => {
    await renderCard();
    const shown = screen.getByText(/^Patronaje y confección/).textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect([...shown].length).toBeLessThanOrEqual(151);
    expect(LONG_DESCRIPTION.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('keeps a short description whole', async () => {
    await renderCard({ description: 'Prácticas de verano.' });
    expect(screen.getByText('Prácticas de verano.')).toBeInTheDocument();
  });

  it('shows the default logo when the offer has none, and the badge of its type', async () => {
    const { container } = await renderCard({ jobType: 'FULL_TIME', locationType: 'ON_SITE' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(defaultLogo);
    expect(screen.getByText('Tiempo completo', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Madrid | Tiempo completo | Presencial')).toBeInTheDocument();
  });

  // Issue 24 (EU pay transparency).
  it('shows the salary range when the offer states one', async () => {
    await renderCard({ salary: { min: 30000, max: 36000, currency: 'EUR', period: 'YEAR' } });
    expect(screen.getByText('30.000 € – 36.000 € al año')).toBeInTheDocument();
  });

  it('says nothing of the salary when the offer states none', async () => {
    await renderCard({ salary: null });
    expect(screen.getByRole('article')).not.toHaveTextContent(/salario|€|al año/i);
  });

  it("shows the offer's logo when it has one", async () => {
    const { container } = await renderCard({ companyLogo: '/media/logo.webp' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/logo.webp');
  });
});
