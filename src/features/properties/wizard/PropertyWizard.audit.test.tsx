import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import {
  closePanel,
  goToStep,
  openPanel,
  openWizard,
  stepState,
  typeInto,
  messageOf,
} from '../../../../tests/helpers/wizard';

/**
 * The QA pass on the wizard, typed key by key: refused texts that must survive, the coordinate
 * pair, areas with two decimals, unreadable areas in the summary, a coordinate's own message.
 */

const SLOW = 90_000;

function summary() {
  return within(screen.getByRole('region', { name: 'Resumo do imóvel' }));
}

describe('QA: the wizard typed key by key', () => {
  it(
    'a latitude without its longitude blocks publishing under step 2, as the save would',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Casa sem longitude');
      await goToStep(user, 2);
      expect(screen.getByLabelText('Longitude')).toHaveAttribute('placeholder', 'Ex.: -46.6558');
      await typeInto(user, 'Latitude', '-23.5614');
      const panel = await openPanel(user);
      expect(stepState(panel, 2)).toBe('Corrigir');
      expect(
        within(panel).getByRole('button', { name: 'Informe latitude e longitude juntas' }),
      ).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Publicar' })).toBeDisabled();
      expect(within(panel).queryByText('Pronto para publicar')).toBeNull();
      await closePanel(user);
      await typeInto(user, 'Longitude', '-46.6558');
      await waitFor(() => expect(messageOf('Longitude')).not.toContain('juntas'));
    },
    SLOW,
  );

  it(
    'gives a coordinate its own message',
    async () => {
      const user = await openWizard();
      await goToStep(user, 2);
      await typeInto(user, 'Latitude', '-23,56.14');
      expect(messageOf('Latitude')).toContain('Coordenada inválida (ex.: -23.5614)');
      expect(screen.getByLabelText('Latitude')).toHaveValue('-23,56.14');
    },
    SLOW,
  );

  it(
    'shows an area with its two decimals in the summary, and "—" for an unreadable one',
    async () => {
      const user = await openWizard();
      await goToStep(user, 3);
      await typeInto(user, 'Área total (m²)', '90.75');
      await typeInto(user, 'Área útil (m²)', 'abc');
      await goToStep(user, 7);
      expect(summary().getByText('— úteis · 90,75 m² totais')).toBeInTheDocument();
      expect(summary().queryByText(/NaN/)).toBeNull();
      await goToStep(user, 3);
      await user.clear(screen.getByLabelText('Área total (m²)'));
      await typeInto(user, 'Área total (m²)', '12a');
      await goToStep(user, 7);
      expect(summary().queryByText(/NaN/)).toBeNull();
    },
    SLOW,
  );

  it(
    'keeps a refused text through step changes and the refused save that opens its step',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Casa com textos errados');
      await user.click(screen.getByRole('radio', { name: 'Aluguel' }));
      await goToStep(user, 2);
      await typeInto(user, 'Latitude', '-23,56.14');
      await goToStep(user, 3);
      await typeInto(user, 'Área útil (m²)', 'abc');
      await typeInto(user, 'Quartos', '2.5');
      expect(messageOf('Quartos')).toContain('Informe um número inteiro');
      await goToStep(user, 5);
      await typeInto(user, /^Valor do aluguel/, '85O.000');
      await typeInto(user, 'IPTU', '31,9,0');
      expect(screen.getByLabelText('IPTU')).not.toHaveAttribute('placeholder');

      // Next and back: the texts and the parser's messages are still there.
      await user.click(screen.getByRole('button', { name: 'Anterior' }));
      await user.click(screen.getByRole('button', { name: 'Anterior' }));
      expect(screen.getByRole('heading', { level: 2, name: /^3\. / })).toBeInTheDocument();
      expect(screen.getByLabelText('Quartos')).toHaveValue('2.5');
      expect(messageOf('Quartos')).toContain('Informe um número inteiro');
      expect(screen.getByLabelText('Área útil (m²)')).toHaveValue('abc');
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(screen.getByLabelText(/^Valor do aluguel/)).toHaveValue('85O.000');
      expect(screen.getByLabelText('IPTU')).toHaveValue('31,9,0');

      // The refused save opens the first step with a refused field: its text is there.
      const before = db.properties.all().length;
      const panel = await openPanel(user);
      await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 2, name: /^2\. / })).toBeInTheDocument(),
      );
      expect(screen.getByLabelText('Latitude')).toHaveValue('-23,56.14');
      expect(messageOf('Latitude')).toContain('Coordenada inválida');
      expect(db.properties.all()).toHaveLength(before);
    },
    SLOW,
  );

  it(
    'restores a refused text from the draft after a reload, with its message',
    async () => {
      let user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Rascunho com texto errado');
      await goToStep(user, 3);
      await typeInto(user, 'Quartos', '2.5');
      await typeInto(user, 'Área útil (m²)', 'abc');
      await goToStep(user, 5);
      await typeInto(user, 'IPTU', '31,9,0');
      // The draft is written as the user types (debounced), then the page is reloaded.
      await new Promise((resolve) => setTimeout(resolve, 400));
      cleanup();
      user = await openWizard();
      await user.click(await screen.findByRole('button', { name: 'Continuar rascunho' }));
      const panel = await openPanel(user);
      expect(stepState(panel, 3)).toBe('Corrigir');
      await closePanel(user);
      await goToStep(user, 3);
      expect(screen.getByLabelText('Quartos')).toHaveValue('2.5');
      expect(messageOf('Quartos')).toContain('Informe um número inteiro');
      expect(screen.getByLabelText('Área útil (m²)')).toHaveValue('abc');
      await goToStep(user, 5);
      expect(screen.getByLabelText('IPTU')).toHaveValue('31,9,0');
    },
    SLOW,
  );
});
