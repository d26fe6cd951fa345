import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { draftKey } from './useWizardDraft';
import { EMPTY_WIZARD } from './values';
import {
  goToStep,
  messageOf,
  openPanel,
  openWizard,
  typeInto,
  type User,
} from '../../../../tests/helpers/wizard';

/**
 * A save the wizard refuses, as the tester met it on a phone (the component tests lay the wizard out as one): every
 * refused field says why under itself, the step of the first one in step order opens with that
 * field focused, and the drawer the save was pressed in gets out of the way.
 */

const SLOW = 90_000;
const REFUSED = 'Corrija os campos destacados antes de salvar.';
const panelDialog = () => screen.queryByRole('dialog', { name: 'Resumo e publicação' });

async function saveFromPanel(user: User, name: RegExp = /^Salvar/) {
  const panel = await openPanel(user);
  await user.click(within(panel).getByRole('button', { name }));
  expect(await screen.findByText(REFUSED)).toBeInTheDocument();
}

/** The heading of the step on screen. */
const stepHeading = (n: number) => screen.getByRole('heading', { level: 2, name: new RegExp(`^${n}\\. `) });

describe('a refused save shows where and why', () => {
  it(
    'an empty title: step 1 opens with the message under the title, focused, the drawer closed',
    async () => {
      const user = await openWizard();
      await goToStep(user, 3);
      const before = db.properties.all().length;
      await saveFromPanel(user);
      await waitFor(() => expect(panelDialog()).toBeNull());
      expect(stepHeading(1)).toBeInTheDocument();
      expect(messageOf(/Título do anúncio/)).toContain('Título deve ter pelo menos 3 caracteres');
      await waitFor(() => expect(screen.getByLabelText(/Título do anúncio/)).toHaveFocus());
      expect(db.properties.all()).toHaveLength(before);
      // Typed right there, the message follows the value as it becomes acceptable.
      await user.keyboard('Cas');
      await waitFor(() => expect(messageOf(/Título do anúncio/)).not.toContain('Título deve ter'));
    },
    SLOW,
  );

  it(
    'refused values on steps 5 and 3: step 3 opens on its field, and step 5 keeps its own message',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Casa com quintal');
      await goToStep(user, 5);
      await typeInto(user, 'Preço de venda', '850.000,99');
      await goToStep(user, 3);
      await typeInto(user, 'Quartos', '2.5');
      await goToStep(user, 1);
      await saveFromPanel(user);
      await waitFor(() => expect(panelDialog()).toBeNull());
      expect(stepHeading(3)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Quartos')).toHaveFocus());
      expect(messageOf('Quartos')).toContain('Informe um número inteiro');
      await goToStep(user, 5);
      expect(messageOf('Preço de venda')).toContain('Informe o valor sem centavos');
    },
    SLOW,
  );

  it(
    'the only refused value on step 5, saved from step 2: step 5 opens on it, never step 1',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Casa com quintal');
      await goToStep(user, 5);
      await typeInto(user, 'Condomínio (mensal)', '1.234,567');
      await goToStep(user, 2);
      await saveFromPanel(user);
      await waitFor(() => expect(panelDialog()).toBeNull());
      expect(stepHeading(5)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Condomínio (mensal)')).toHaveFocus());
      expect(messageOf('Condomínio (mensal)')).toContain('Use no máximo 2 casas decimais (centavos)');
    },
    SLOW,
  );

  it(
    'editing, a title erased: “Salvar alterações” opens step 1 with the message under the title, focused',
    async () => {
      const own = db.properties.all().find((p) => p.tenant_id === 2 && !p.archived)!;
      const user = await openWizard(`/properties/${own.id}/edit`);
      await user.clear(screen.getByLabelText(/Título do anúncio/));
      await user.tab();
      await goToStep(user, 6);
      await saveFromPanel(user, /^Salvar alterações/);
      await waitFor(() => expect(panelDialog()).toBeNull());
      expect(stepHeading(1)).toBeInTheDocument();
      expect(messageOf(/Título do anúncio/)).toContain('Título deve ter pelo menos 3 caracteres');
      await waitFor(() => expect(screen.getByLabelText(/Título do anúncio/)).toHaveFocus());
      expect(db.properties.all().find((p) => p.id === own.id)!.title).toBe(own.title);
    },
    SLOW,
  );

  it(
    'the last step’s own Salvar on a phone: the refused field’s step opens on it too',
    async () => {
      const user = await openWizard();
      await goToStep(user, 4);
      await typeInto(user, 'Andares', '3,5');
      await goToStep(user, 7);
      const step = stepHeading(7).parentElement!;
      await user.click(within(step).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(REFUSED)).toBeInTheDocument();
      expect(stepHeading(1)).toBeInTheDocument();
      // The title comes first in step order; the floors keep their message for when they are reached.
      expect(messageOf(/Título do anúncio/)).toContain('Título deve ter pelo menos 3 caracteres');
      await waitFor(() => expect(screen.getByLabelText(/Título do anúncio/)).toHaveFocus());
      await typeInto(user, /Título do anúncio/, 'Casa com quintal');
      await goToStep(user, 4);
      expect(messageOf('Andares')).not.toBe('');
    },
    SLOW,
  );

  it(
    'a list with no input of its own (a draft’s unknown amenity): its message under the list, its step opened',
    async () => {
      const gestor = db.users.all().find((u) => u.username === 'gestor')!;
      localStorage.setItem(
        draftKey(gestor.id, null),
        JSON.stringify({
          values: { ...EMPTY_WIZARD, title: 'Casa com sauna', condo_features: ['sauna', 'heliponto'] },
          savedAt: new Date().toISOString(),
        }),
      );
      const user = await openWizard();
      await user.click(screen.getByRole('button', { name: 'Continuar rascunho' }));
      await saveFromPanel(user);
      await waitFor(() => expect(panelDialog()).toBeNull());
      expect(stepHeading(4)).toBeInTheDocument();
      expect(
        screen.getByRole('group', { name: 'Características do condomínio' }),
      ).toHaveAccessibleDescription('Característica de condomínio inválida');
      await waitFor(() => expect(stepHeading(4)).toHaveFocus());
    },
    SLOW,
  );

  it(
    'a 422 naming fields of steps 7 and 5: step 5 opens on its field, each message under its own',
    async () => {
      server.use(
        http.post('/properties', ({ response }) =>
          response(422).json({
            code: 'VALIDATION_ERROR',
            message: 'Dados inválidos',
            error: 'Dados inválidos',
            details: {
              description: 'Descrição com termos não permitidos',
              rent_price: 'Valor do aluguel acima do permitido',
            },
          }),
        ),
      );
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Casa com quintal');
      const panel = await openPanel(user);
      await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Dados inválidos')).toBeInTheDocument();
      await waitFor(() => expect(panelDialog()).toBeNull());
      expect(stepHeading(5)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Valor do aluguel')).toHaveFocus());
      expect(messageOf('Valor do aluguel')).toContain('Valor do aluguel acima do permitido');
      await goToStep(user, 7);
      expect(messageOf('Descrição detalhada')).toContain('Descrição com termos não permitidos');
    },
    SLOW,
  );
});
