import type { Page } from '@playwright/test';
import { hasExif, JPEG_4X2, PNG_1X1, withExif } from '../fixtures/images';
import { configureMock, DEMO, expect, login, seriousViolations, test } from './fixtures';

/**
 * Photos as a broker takes them (issue 27): resized in the browser (long side ≤ 1920 px, EXIF
 * orientation applied, no EXIF left), ordered by keyboard, a chosen cover, and uploads that
 * survive a bad connection. Results are read back from the API (`photos` of the property).
 */

interface StoredPhoto {
  url: string;
  position: number;
  size_bytes: number | null;
  width: number | null;
  height: number | null;
  orientation: number | null;
}
interface ApiProperty {
  id: number;
  image_urls: string[];
  photos: StoredPhoto[];
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = sessionStorage.getItem('access_token') ?? localStorage.getItem('access_token');
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as T;
  }, path);
}

async function firstOwnProperty(page: Page): Promise<ApiProperty> {
  const list = await api<{ data: { id: number }[] }>(page, '/properties?page_size=5&include_shared=false');
  return api<ApiProperty>(page, `/properties/${list.data[0]!.id}`);
}

/**
 * A phone's photo held upright, as its sensor stores it: 4032 × 3024 landscape pixels (red top
 * half, blue bottom half) with EXIF orientation 6 (turn 90° clockwise to show) and a GPS position.
 */
async function sidewaysPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#e00';
    ctx.fillRect(0, 0, 4032, 1512);
    ctx.fillStyle = '#00e';
    ctx.fillRect(0, 1512, 4032, 1512);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
  });
  return Buffer.from(withExif(Buffer.from(base64, 'base64'), 6));
}

/** The colour at (x, y) as fractions of a stored image's size: 'red', 'blue' or 'other'. */
async function colourAt(page: Page, url: string, x: number, y: number): Promise<string> {
  return page.evaluate(
    async ({ url, x, y }) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const [r, , b] = ctx.getImageData(
        Math.floor(bitmap.width * x),
        Math.floor(bitmap.height * y),
        1,
        1,
      ).data;
      return r! > 150 && b! < 100 ? 'red' : b! > 150 && r! < 100 ? 'blue' : 'other';
    },
    { url, x, y },
  );
}

/** 'Salvar alterações' in the wizard's panel; back on the detail page, the property as stored. */
async function saveAndReadBack(page: Page, id: number): Promise<ApiProperty> {
  await page
    .getByRole('complementary', { name: 'Resumo e publicação' })
    .getByRole('button', { name: 'Salvar alterações' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  return api<ApiProperty>(page, `/properties/${id}`);
}

/** Signed in as gestor, the wizard of their first property open on its photos; its photos before. */
async function editPhotosOfFirstProperty(page: Page): Promise<{ property: ApiProperty; before: number }> {
  await login(page, 'gestor');
  const property = await firstOwnProperty(page);
  await page.goto(`/properties/${property.id}/edit`);
  await page.getByRole('button', { name: 'Etapa 6: Fotos e vídeos' }).click();
  return { property, before: property.image_urls.length };
}

/** The keys the wizard's drafts hold in IndexedDB (each photo's bytes, each draft's list). */
const draftPhotoKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<IDBValidKey[]>((resolve) => {
        const open = indexedDB.open('imobi-drafts');
        open.onsuccess = () => {
          const keys = open.result.transaction('photos').objectStore('photos').getAllKeys();
          keys.onsuccess = () => resolve(keys.result);
        };
      }),
  );

const photoList = (page: Page) => page.getByRole('list', { name: 'Fotos do imóvel' });
const rowNames = (page: Page) =>
  photoList(page)
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));

