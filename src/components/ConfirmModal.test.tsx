import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDialog } from '../../tests/helpers/render-dialog';
import { ConfirmModal, type ConfirmVariant } from './ConfirmModal';

describe('ConfirmModal', () => {
  it.each<ConfirmVariant>(['danger', 'warning', 'info', 'success'])(
    'confirms and cancels (%s)',
    async (variant) => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      const onClose = vi.fn();
      await renderDialog(
        <ConfirmModal
          opened
          variant={variant}
          title="Excluir imóvel?"
          message="O imóvel será removido."
          confirmLabel="Excluir"
          onConfirm={onConfirm}
          onClose={onClose}
        />,
      );
      expect(await screen.findByRole('dialog', { name: 'Excluir imóvel?' })).toBeInTheDocument();
      expect(screen.getByText('O imóvel será removido.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Excluir' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps the modal open and cancelling disabled while loading', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderDialog(
      <ConfirmModal
        opened
        loading
        title="Aguarde"
        message="Processando"
        onConfirm={() => {}}
        onClose={onClose}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each<ConfirmVariant>(['danger', 'warning', 'info', 'success'])(
    'opens with the focus on Cancelar, so that Enter never confirms by accident (%s)',
    async (variant) => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      const onClose = vi.fn();
      await renderDialog(
        <ConfirmModal
          opened
          variant={variant}
          title="Deletar usuário"
          message="Tem certeza?"
          confirmLabel="Deletar"
          onConfirm={onConfirm}
          onClose={onClose}
        />,
      );
      await screen.findByRole('dialog', { name: 'Deletar usuário' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      expect(onConfirm).not.toHaveBeenCalled();
      expect(onClose).toHaveBeenCalled();
    },
  );
});
