import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { phonePhotos } from '../support/real-files';
import { axeAtBothWidths } from './axe';
import { useBrowserPage } from './browser';
import { asVisitor, createPost, graph } from './graph';
import { signIn } from './session';

// Reports (issue 24) in Chromium against the real product: the company reports a creative's
// post of phone photos from its page; the operator hides it from 'Denuncias' with a note;
// nobody else finds it any more, and its author reads why, on the post and in the bell.

const browser = useBrowserPage();

const reportsRegion = (page: Page) => page.getByRole('region', { name: /^Denuncias/ });

test('a reported post is hidden by the operator and only its author still sees it, told why', async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  const title = `Editorial de lino ${Date.now().toString(36)}`;
  const post = await createPost(page, title, await phonePhotos(2), 'image/jpeg');
  const postPath = `/ControlPanel/post/${post.internalID}`;

  // The author is not offered 'Denunciar' on her own post.
  await page.goto(postPath);
  await page.getByRole('heading', { name: title }).waitFor();
  expect(await page.getByRole('button', { name: 'Denunciar' }).count()).toBe(0);

  await signIn(page, 'empresa@demo.es');
  await page.goto(postPath);
  await page.getByRole('button', { name: 'Denunciar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar publicación' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
  await dialog.getByText('Elige un motivo.').waitFor();
  await dialog.getByRole('radio', { name: 'Infringe derechos de autor o de marca' }).check();
  await dialog.getByRole('textbox', { name: /Cuéntanos más/ }).fill('Son fotos de la campaña de otra marca.');
  expect(await axeAtBothWidths(page, 'the report dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
  await page.getByText('Gracias. Hemos recibido tu denuncia y la revisaremos.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const reported = page.getByRole('button', { name: 'Denunciado' });
  expect(await reported.getAttribute('aria-disabled')).toBe('true');
  // A reload asks the server: the report was kept.
  await page.reload();
  await page.getByRole('button', { name: 'Denunciado' }).waitFor();

  await signIn(page, 'operador@demo.es');
  await page.goto('/ControlPanel/moderacion');
  const item = reportsRegion(page).getByRole('listitem').filter({ hasText: title });
  await item.getByText('Son fotos de la campaña de otra marca.').waitFor();
  expect(await axeAtBothWidths(page, 'Denuncias')).toEqual([]);
  await item.getByRole('button', { name: 'Ocultar', exact: true }).click();
  const reason = item.getByRole('combobox', { name: 'Motivo que verá el autor' });
  expect(await reason.inputValue()).toBe('INTELLECTUAL_PROPERTY');
  await item.getByRole('textbox', { name: /Nota para el autor/ }).fill('Publica solo fotos propias o con permiso.');
  await item.getByRole('button', { name: 'Ocultar contenido' }).click();
  await page.getByText('Contenido ocultado: ahora solo lo ve su autor, con el motivo.').waitFor();
  await item.waitFor({ state: 'detached' });

  // Gone for everyone else: the company that reported it, and any visitor of the graph.
  await signIn(page, 'empresa@demo.es');
  await page.goto(postPath);
  await page.getByText('No hay datos de la publicación').waitFor();
  await asVisitor(page);
  const seen = await graph<{ node: unknown }>(page, 'query ($id: ID!) { node(id: $id) { id } }', { id: post.id });
  expect(seen.node).toBeNull();

  await signIn(page, 'creativa@demo.es');
  await page.goto(postPath);
  const notice = page.getByRole('note');
  await notice.getByText('Solo tú puedes ver esta publicación: la hemos ocultado tras revisar denuncias.').waitFor();
  expect(await notice.textContent()).toContain('Motivo: Infringe derechos de autor o de marca.');
  expect(await notice.textContent()).toContain('Publica solo fotos propias o con permiso.');
  expect(await axeAtBothWidths(page, 'the hidden post, to its author')).toEqual([]);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Notificaciones/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
  await page.getByText(`Hemos ocultado tu publicación «${title}» tras revisar denuncias.`, { exact: false }).waitFor();
});
