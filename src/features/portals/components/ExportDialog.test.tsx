import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { configureRuntime } from '@mocks/runtime';
import { scriptedExport } from '@mocks/overrides';
import { resetMockDatabase } from '@mocks/seed';
import { recordRequests, renderDialog } from '../../../../tests/helpers/render-dialog';
import { ExportDialog } from './ExportDialog';
import { http } from '@mocks/http';

type ExportStatus = components['schemas']['ExportStatus'];

let stopRecording: (() => void) | undefined;
afterEach(() => stopRecording?.());

function record() {
  const r = recordRequests();
  stopRecording = r.stop;
  return r;
}

const idle: ExportStatus = {
  is_running: false,
  export_id: '1',
  total_properties: 0,
  processed: 0,
  successful: 0,
  failed: 0,
  current_property: null,
  estimated_time_remaining: null,
  started_at: null,
  errors: [],
};

/** The status walks `steps` once the export was started, one step per poll. */
function scriptExport(steps: ExportStatus[]) {
  server.use(...scriptedExport(steps, idle));
}

const running = (processed: number, title: string, remaining: number): ExportStatus => ({
  is_running: true,
  export_id: '900',
  total_properties: 3,
  processed,
  successful: processed,
  failed: 0,
  current_property: { id: 41, title },
  estimated_time_remaining: remaining,
  started_at: new Date().toISOString(),
  errors: [],
});

async function openAndStart(ids: number[], props: { onExported?: () => void } = {}) {
  const user = userEvent.setup();
  const view = await renderDialog(
    <ExportDialog opened onClose={() => {}} propertyIds={ids} onExported={props.onExported} />,
  );
  const start = await screen.findByRole('button', { name: 'Iniciar exportação' });
  await waitFor(() => expect(start).toBeEnabled());
  await user.click(start);
  return { user, view };
}

