import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  closePanel,
  goToStep,
  openPanel,
  openWizard,
  stepState,
  typeInto,
} from '../../../../tests/helpers/wizard';

/**
 * The QA pass on the wizard, typed key by key: refused texts that must survive, the coordinate
 * pair, areas with two decimals, unreadable areas in the summary, a coordinate's own message.
 */

const SLOW = 90_000;

/** The message under a field (Mantine links it as the input's description). */
function messageOf(label: string | RegExp) {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

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
});
