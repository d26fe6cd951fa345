import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { PropertyRecord } from '@mocks/db/schemas';
import { JPEG_4X2, PNG_1X1 } from '../../../../../tests/fixtures/images';
import { goToStep, openWizard } from '../../../../../tests/helpers/wizard';

/**
 * The photo step (issue 27) as a broker uses it: photos from the device join the saved ones in one
 * list, 'Definir como capa' by keyboard, the drag handles described in pt-BR. The test DOM has no worker
 * nor layout: the resize, the keyboard drag and the order the API keeps are the journey's
 * (tests/e2e/photos.spec.ts).
 */

const SLOW = 90_000;
const GESTOR_TENANT = 2;

/** The wizard of the gestor's first property that `matches`, opened at the photo step. */
async function openPhotoStep(matches: (p: PropertyRecord) => boolean = (p) => !p.archived) {
  const own = db.properties.all().find((p) => p.tenant_id === GESTOR_TENANT && matches(p))!;
  const saved = [...own.image_urls];
  const user = await openWizard(`/properties/${own.id}/edit`);
  await goToStep(user, 6);
  return { saved, user };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Fotos do imóvel' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);

describe('photo step (issue 27)', () => {
  it(
    'lists photos chosen after the saved ones and puts one first with Definir como capa, by keyboard',
    async () => {
      const { saved, user } = await openPhotoStep();
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(input, [
        new File([PNG_1X1], 'planta.png', { type: 'image/png' }),
        new File([JPEG_4X2], 'fachada.jpg', { type: 'image/jpeg' }),
      ]);
      // Saved ones first, the new ones after, in the order chosen.
      await waitFor(() => expect(rows().slice(-2)).toEqual(['planta.png', 'fachada.jpg']));
      expect(rows()).toHaveLength(saved.length + 2);

      const cover = screen.getByRole('button', { name: 'Definir como capa: fachada.jpg' });
      cover.focus();
      await user.keyboard('{Enter}');
      expect(rows()[0]).toBe('fachada.jpg');
      expect(
        within(screen.getByRole('list', { name: 'Fotos do imóvel' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Capa');

      // The saved images keep their order after it: what the save sends as image_urls.
      expect(rows().slice(1, saved.length + 1)).toHaveLength(saved.length);
      expect(rows().at(-1)).toBe('planta.png');
    },
    SLOW,
  );

  it(
    'describes each handle for screen readers in pt-BR: how to move with the keyboard',
    async () => {
      await openPhotoStep();
      const handle = screen.getAllByRole('button', { name: /^Mover / })[0]!;
      expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
      const description = document.getElementById(handle.getAttribute('aria-describedby')!)!;
      expect(description).toHaveTextContent(/pressione espaço ou Enter na alça da foto, mova com as setas/);
    },
    SLOW,
  );

  it(
    'names a file refused for its size even when chosen with good ones, and keeps the good ones',
    async () => {
      const { user } = await openPhotoStep();
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(input, [
        new File([new Uint8Array(11 * 1024 * 1024)], 'enorme.jpg', { type: 'image/jpeg' }),
        new File([JPEG_4X2], 'fachada.jpg', { type: 'image/jpeg' }),
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Não adicionada: enorme.jpg. Envie imagens JPEG, PNG ou WebP de até 10 MB.',
      );
      await waitFor(() => expect(rows().at(-1)).toBe('fachada.jpg'));
      expect(rows()).not.toContain('enorme.jpg');
    },
    SLOW,
  );

  it(
    'moves the focus to the row now in place of a removed photo, and says so',
    async () => {
      const { user } = await openPhotoStep((p) => p.image_urls.length >= 2);
      const before = rows();
      await user.click(screen.getAllByRole('button', { name: `Remover ${before[0]}` })[0]!);
      await waitFor(() => expect(rows()).toHaveLength(before.length - 1));
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`Mover ${rows()[0]}`));
      expect(screen.getByText(new RegExp(`^${before[0]} removida\\.`))).toBeInTheDocument();
    },
    SLOW,
  );
});
