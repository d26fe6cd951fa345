import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ConfirmModal } from './ConfirmModal';

const meta = {
  title: 'Components/ConfirmModal',
  tags: ['autodocs'],
  component: ConfirmModal,
  args: {
    opened: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Excluir imóvel?',
    message: 'O imóvel "Apartamento 3 quartos em Leblon" será excluído. Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
  },
  parameters: { layout: 'fullscreen', session: null },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with the focus on 'Cancelar': Enter pressed once too often never deletes. */
export const Danger: Story = {
  args: { variant: 'danger' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Remover destaques?',
    message: 'Os imóveis selecionados voltam ao padrão e são exportados e ativados novamente.',
    confirmLabel: 'Remover destaques',
  },
};

export const Info: Story = {
  args: {
    variant: 'info',
    title: 'Sincronizar imóveis?',
    message: 'Os imóveis selecionados serão sincronizados com o portal de origem.',
    confirmLabel: 'Sincronizar',
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Publicar imóvel?',
    message: 'Todos os campos obrigatórios estão preenchidos.',
    confirmLabel: 'Publicar',
  },
};

export const Loading: Story = { args: { variant: 'danger', loading: true } };
