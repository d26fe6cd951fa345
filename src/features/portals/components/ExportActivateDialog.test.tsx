import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { configureRuntime } from '@mocks/runtime';
import { resetMockDatabase } from '@mocks/seed';
import { recordRequests, renderDialog } from '../../../../tests/helpers/render-dialog';
import { ExportActivateDialog } from './ExportActivateDialog';
import { http } from '@mocks/http';

async function openAndRun(ids: number[], onDone = vi.fn()) {
  const user = userEvent.setup();
  await renderDialog(<ExportActivateDialog opened onClose={() => {}} propertyIds={ids} onDone={onDone} />);
  const run = await screen.findByRole('button', { name: 'Exportar e ativar' });
  await waitFor(() => expect(run).toBeEnabled());
  await user.click(run);
  return { user, onDone };
}

describe('ExportActivateDialog', () => {
  it('shows readiness first, then per-property export and activation results with message, code and step', async () => {
    const rec = recordRequests();
    // 41 goes live; 42 has no photo (export fails); 46 is held in moderation (activation fails).
    const { onDone } = await openAndRun([41, 42, 46]);
    const results = await screen.findByRole('list', { name: 'Resultado por imóvel' });
    rec.stop();
    const call = rec.requests.find((r) => r.call === 'POST /integrations/canalpro/export_and_activate');
    expect(call?.body).toEqual({ propertyIds: [41, 42, 46] });

    const rows = within(results).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [ok, noPhoto, review] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ok).getByText('Apartamento 3 quartos em Leblon')).toBeInTheDocument();
    expect(within(ok).getByText('Exportado')).toBeInTheDocument();
    expect(within(ok).getByText('Ativado')).toBeInTheDocument();

    expect(within(noPhoto).getByText('Exportação falhou')).toBeInTheDocument();
    expect(within(noPhoto).getByText('Imóvel sem fotos: adicione ao menos uma imagem')).toBeInTheDocument();
    expect(within(noPhoto).getByText(/Código: MISSING_IMAGES · Etapa: exportação/)).toBeInTheDocument();

    expect(within(review).getByText('Exportado')).toBeInTheDocument();
    expect(within(review).getByText('Ativação falhou')).toBeInTheDocument();
    expect(
      within(review).getByText('Anúncio em moderação no portal. Tente ativar novamente.'),
    ).toBeInTheDocument();
    expect(within(review).getByText(/Código: LISTING_UNDER_REVIEW · Etapa: ativação/)).toBeInTheDocument();

    expect(screen.getByText('Exportados: 2')).toBeInTheDocument();
    expect(screen.getByText('Falhas na exportação: 1')).toBeInTheDocument();
    expect(screen.getByText('Ativados: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Concluído com erros' })).toBeInTheDocument();
    expect(await screen.findByText('2 imóveis exportados e 1 ativado; 1 com falha')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("says 'Erro na operação de exportação + ativação' when the call fails", async () => {
    server.use(
      http.post('/integrations/canalpro/export_and_activate', ({ response }) =>
        response(500).json({ message: '', code: 'INTERNAL_ERROR', details: null }),
      ),
    );
    const { onDone } = await openAndRun([41]);
    expect(await screen.findByText('Erro na operação de exportação + ativação')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportar e ativar' })).toBeEnabled();
  });

  it('blocks when the portal credentials are expired', async () => {
    configureRuntime({ scenario: 'expired-portal-credentials' });
    await resetMockDatabase();
    await renderDialog(<ExportActivateDialog opened onClose={() => {}} propertyIds={[41]} />);
    expect(
      await screen.findAllByText('Credenciais expiradas. Configure novas credenciais primeiro.'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Exportar e ativar' })).toBeDisabled();
  });

  it('gives the authentication message when the portal refuses the credentials', async () => {
    server.use(
      http.post('/integrations/canalpro/export_and_activate', ({ response }) =>
        response(502).json({
          message: 'Falha de autenticação. Verifique suas credenciais.',
          code: 'PORTAL_AUTH_FAILED',
          details: null,
        }),
      ),
    );
    await openAndRun([41]);
    expect(await screen.findByText('Falha de autenticação. Verifique suas credenciais.')).toBeInTheDocument();
  });
});
