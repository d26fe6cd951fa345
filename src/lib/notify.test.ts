import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './notify';

const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue];

afterEach(() => notifications.clean());

describe('toasts', () => {
  it('an identical toast while the first is up stays one toast', () => {
    toast.error('Erro ao sincronizar propriedades');
    toast.error('Erro ao sincronizar propriedades');
    toast.failure(new Error('x'), 'Erro ao atualizar destaque');
    toast.failure(new Error('x'), 'Erro ao atualizar destaque');
    expect(shown().map((n) => n.message)).toEqual([
      'Erro ao sincronizar propriedades',
      'Erro ao atualizar destaque',
    ]);
  });

  it('different words, kinds or titles are different toasts', () => {
    toast.error('Falhou');
    toast.info('Falhou');
    toast.error('Falhou', { title: 'Erro ao importar propriedades' });
    toast.success('Salvo');
    expect(shown()).toHaveLength(4);
  });

  it('the same toast shows again once the first is gone', () => {
    const id = toast.success('Imóvel atualizado com sucesso');
    notifications.hide(id);
    toast.success('Imóvel atualizado com sucesso');
    expect(shown()).toHaveLength(1);
  });
});