test.describe('Photos (issue 27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a large sideways photo and a small one: resized upright, reordered by keyboard, the cover chosen, read back in order', async ({
    page,
  }) => {
    const { property, before } = await editPhotosOfFirstProperty(page);
    const large = await sidewaysPhoto(page);
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: large },
      { name: 'detalhe.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_4X2) },
    ]);
    // The resize says what it saved and the new dimensions, upright (portrait).
    const portrait = photoList(page).getByRole('listitem').filter({ hasText: 'retrato.jpg' });
    await expect(portrait.getByText(/ → .* · 1\.440\s×\s1\.920\spx$/)).toBeVisible();
    await expect(
      photoList(page)
        .getByRole('listitem')
        .filter({ hasText: 'detalhe.jpg' })
        .getByText(/ → .* · 4\s×\s2\spx$/),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-photos/resized.png', fullPage: true });

    // By keyboard: the small one one place up (before the sideways one), announced in pt-BR.
    await page.getByRole('button', { name: 'Mover detalhe.jpg', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/detalhe\.jpg selecionada, posição \d+ de \d+\./)).toBeAttached();
    // dnd-kit listens for the arrows from a timer after the pick-up: on a busy machine an arrow
    // pressed as soon as the pick-up is announced can come first and move nothing. A person who sees
    // nothing move presses it again; an arrow that did move is announced within two seconds.
    const moved = page.getByText(`detalhe.jpg movida para a posição ${before + 1} de ${before + 2}.`);
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(moved).toBeAttached({ timeout: 2000 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(
      page.getByText(`detalhe.jpg solta na posição ${before + 1} de ${before + 2}.`),
    ).toBeAttached();
    expect((await rowNames(page)).slice(-2)).toEqual(['detalhe.jpg', 'retrato.jpg']);

    // The sideways one becomes the cover.
    await photoList(page).getByRole('button', { name: 'Definir como capa: retrato.jpg' }).click();
    expect((await rowNames(page))[0]).toBe('retrato.jpg');
    await expect(photoList(page).getByRole('listitem').first().getByText('Capa')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const saved = await saveAndReadBack(page, property.id);
    expect(saved.photos).toHaveLength(before + 2);
    const cover = saved.photos[0]!;
    expect(cover).toMatchObject({ width: 1440, height: 1920, orientation: 1, position: 0 });
    expect(Math.max(cover.width!, cover.height!)).toBeLessThanOrEqual(1920);
    // Upright: the sensor's red top is on the right once turned clockwise.
    expect(await colourAt(page, cover.url, 0.9, 0.5)).toBe('red');
    expect(await colourAt(page, cover.url, 0.1, 0.5)).toBe('blue');
    // The older photos follow in their order, then the small one.
    expect(saved.image_urls.slice(1, before + 1)).toEqual(property.image_urls);
    expect(saved.photos[before + 1]).toMatchObject({ width: 4, height: 2 });
    // No EXIF (so no position) left in what was stored; the photo as chosen had one.
    expect(hasExif(large)).toBe(true);
    const stored = await page.evaluate(
      async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())],
      cover.url,
    );
    expect(hasExif(Uint8Array.from(stored))).toBe(false);
    // The detail page shows them in that order, the cover first.
    await expect(page.getByRole('img', { name: new RegExp(`^Foto 1 de ${before + 2} — `) })).toHaveAttribute(
      'src',
      cover.url,
    );
  });

  test('on a slow connection an upload waiting its turn is cancelled, one that failed is sent again', async ({
    page,
  }) => {
    const { property, before } = await editPhotosOfFirstProperty(page);
    const names = ['um.jpg', 'dois.jpg', 'tres.jpg', 'quatro.jpg', 'cinco.jpg'];
    await page
      .locator('input[type="file"]')
      .setInputFiles(names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_4X2) })));
    await expect(photoList(page).getByText('Será enviada ao salvar')).toHaveCount(5);
    // From the save on, every answer takes 6 s: the uploads stay in flight long enough to cancel one.
    await configureMock(page, { latency: 6000 });
    await page
      .getByRole('complementary', { name: 'Resumo e publicação' })
      .getByRole('button', { name: 'Salvar alterações' })
      .click();
    // Three at a time: the fourth and the fifth wait their turn.
    await expect(photoList(page).getByText('Enviando…')).toHaveCount(3, { timeout: 15_000 });
    await expect(photoList(page).getByText('Será enviada ao salvar')).toHaveCount(2);
    // 'quatro.jpg' is cancelled before its turn; the connection drops: 'cinco.jpg', next, fails.
    await page.getByRole('button', { name: 'Cancelar envio de quatro.jpg' }).click();
    await expect(photoList(page).getByText('quatro.jpg')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shots-photos/uploading.png', fullPage: true });
    await configureMock(page, { scenario: 'offline' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Imóvel salvo, mas há fotos não enviadas' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    const failed = photoList(page).getByRole('listitem').filter({ hasText: 'cinco.jpg' });
    await expect(failed.getByText('Falha no envio').or(failed.getByText(/conex/i))).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-photos/failed.png', fullPage: true });
    // Back online, and fast again: sent again, the wizard finishes on the detail page.
    await configureMock(page, { scenario: 'default', latency: 0 });
    await failed.getByRole('button', { name: 'Tentar enviar cinco.jpg de novo' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${property.id}$`), { timeout: 20_000 });
    const saved = await api<ApiProperty>(page, `/properties/${property.id}`);
    expect(saved.image_urls).toHaveLength(before + 4);
  });

  test('a session that ends in the middle of the uploads keeps the queue: signed in again, the photos left are sent', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'gestor');
    const property = await firstOwnProperty(page);
    const before = property.image_urls.length;
    await page.goto(`/properties/${property.id}/edit`);
    for (let step = 1; step < 6; step += 1) await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '6. Fotos e vídeos' })).toBeVisible();
    const names = ['sala.jpg', 'quarto.jpg', 'cozinha.jpg', 'banheiro.jpg', 'varanda.jpg'];
    await page
      .locator('input[type="file"]')
      .setInputFiles(names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_4X2) })));
    await expect(photoList(page).getByText('Será enviada ao salvar')).toHaveCount(5);
    // From the save on, every answer takes 3 s: the server refuses the session while the first three
    // are in flight.
    await configureMock(page, { latency: 3000 });
    // On a phone the save is in the summary's drawer.
    await page.getByRole('button', { name: 'Resumo e publicação' }).click();
    await page
      .getByRole('dialog', { name: 'Resumo e publicação' })
      .getByRole('button', { name: 'Salvar alterações' })
      .click();
    await expect(photoList(page).getByText('Enviando…')).toHaveCount(3, { timeout: 20_000 });
    await page.screenshot({ path: '/tmp/shots-photos/before-401.png', fullPage: true });
    // Revoked on the server (the stored token no longer holds): the fourth upload answers 401.
    await page.evaluate(() => {
      const store = localStorage.getItem('access_token') ? localStorage : sessionStorage;
      store.setItem('access_token', 'revogado.pelo.servidor');
    });
    await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sua sessão expirou. Entre novamente.' }),
    ).toBeVisible();
    // The rest at 1 s an answer: the resumed uploads still take long enough to be announced.
    await configureMock(page, { latency: 1000 });

    await page.getByLabel('Usuário').pressSequentially(DEMO.gestor.username);
    await page.getByLabel('Senha', { exact: true }).pressSequentially(DEMO.gestor.password);
    await page.keyboard.press('Enter');
    // Back in the wizard as it was left, which sends the two photos left and then finishes.
    await expect(page).toHaveURL(new RegExp(`/properties/${property.id}/edit`), { timeout: 30_000 });
    await expect(page.getByText('Sessão retomada: enviando 2 fotos que faltavam.')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-photos/resumed.png', fullPage: true });
    await expect(page).toHaveURL(new RegExp(`/properties/${property.id}$`), { timeout: 40_000 });
    const saved = await api<ApiProperty>(page, `/properties/${property.id}`);
    expect(saved.image_urls).toHaveLength(before + 5);
    expect(saved.photos.slice(before).map((photo) => photo.width)).toEqual([4, 4, 4, 4, 4]);
  });

  test('photos chosen are kept in the draft: a reload brings them back in their order, and they are saved with it', async ({
    page,
  }) => {
    const { property, before } = await editPhotosOfFirstProperty(page);
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_4X2) },
      { name: 'varanda.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1) },
    ]);
    for (const name of ['fachada.jpg', 'varanda.png'])
      await expect(
        photoList(page).getByRole('listitem').filter({ hasText: name }).getByText(/\spx$/),
      ).toBeVisible();
    await photoList(page).getByRole('button', { name: 'Definir como capa: varanda.png' }).click();
    // The focus follows the photo to the top, on its handle.
    await expect(page.getByRole('button', { name: 'Mover varanda.png', exact: true })).toBeFocused();
    const chosen = await rowNames(page);
    expect(chosen[0]).toBe('varanda.png');
    expect(chosen.at(-1)).toBe('fachada.jpg');
    const sizeLines = () =>
      Promise.all(
        ['fachada.jpg', 'varanda.png'].map((name) =>
          photoList(page).getByRole('listitem').filter({ hasText: name }).getByText(/\spx$/).textContent(),
        ),
      );
    // '… B → … B · 4 × 2 px': the size as chosen, then the resized copy's.
    const sizesChosen = await sizeLines();

    // Leaving says the photos stay with the draft.
    await page.getByRole('link', { name: 'Meus Imóveis' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await expect(leave).toContainText('com as fotos escolhidas');
    await leave.getByRole('button', { name: 'Continuar editando' }).click();

    // Written 300 ms after the last change, the fields in localStorage and the photos in IndexedDB
    // (a reload before IndexedDB is done loses the photos, and the resumed draft says so).
    await expect
      .poll(() =>
        page.evaluate(() => Object.values({ ...localStorage }).find((v) => v.includes('"photos":2'))),
      )
      .toBeTruthy();
    await expect.poll(() => draftPhotoKeys(page)).toHaveLength(3);
    await page.reload();
    await expect(page.getByText('Há um rascunho não salvo deste imóvel')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar rascunho' }).click();
    await page.getByRole('button', { name: 'Etapa 6: Fotos e vídeos' }).click();
    await expect(photoList(page).getByRole('listitem')).toHaveCount(before + 2);
    expect(await rowNames(page)).toEqual(chosen);
    // Only the resized copies are kept; the sizes as chosen come back with them.
    expect(await sizeLines()).toEqual(sizesChosen);
    await expect(photoList(page).getByRole('listitem').first().getByText('Capa')).toBeVisible();
    // The thumbnails are drawn from the kept bytes.
    expect(
      await photoList(page)
        .getByRole('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);

    const saved = await saveAndReadBack(page, property.id);
    expect(saved.photos).toHaveLength(before + 2);
    expect(saved.photos[0]).toMatchObject({ width: 1, height: 1 });
    expect(saved.photos.at(-1)).toMatchObject({ width: 4, height: 2 });
    expect(saved.image_urls.slice(1, before + 1)).toEqual(property.image_urls);

    // Saved, the draft and its photos are gone: the wizard opens on the property as it is.
    await page.goto(`/properties/${property.id}/edit`);
    await expect(page.getByRole('heading', { name: 'Editar Imóvel' })).toBeVisible();
    await expect(page.getByText('Há um rascunho não salvo deste imóvel')).toBeHidden();
    expect(await draftPhotoKeys(page)).toEqual([]);
  });
});
