import { MantineProvider } from '@mantine/core';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('shown again while up, a toast stays one and its time starts over', () => {
    vi.useFakeTimers();
    try {
      render(
        <MantineProvider>
          <Notifications />
        </MantineProvider>,
      );
      const message = 'Erro ao carregar dashboard';
      act(() => void toast.error(message));
      act(() => void vi.advanceTimersByTime(4500));
      // A retry fails the same way half a second before the first toast's 5 s are up.
      act(() => void toast.error(message));
      act(() => void vi.advanceTimersByTime(4500));
      expect(shown().map((n) => n.message)).toEqual([message]);
      expect(screen.getAllByText(message)).toHaveLength(1);
      act(() => void toast.error(message));
      act(() => void vi.advanceTimersByTime(4500));
      expect(shown().map((n) => n.message)).toEqual([message]);
      act(() => void vi.advanceTimersByTime(1500));
      expect(shown()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
