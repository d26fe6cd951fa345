import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '@/api/schema';
import { toast } from '@/lib/notify';
import { signInDemoUser } from '@mocks/demo-session';
import { server } from '@mocks/node';
import { scriptedExport } from '@mocks/overrides';
import { createTestQueryClient } from '../../../../tests/query-client';
import { exportDoneMessage, useExportRun } from './useExportRun';
import { http } from '@mocks/http';

type ExportStatus = components['schemas']['ExportStatus'];

const status = (overrides: Partial<ExportStatus>): ExportStatus => ({
  is_running: false,
  export_id: '900',
  total_properties: 2,
  processed: 0,
  successful: 0,
  failed: 0,
  current_property: null,
  estimated_time_remaining: null,
  started_at: null,
  errors: [],
  ...overrides,
});

async function renderRun(onExported = vi.fn()) {
  await signInDemoUser('gestor');
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useExportRun({ onExported }), { wrapper }), onExported };
}

describe('useExportRun', () => {
  it('is idle, then follows the started export through running to done, once', async () => {
    server.use(
      ...scriptedExport(
        [
          status({ is_running: true, processed: 1, successful: 1 }),
          status({ processed: 2, successful: 1, failed: 1 }),
        ],
        status({ export_id: '1' }),
      ),
    );
    const success = vi.spyOn(toast, 'success');
    const { result, onExported } = await renderRun();
    await waitFor(() => expect(result.current.phase).toBe('idle'));
    await act(() => result.current.run([41, 42]));
    await waitFor(() => expect(result.current.phase).toBe('running'), { timeout: 5000 });
    expect(result.current.status?.processed).toBe(1);
    await waitFor(() => expect(result.current.phase).toBe('done'), { timeout: 5000 });
    expect(success).toHaveBeenCalledWith('Exportação concluída: 1 imóvel exportado, 1 com falha');
    expect(onExported).toHaveBeenCalledTimes(1);
  });

  it('keeps asking until the started export shows in the status (a slow or stale answer after the start)', async () => {
    let started = false;
    let afterStart = 0;
    server.use(
      http.post('/integrations/canalpro/export', ({ response }) => {
        started = true;
        return response(202).json({
          success: true,
          export_id: '900',
          processed: 0,
          failed: 0,
          errors: [],
          message: 'Exportação iniciada',
        });
      }),
      http.get('/integrations/canalpro/export/status', ({ response }) => {
        if (!started) return response(200).json(status({ export_id: '1' }));
        afterStart += 1;
        // The first answer after the start is still the previous export's, finished.
        return response(200).json(
          afterStart === 1
            ? status({ export_id: '1' })
            : status({ is_running: true, processed: 1, successful: 1 }),
        );
      }),
    );
    const { result } = await renderRun();
    await waitFor(() => expect(result.current.phase).toBe('idle'));
    await act(() => result.current.run([41, 42]));
    expect(result.current.phase).toBe('starting');
    await waitFor(() => expect(result.current.phase).toBe('running'), { timeout: 5000 });
  });

  it('follows an export that was already running when it mounted', async () => {
    server.use(
      http.get('/integrations/canalpro/export/status', ({ response }) =>
        response(200).json(status({ is_running: true, export_id: '77', processed: 1 })),
      ),
    );
    const { result } = await renderRun();
    await waitFor(() => expect(result.current.phase).toBe('running'));
  });

  it("says 'Falha ao iniciar exportação' when the start answers without success, and stays idle", async () => {
    server.use(
      http.post('/integrations/canalpro/export', ({ response }) =>
        response(202).json({
          success: false,
          export_id: '0',
          processed: 0,
          failed: 0,
          errors: [],
          message: 'Nada a exportar',
        }),
      ),
    );
    const error = vi.spyOn(toast, 'error');
    const { result } = await renderRun();
    await act(() => result.current.run([41]));
    expect(error).toHaveBeenCalledWith('Falha ao iniciar exportação');
    expect(result.current.phase).toBe('idle');
  });

  it('writes the end toast in pt-BR', () => {
    expect(exportDoneMessage({ successful: 3, failed: 0 })).toBe(
      'Exportação concluída: 3 imóveis exportados com sucesso',
    );
  });
});
