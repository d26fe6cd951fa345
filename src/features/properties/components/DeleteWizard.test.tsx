import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  recordRequests,
  renderDialog,
  seedListItems,
  seedRecord,
} from '../../../../tests/helpers/render-dialog';
import { DeleteWizard } from './DeleteWizard';
import { http } from '@mocks/http';

let stopRecording: (() => void) | undefined;
afterEach(() => stopRecording?.());

function record() {
  const r = recordRequests();
  stopRecording = r.stop;
  return r;
}

async function goToStep3(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(await screen.findByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('radio', { name: type }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  return screen.findByLabelText('Digite excluir para confirmar');
}

describe('DeleteWizard', () => {
  it('keeps keyboard focus inside the dialog when a step changes by Enter', async () => {
    const user = userEvent.setup();
    await renderDialog(
      <>
        <button type="button">Na página, atrás do diálogo</button>
        <DeleteWizard opened onClose={() => {}} properties={seedListItems([41])} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir imóvel' });
    within(dialog).getByRole('button', { name: 'Continuar' }).focus();
    await user.keyboard('{Enter}');
    // Step 2's 'Continuar' is disabled until a type is chosen: focus goes to the step's heading.
    expect(within(dialog).getByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Etapa 2 de 3Tipo de exclusão');
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Even when focus has fallen to the page body, Tab goes back into the dialog.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(dialog);
  });

  it('walks the three steps with the progress bar, Back and the disabled states', async () => {
    const user = userEvent.setup();
    await renderDialog(<DeleteWizard opened onClose={() => {}} properties={seedListItems([41])} />);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir imóvel' });
    expect(within(dialog).getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(dialog).getByText('Apartamento 3 quartos em Leblon')).toBeInTheDocument();
    expect(within(dialog).getByText('Atenção')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    // The four types with their consequences.
    for (const name of [
      'Arquivar',
      'Excluir apenas do sistema',
      'Remover apenas do Canal Pro',
      'Excluir permanentemente',
    ]) {
      expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(
      within(dialog).getByText(/pode ser restaurado depois\. O anúncio no Canal Pro fica inativo/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/O anúncio no Canal Pro continua publicado/)).toBeInTheDocument();
    expect(within(dialog).getByText(/O imóvel continua cadastrado no sistema/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Exclusão permanente e irreversível/)).toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Excluir permanentemente' }));
    expect(next).toBeEnabled();

    // Back goes one step and keeps nothing else from moving.
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(within(dialog).getByText('Etapa 1 de 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(within(dialog).getByText('Etapa 3 de 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByLabelText(/Motivo da exclusão/, { selector: 'input' })).toHaveValue('Vendido');
    expect(
      within(dialog).getByText('Digite exatamente excluir (sem aspas) para confirmar'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Observações (opcional)')).toHaveValue('');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar exclusão' });
    expect(confirm).toBeDisabled();
  });

  it("enables confirm only for the word 'excluir', in any case", async () => {
    const user = userEvent.setup();
    await renderDialog(<DeleteWizard opened onClose={() => {}} properties={seedListItems([41])} />);
    const input = await goToStep3(user, 'Arquivar');
    const confirm = screen.getByRole('button', { name: 'Confirmar exclusão' });
    await user.type(input, 'exclui');
    expect(confirm).toBeDisabled();
    await user.type(input, 'R');
    expect(confirm).toBeEnabled();
    await user.clear(input);
    await user.type(input, 'EXCLUIR');
    expect(confirm).toBeEnabled();
    await user.type(input, 'x');
    expect(confirm).toBeDisabled();
  });

  it("refuses 'excluir' with a space around it, says why, and Enter does not delete", async () => {
    const rec = record();
    const user = userEvent.setup();
    await renderDialog(<DeleteWizard opened onClose={() => {}} properties={seedListItems([41])} />);
    const input = await goToStep3(user, 'Arquivar');
    const confirm = screen.getByRole('button', { name: 'Confirmar exclusão' });
    // The spec's hint, word for word.
    expect(screen.getByText('Digite exatamente excluir (sem aspas) para confirmar')).toBeInTheDocument();
    await user.type(input, 'EXCLUIR ');
    expect(input).toHaveValue('EXCLUIR ');
    expect(confirm).toBeDisabled();
    expect(input).toHaveAccessibleDescription(/Apague os espaços: digite apenas excluir/);
    await user.keyboard('{Enter}');
    await user.clear(input);
    await user.type(input, ' excluir');
    expect(confirm).toBeDisabled();
    await user.type(input, '{Backspace>8/}excluir');
    expect(input).toHaveValue('excluir');
    expect(confirm).toBeEnabled();
    expect(input).not.toHaveAccessibleDescription(/Apague os espaços/);
    expect(rec.calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it('archives one property with DELETE soft-delete, reason and notes, then toasts and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onDeleted = vi.fn();
    const rec = record();
    await renderDialog(
      <DeleteWizard opened onClose={onClose} onDeleted={onDeleted} properties={seedListItems([41])} />,
    );
    const input = await goToStep3(user, 'Arquivar');
    const reason = within(screen.getByRole('dialog')).getAllByLabelText(/Motivo da exclusão/)[0]!;
    reason.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(reason).toHaveValue('Locado');
    await user.type(screen.getByLabelText('Observações (opcional)'), 'Locado em novembro');
    await user.type(input, 'Excluir');
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));

    expect(await screen.findByText('Imóvel arquivado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    const call = rec.requests.find((r) => r.call === 'DELETE /properties/41/soft-delete');
    expect(call).toBeDefined();
    await waitFor(() =>
      expect(call?.body).toEqual({ reason: 'RENTED', notes: 'Locado em novembro', confirmed: true }),
    );
    expect(seedRecord(41)?.archived).toBe(true);
  });

  it.each([
    ['Excluir apenas do sistema', 'DELETE /properties/41/delete-local'],
    ['Remover apenas do Canal Pro', 'POST /properties/41/delete-canalpro'],
    ['Excluir permanentemente', 'DELETE /properties/41/delete-both'],
  ])('uses the single route for "%s"', async (type, route) => {
    const user = userEvent.setup();
    const rec = record();
    await renderDialog(<DeleteWizard opened onClose={() => {}} properties={seedListItems([41])} />);
    await user.type(await goToStep3(user, type), 'excluir');
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    await waitFor(() => expect(rec.calls()).toContain(route));
    expect(rec.calls()).not.toContain('POST /properties/bulk/delete');
  });

  it('lists up to 10 properties then "e mais N" and deletes them with the bulk route', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const rec = record();
    const ids = [41, 43, 44, 45, 47, 48, 53, 54, 56, 57, 60, 61];
    const properties = seedListItems(ids);
    await renderDialog(
      <DeleteWizard opened onClose={() => {}} onDeleted={onDeleted} properties={properties} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir 12 imóveis' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText(properties[9]!.title)).toBeInTheDocument();
    expect(within(dialog).queryByText(properties[10]!.title)).not.toBeInTheDocument();
    expect(within(dialog).getByText('e mais 2')).toBeInTheDocument();

    await user.type(await goToStep3(user, 'Excluir apenas do sistema'), 'excluir');
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText('12 imóveis excluídos do sistema')).toBeInTheDocument();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const bulk = rec.requests.find((r) => r.call === 'POST /properties/bulk/delete');
    await waitFor(() =>
      expect(bulk?.body).toEqual({
        property_ids: ids,
        deletion_type: 'local',
        reason: 'SOLD',
        confirmed: true,
      }),
    );
    expect(rec.calls().some((c) => c.includes('/delete-local'))).toBe(false);
    expect(seedRecord(41)).toBeUndefined();
  });

  it('starts again at step 1 with nothing chosen when reopened', async () => {
    const user = userEvent.setup();
    const properties = seedListItems([41]);
    const { rerenderDialog } = await renderDialog(
      <DeleteWizard opened onClose={() => {}} properties={properties} />,
    );
    await user.type(await goToStep3(user, 'Arquivar'), 'excluir');
    rerenderDialog(<DeleteWizard opened={false} onClose={() => {}} properties={properties} />);
    rerenderDialog(<DeleteWizard opened onClose={() => {}} properties={properties} />);
    expect(await screen.findByText('Etapa 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('closing cancels without deleting', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const rec = record();
    await renderDialog(<DeleteWizard opened onClose={onClose} properties={seedListItems([41])} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Fechar janela' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(rec.calls().filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it("shows 'Erro ao excluir imóvel(is)' when the server gives no message, and keeps the dialog open", async () => {
    server.use(
      http.post('/properties/bulk/delete', ({ response }) =>
        response(500).json({ message: '', code: 'INTERNAL_ERROR', details: null }),
      ),
    );
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    await renderDialog(
      <DeleteWizard opened onClose={() => {}} onDeleted={onDeleted} properties={seedListItems([41, 43])} />,
    );
    await user.type(await goToStep3(user, 'Arquivar'), 'excluir');
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText('Erro ao excluir imóvel(is)')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmar exclusão' })).toBeEnabled();
  });

  it("says what failed, with the server's words under it", async () => {
    server.use(
      http.post('/properties/bulk/delete', ({ response }) =>
        response(500).json({ message: 'Erro interno do servidor', code: 'INTERNAL_ERROR', details: null }),
      ),
    );
    const user = userEvent.setup();
    await renderDialog(<DeleteWizard opened onClose={() => {}} properties={seedListItems([41, 43])} />);
    await user.type(await goToStep3(user, 'Arquivar'), 'excluir');
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    const toast = (await screen.findByText('Erro interno do servidor')).closest(
      '.mantine-Notification-root',
    )!;
    expect(toast).toHaveTextContent('Erro ao excluir imóvel(is)');
  });

  it("shows the server's message on failure", async () => {
    server.use(
      http.delete('/properties/{id}/delete-both', ({ response }) =>
        response(502).json({
          message: 'Credenciais expiradas. Configure novas credenciais em Configurações.',
          code: 'PORTAL_CREDENTIALS_EXPIRED',
          details: null,
        }),
      ),
    );
    const user = userEvent.setup();
    await renderDialog(<DeleteWizard opened onClose={() => {}} properties={seedListItems([41])} />);
    await user.type(await goToStep3(user, 'Excluir permanentemente'), 'excluir');
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(
      await screen.findByText('Credenciais expiradas. Configure novas credenciais em Configurações.'),
    ).toBeInTheDocument();
  });

  it('does not offer removing from the portal a property that is not published there', async () => {
    const user = userEvent.setup();
    await renderDialog(<DeleteWizard opened onClose={() => {}} properties={seedListItems([42])} />);
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('radio', { name: 'Remover apenas do Canal Pro' })).toBeDisabled();
    expect(screen.getByText(/Este imóvel não está publicado no Canal Pro/)).toBeInTheDocument();
  });
});
