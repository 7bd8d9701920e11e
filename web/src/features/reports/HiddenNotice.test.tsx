import { act, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../test/relay';
import { brand } from '../../lib/brand';
import type { HiddenNoticeTestQuery } from './__generated__/HiddenNoticeTestQuery.graphql';
import { HiddenNotice } from './HiddenNotice';
import type { ReportKind } from './reportTexts';

const query = graphql`
  query HiddenNoticeTestQuery @relay_test_operation {
    node(id: "UG9zdDpwMQ==") {
      ... on Post {
        moderation {
          ...HiddenNotice_notice
        }
      }
    }
  }
`;

function Notice({ kind }: { kind: ReportKind }) {
  const { node } = useLazyLoadQuery<HiddenNoticeTestQuery>(query, {});
  return node?.moderation ? <HiddenNotice notice={node.moderation} kind={kind} /> : null;
}

async function renderNotice(kind: ReportKind, note: string | null) {
  const { environment } = renderWithRelay(<Notice kind={kind} />);
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'Post', id: 'UG9zdDpwMQ==' }),
        ModerationNotice: () => ({
          hiddenAt: '2026-03-05T10:00:00.000Z',
          reason: 'SPAM',
          reasonLabel: 'Spam o publicidad no deseada',
          note,
        }),
      }),
    ),
  );
  return screen.getByRole('note');
}

describe("the author's notice on a hidden item", () => {
  it("says only they see it, why, the moderators' note and where to write", async () => {
    const notice = await renderNotice('post', 'Enlaces a una tienda externa en cada imagen.');
    expect(notice).toHaveTextContent(
      'Solo tú puedes ver esta publicación: la hemos ocultado tras revisar denuncias.' +
        'Motivo: Spam o publicidad no deseada.' +
        'Nota del equipo de moderación: Enlaces a una tienda externa en cada imagen.' +
        `Si crees que es un error, escríbenos a ${brand.contactEmail}.`,
    );
    expect(within(notice).getByRole('link', { name: brand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.contactEmail}`,
    );
    expect(within(notice).queryByRole('heading')).toBeNull();
  });

  it('leaves the note out when the moderators wrote none', async () => {
    const notice = await renderNotice('offer', null);
    expect(notice).toHaveTextContent(/^Solo tú puedes ver esta oferta: la hemos ocultado/);
    expect(notice).not.toHaveTextContent('Nota del equipo de moderación');
  });

  it('words a profile in the masculine', async () => {
    const notice = await renderNotice('profile', null);
    expect(notice).toHaveTextContent(/^Solo tú puedes ver este perfil: lo hemos ocultado/);
  });
});
