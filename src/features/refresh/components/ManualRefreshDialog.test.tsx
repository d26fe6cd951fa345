import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { recordRequests, renderDialog } from '../../../../tests/helpers/render-dialog';
import { NOT_EXPORTED_HINT } from './AvailablePropertyRow';
import { ManualRefreshDialog } from './ManualRefreshDialog';

const WAIT = { timeout: 15_000 };

let stopRecording: (() => void) | undefined;
afterEach(() => stopRecording?.());

/** gestor's agency (tenant 2): exported properties with photos, one the portal refuses, one never exported. */
function seedPicks() {
  const own = db.properties.all().filter((p) => p.tenant_id === 2 && !p.archived);
  const photos = (p: (typeof own)[number]) => (p.image_urls ?? []).length > 0;
  return {
    ok: own.filter((p) => p.remote_id && photos(p)),
    refused: own.find((p) => p.remote_id && !photos(p))!,
    neverExported: own.find((p) => !p.remote_id)!,
  };
}

async function open(onClose = vi.fn()) {
  const utils = await renderDialog(<ManualRefreshDialog opened onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Refresh Manual' }, WAIT);
  await within(dialog).findAllByTestId('available-property', {}, WAIT);
  return { ...utils, dialog, onClose };
}

async function pick(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) {
  const search = within(dialog).getByLabelText('Buscar imóveis');
  await user.clear(search);
  await user.type(search, code);
  await waitFor(() => expect(within(dialog).getAllByTestId('available-property')).toHaveLength(1));
  await user.click(within(dialog).getByTestId('available-property').querySelector('input')!);
}

describe('ManualRefreshDialog', { timeout: 60_000 }, () => {
  it('offers the available properties; a never-exported one cannot be chosen and says why', async () => {
    const { neverExported, ok } = seedPicks();
    const { dialog } = await open();
    const user = userEvent.setup();
    const search = within(dialog).getByLabelText('Buscar imóveis');
    await user.type(search, neverExported.property_code!);
    const row = await within(dialog).findByTestId('available-property');
    expect(within(row).getByRole('checkbox', { name: neverExported.title })).toBeDisabled();
    expect(within(row).getByText(NOT_EXPORTED_HINT)).toBeInTheDocument();
    expect(within(row).getByText('Não exportado')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, ok[0]!.property_code!);
    const exported = await within(dialog).findByTestId('available-property');
    expect(within(exported).getByRole('checkbox', { name: ok[0]!.title })).toBeEnabled();
    expect(within(exported).getByText('Exportado')).toBeInTheDocument();
    expect(within(exported).getByText(/^R\$\s[\d.]+$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Executar Refresh' })).toBeDisabled();
  });

  it('previews three titles, then +N', async () => {
    const { dialog } = await open();
    const user = userEvent.setup();
    const boxes = within(dialog)
      .getAllByRole('checkbox')
      .filter((b) => !(b as HTMLInputElement).disabled && b.getAttribute('aria-labelledby'));
    for (const box of boxes.slice(0, 5)) await user.click(box);
    const preview = within(dialog).getByTestId('selection-preview');
    expect(within(preview).getByText('+2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Executar Refresh (5)' })).toBeEnabled();
  });

  it('refreshes two properties one by one; the one the portal refuses is shown with its reason', async () => {
    const { ok, refused } = seedPicks();
    const recorder = recordRequests();
    stopRecording = recorder.stop;
    const { dialog } = await open();
    const user = userEvent.setup();
    await pick(user, dialog, ok[0]!.property_code!);
    await pick(user, dialog, refused.property_code!);
    await user.click(within(dialog).getByRole('button', { name: 'Executar Refresh (2)' }));
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('1 de 2 imóveis falhou');
    const items = within(dialog).getByRole('list', { name: 'Imóveis do refresh' });
    expect(within(items).getByText(ok[0]!.title).nextSibling).toHaveTextContent('Atualizado');
    expect(within(items).getByText(refused.title).nextSibling).toHaveTextContent(
      'Falhou: Imóvel rejeitado pelo portal: anúncio sem fotos',
    );
    expect(recorder.calls().filter((c) => c.startsWith('POST /api/properties/'))).toEqual([
      `POST /api/properties/${ok[0]!.id}/refresh`,
      `POST /api/properties/${refused.id}/refresh`,
    ]);
    // Back to the selection keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Voltar à seleção' }));
    expect(within(dialog).getByRole('button', { name: 'Executar Refresh (2)' })).toBeEnabled();
  });

  it('a success closes the dialog 2 seconds later; reopened, nothing is selected', async () => {
    const { ok } = seedPicks();
    const { dialog, onClose, rerenderDialog } = await open();
    const user = userEvent.setup();
    await pick(user, dialog, ok[1]!.property_code!);
    await user.click(within(dialog).getByRole('button', { name: 'Executar Refresh (1)' }));
    expect(await within(dialog).findByText('Refresh concluído com sucesso!', {}, WAIT)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 5000 });
    rerenderDialog(<ManualRefreshDialog opened={false} onClose={onClose} />);
    rerenderDialog(<ManualRefreshDialog opened onClose={onClose} />);
    const again = await screen.findByRole('dialog', { name: 'Refresh Manual' });
    await within(again).findAllByTestId('available-property', {}, WAIT);
    expect(within(again).getByText('Nenhum imóvel selecionado')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Executar Refresh' })).toBeDisabled();
  });

  it('no answer is "Erro de conexão"; an answer without ids or message is "Erro desconhecido durante o refresh"', async () => {
    const { ok } = seedPicks();
    let calls = 0;
    server.use(
      http.post('/api/properties/{id}/refresh', ({ response }) => {
        calls += 1;
        return calls === 1 ? (HttpResponse.error() as never) : response(200).json({});
      }),
    );
    const { dialog } = await open();
    const user = userEvent.setup();
    await pick(user, dialog, ok[0]!.property_code!);
    await pick(user, dialog, ok[1]!.property_code!);
    await user.click(within(dialog).getByRole('button', { name: 'Executar Refresh (2)' }));
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent('2 de 2 imóveis falharam');
    const items = within(dialog).getByRole('list', { name: 'Imóveis do refresh' });
    expect(within(items).getByText(ok[0]!.title).nextSibling).toHaveTextContent('Falhou: Erro de conexão');
    expect(within(items).getByText(ok[1]!.title).nextSibling).toHaveTextContent(
      'Falhou: Erro desconhecido durante o refresh',
    );
  });
});