describe('ExportDialog', () => {
  it('shows each selected property readiness before starting', async () => {
    await renderDialog(<ExportDialog opened onClose={() => {}} propertyIds={[41, 42]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Exportar para Canal Pro' });
    expect(within(dialog).getByText('2 imóveis selecionados para exportar.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Apartamento 3 quartos em Leblon')).toBeInTheDocument();
    expect(await within(dialog).findByText('Casa 4 quartos no bairro Asa Sul')).toBeInTheDocument();
    expect(within(dialog).getByText('Pronto')).toBeInTheDocument();
    // No photos: the portal would refuse it (MISSING_IMAGES), so it is blocked before the export.
    expect(within(dialog).getByText('Falta: Fotos')).toBeInTheDocument();
    expect(within(dialog).getByText('Bloqueado')).toBeInTheDocument();
  });

  it('flags blocked properties and removes them from the export with one click', async () => {
    await db.properties.update((q) => q.where({ id: 44 }), {
      data(p) {
        p.address = { ...p.address, street: null };
      },
    });
    const rec = record();
    const user = userEvent.setup();
    await renderDialog(<ExportDialog opened onClose={() => {}} propertyIds={[41, 44]} />);
    expect(await screen.findByText('Falta: Endereço')).toBeInTheDocument();
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover bloqueados da exportação' }));
    expect(screen.getByText('Fora desta exportação')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Iniciar exportação' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    await waitFor(() => expect(rec.calls()).toContain('POST /integrations/canalpro/export'));
    const call = rec.requests.find((r) => r.call === 'POST /integrations/canalpro/export');
    await waitFor(() => expect(call?.body).toEqual({ property_ids: [41] }));
  });

  it('polls the status every 2 s and shows progress, then done with errors, the toast and the history', async () => {
    scriptExport([
      running(1, 'Apartamento 3 quartos em Leblon', 4),
      running(2, 'Casa de vila 2 quartos no bairro Barra', 2),
      {
        ...running(3, '', 0),
        is_running: false,
        successful: 2,
        failed: 1,
        current_property: null,
        errors: [
          'Casa 4 quartos no bairro Asa Sul (QD-432598): Imóvel sem fotos: adicione ao menos uma imagem',
        ],
      },
    ]);
    const onExported = vi.fn();
    await openAndStart([41, 42, 44], { onExported });
    expect(await screen.findByRole('button', { name: 'Exportando... 33%' })).toBeDisabled();
    expect(screen.getByText('1 de 3')).toBeInTheDocument();
    expect(screen.getByText('Apartamento 3 quartos em Leblon')).toBeInTheDocument();
    expect(screen.getByText('Tempo restante estimado: cerca de 4 segundos')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Exportando... 67%' }, { timeout: 6000 }),
    ).toBeDisabled();
    expect(screen.getByText('Casa de vila 2 quartos no bairro Barra')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Concluído com erros' }, { timeout: 6000 }),
    ).toBeEnabled();
    expect(screen.getByText(/Imóvel sem fotos/)).toBeInTheDocument();
    expect(
      await screen.findByText('Exportação concluída: 2 imóveis exportados, 1 com falha'),
    ).toBeInTheDocument();
    expect(onExported).toHaveBeenCalledTimes(1);
    const history = await screen.findByRole('list', { name: 'Últimas exportações' });
    expect(within(history).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
  });

  it("follows the mock's real export to 'Concluído'", async () => {
    // At a fifth of its pace: the real export's 10 s in 2, still a poll or two of the dialog's.
    configureRuntime({ pace: 0.2 });
    const onExported = vi.fn();
    const { user } = await openAndStart([41, 44], { onExported });
    expect(await screen.findByRole('button', { name: /^Exportando\.\.\. \d+%$/ })).toBeDisabled();
    const done = await screen.findByRole('button', { name: 'Concluído' }, { timeout: 15_000 });
    expect(screen.getByText('2 de 2')).toBeInTheDocument();
    expect(
      await screen.findByText('Exportação concluída: 2 imóveis exportados com sucesso'),
    ).toBeInTheDocument();
    expect(onExported).toHaveBeenCalledTimes(1);
    const history = await screen.findByRole('list', { name: 'Últimas exportações' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(within(history).getAllByText('Concluída').length).toBeGreaterThan(0);
    await user.click(done);
  }, 30_000);

  it("shows 'Iniciando...' while the start request is on its way", async () => {
    server.use(http.post('/integrations/canalpro/export', () => new Promise<Response>(() => {})));
    await openAndStart([41]);
    expect(await screen.findByRole('button', { name: 'Iniciando...' })).toBeDisabled();
  });

  it('blocks the export when the portal credentials are expired, with a link to the settings', async () => {
    configureRuntime({ scenario: 'expired-portal-credentials' });
    await resetMockDatabase();
    await renderDialog(<ExportDialog opened onClose={() => {}} propertyIds={[41]} />);
    expect(
      await screen.findAllByText('Credenciais expiradas. Configure novas credenciais primeiro.'),
    ).toHaveLength(2); // the toast and the alert
    expect(screen.getByRole('link', { name: 'Configurar credenciais' })).toHaveAttribute(
      'href',
      '/settings?open=gandalf',
    );
    expect(screen.getByRole('button', { name: 'Iniciar exportação' })).toBeDisabled();
  });

  it('a double click on Iniciar exportação starts one export', async () => {
    const rec = record();
    const user = userEvent.setup();
    await renderDialog(<ExportDialog opened onClose={() => {}} propertyIds={[41]} />);
    const start = await screen.findByRole('button', { name: 'Iniciar exportação' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.dblClick(start);
    await screen.findByRole('button', { name: /^Exportando\.\.\. \d+%$|^Iniciando\.\.\.$/ });
    expect(rec.calls().filter((call) => call === 'POST /integrations/canalpro/export')).toHaveLength(1);
  });

  it('a started export keeps its dialog: Escape and a click beside it do not close it, progress stays', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    scriptExport([
      running(1, 'Apartamento 3 quartos em Leblon', 4),
      { ...running(3, '', 0), is_running: false, successful: 3, current_property: null },
    ]);
    // The start's answer waits (then the script answers): the dialog is 'Iniciando...' meanwhile.
    server.use(
      http.post('/integrations/canalpro/export', async () => {
        await answered;
        return undefined;
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderDialog(<ExportDialog opened onClose={onClose} propertyIds={[41, 42, 44]} />);
    const start = await screen.findByRole('button', { name: 'Iniciar exportação' });
    await waitFor(() => expect(start).toBeEnabled());
    const outside = () => document.querySelector<HTMLElement>('.mantine-Modal-inner')!;
    const tryToClose = async () => {
      await user.keyboard('{Escape}');
      await user.click(outside());
      await user.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!);
    };

    await user.dblClick(start);
    expect(await screen.findByRole('button', { name: 'Iniciando...' })).toBeDisabled();
    await tryToClose();
    expect(onClose).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('button', { name: 'Exportando... 33%' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progresso da exportação: 1 de 3' })).toBeVisible();
    await tryToClose();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: /^Progresso da exportação/ })).toBeInTheDocument();

    // Finished, the dialog closes as any other.
    expect(await screen.findByRole('button', { name: 'Concluído' }, { timeout: 6000 })).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("'Fechar' still closes a running export's dialog on purpose, and says the export goes on", async () => {
    scriptExport([running(1, 'Apartamento 3 quartos em Leblon', 4)]);
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderDialog(<ExportDialog opened onClose={onClose} propertyIds={[41, 42, 44]} />);
    const start = await screen.findByRole('button', { name: 'Iniciar exportação' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    await screen.findByRole('button', { name: 'Exportando... 33%' });
    expect(
      screen.getByText('A exportação continua se você fechar esta janela; reabra-a para acompanhar.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Falha ao iniciar exportação' when the answer carries no success", async () => {
    server.use(
      http.post('/integrations/canalpro/export', ({ response }) =>
        response(202).json({
          success: false,
          export_id: '',
          processed: 0,
          failed: 0,
          errors: [],
          message: '',
        }),
      ),
    );
    await openAndStart([41]);
    expect(await screen.findByText('Falha ao iniciar exportação')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar exportação' })).toBeInTheDocument();
  });

  it("says 'Erro ao iniciar exportação' when the call fails without a message", async () => {
    server.use(
      http.post('/integrations/canalpro/export', ({ response }) =>
        response(500).json({ message: '', code: 'INTERNAL_ERROR', details: null }),
      ),
    );
    await openAndStart([41]);
    expect(await screen.findByText('Erro ao iniciar exportação')).toBeInTheDocument();
  });

  it("says 'Erro ao iniciar exportação' with the server's reason under it", async () => {
    server.use(
      http.post('/integrations/canalpro/export', ({ response }) =>
        response(409).json({
          message: 'Já existe uma exportação em andamento',
          code: 'EXPORT_RUNNING',
          details: null,
        }),
      ),
    );
    await openAndStart([41]);
    const reason = await screen.findByText('Já existe uma exportação em andamento');
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Erro ao iniciar exportação');
  });

  it.each([
    ['PORTAL_AUTH_FAILED', 'Falha de autenticação. Verifique suas credenciais.'],
    ['PORTAL_CREDENTIALS_EXPIRED', 'Credenciais expiradas. Configure novas credenciais em Configurações.'],
  ])('on %s says "%s" and re-checks the credentials', async (code, message) => {
    server.use(
      http.post('/integrations/canalpro/export', ({ response }) =>
        response(502).json({ message: 'Portal recusou', code, details: null }),
      ),
    );
    const rec = record();
    await openAndStart([41]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(rec.calls().filter((c) => c === 'GET /integrations/canalpro/credentials/check')).toHaveLength(2),
    );
  });
});
