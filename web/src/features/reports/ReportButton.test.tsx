import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, type RouteObject } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import type { ReportButtonTestQuery } from './__generated__/ReportButtonTestQuery.graphql';
import { ReportButton } from './ReportButton';
import { REPORT_TEXTS } from './reportTexts';

const POST_ID = 'UG9zdDpwMQ==';
const CONFIRMATION = 'Gracias. Hemos recibido tu denuncia y la revisaremos.';

const query = graphql`
  query ReportButtonTestQuery @relay_test_operation {
    node(id: "UG9zdDpwMQ==") {
      ... on Post {
        id
        viewerHasReported
        author {
          isViewer
        }
      }
    }
  }
`;

/** The button as a post's page shows it, reading the post's flag from the store. */
function PostReport() {
  const { node } = useLazyLoadQuery<ReportButtonTestQuery>(query, {});
  if (!node?.id || !node.author) return null;
  return (
    <ReportButton
      itemId={node.id}
      kind="post"
      viewerHasReported={node.viewerHasReported ?? false}
      viewerIsAuthor={node.author.isViewer}
    />
  );
}

/** Where a navigation led, with its state. */
function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

const routes: RouteObject[] = [
  { path: '/publicacion', handle: access.public, element: <PostReport /> },
  { path: routePatterns.landing, handle: access.public, element: <Where /> },
];

async function renderButton(post: { viewerHasReported?: boolean; isViewer?: boolean } = {}, signedIn = true) {
  if (signedIn) localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(routes, { initialEntries: ['/publicacion'] });
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({
          __typename: 'Post',
          id: POST_ID,
          viewerHasReported: post.viewerHasReported ?? false,
          author: { id: 'VXNlcjphbmE=', isViewer: post.isViewer ?? false },
        }),
      }),
    ),
  );
  return { user: userEvent.setup(), ...rendered };
}

const reportButton = () => screen.getByRole('button', { name: /^Denuncia(r|do)$/ });

/** Opens the dialog, picks fraud, writes a line and sends. */
async function sendReport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(reportButton());
  const dialog = screen.getByRole('dialog', { name: 'Denunciar publicación' });
  await user.click(within(dialog).getByRole('radio', { name: 'Fraude, engaño o suplantación de identidad' }));
  await user.type(within(dialog).getByRole('textbox', { name: REPORT_TEXTS.details }), '  Se hace pasar por mí.  ');
  await user.click(within(dialog).getByRole('button', { name: REPORT_TEXTS.send }));
  return dialog;
}

function answer(environment: MockEnvironment, report: object) {
  return act(async () => environment.mock.resolveMostRecentOperation({ data: { report } }));
}

describe('the report button', () => {
  it("sends the reason and the details; it reads 'Denunciado' at once and stays so, with the confirmation", async () => {
    const { user, environment } = await renderButton();
    await sendReport(user);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useReportMutation');
    expect(operation.request.variables).toEqual({
      input: { itemId: POST_ID, reason: 'FRAUD', details: 'Se hace pasar por mí.' },
    });
    expect(reportButton()).toHaveTextContent(REPORT_TEXTS.reported);
    await answer(environment, { itemId: POST_ID, message: CONFIRMATION, userErrors: [] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMATION);
    expect(reportButton()).toHaveTextContent(REPORT_TEXTS.reported);
    expect(reportButton()).toHaveAttribute('aria-disabled', 'true');
    // The closed dialog handed the focus back to the button, which still holds it.
    expect(reportButton()).toHaveFocus();
    await user.click(reportButton());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("goes back to 'Denunciar' when the request fails, keeping the dialog and what was chosen", async () => {
    const { user, environment } = await renderButton();
    const dialog = await sendReport(user);
    expect(reportButton()).toHaveTextContent(REPORT_TEXTS.reported);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(reportButton()).toHaveTextContent(REPORT_TEXTS.report);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REPORT_TEXTS.network);
    expect(within(dialog).getByRole('radio', { name: /^Fraude/ })).toBeChecked();
    expect(within(dialog).getByRole('textbox')).toHaveValue('  Se hace pasar por mí.  ');
  });

  it("shows the server's refusal in the dialog and goes back to 'Denunciar'", async () => {
    const { user, environment } = await renderButton();
    const dialog = await sendReport(user);
    await answer(environment, {
      itemId: null,
      message: null,
      userErrors: [{ message: 'No encontramos ese contenido: puede que ya no esté publicado.', field: null }],
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No encontramos ese contenido');
    expect(within(dialog).getByRole('radio', { name: /^Fraude/ })).toBeChecked();
    expect(reportButton()).toHaveTextContent(REPORT_TEXTS.report);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("reads 'Denunciado' when the viewer already reported the item, and opens nothing", async () => {
    const { user } = await renderButton({ viewerHasReported: true });
    expect(reportButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(reportButton());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is left out of the author's own item", async () => {
    await renderButton({ isViewer: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes an anonymous visitor to the landing page with the register dialog', async () => {
    const { user } = await renderButton({}, false);
    await user.click(reportButton());
    expect(screen.getByTestId('where')).toHaveTextContent('/ {"showRegister":true}');
  });
});
