import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

/**
 * 'Descargar mis datos' through the graph (issue 24) against the real api: asking for an
 * export, its status until ready, and the ZIP through the gateway by its signed link.
 */
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack('small');
  token = await signIn(stack, 'creativa@demo.es');
});
afterAll(() => stack?.close());

const EXPORT = `status requestedAt readyAt sizeBytes downloadUrl`;
type Export = { status: string; sizeBytes: number | null; downloadUrl: string | null };

describe('the data export', () => {
  it('is asked for, followed until ready, and downloaded through the gateway without the session', async () => {
    const asked = await stack.gateway.graphql<{
      requestDataExport: { dataExport: Export | null; message: string | null; userErrors: { message: string }[] };
    }>(`mutation { requestDataExport { dataExport { ${EXPORT} } message userErrors { message } } }`, { token });
    expect(asked.data!.requestDataExport).toMatchObject({
      dataExport: { status: 'PENDING', downloadUrl: null },
      message: 'Estamos preparando tus datos. Te avisaremos aquí cuando el archivo esté listo.',
      userErrors: [],
    });
    const current = async () =>
      (await stack.gateway.graphql<{ myDataExport: Export | null }>(`{ myDataExport { ${EXPORT} } }`, { token })).data!
        .myDataExport;
    await expect.poll(async () => (await current())?.status, { timeout: 30_000, interval: 200 }).toBe('READY');
    const ready = (await current())!;
    expect(ready.downloadUrl).toMatch(/^\/api\/users\/data-export\/download\?token=/);

    const download = await fetch(stack.gateway.url + ready.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="moda-talento-mis-datos-/);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBe(ready.sizeBytes);
    const profile = JSON.parse(strFromU8(unzipSync(bytes)['perfil.json']!)) as { email: string };
    expect(profile.email).toBe('creativa@demo.es');
  });

  it('is the signed-in user’s only', async () => {
    const visitor = await stack.gateway.graphql(`{ myDataExport { status } }`);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await signIn(stack, 'empresa@demo.es');
    const none = await stack.gateway.graphql<{ myDataExport: Export | null }>(`{ myDataExport { status } }`, {
      token: other,
    });
    expect(none.data!.myDataExport).toBeNull();
    expect((await fetch(`${stack.gateway.url}/api/users/data-export/download?token=nada`)).status).toBe(404);
  });
});
