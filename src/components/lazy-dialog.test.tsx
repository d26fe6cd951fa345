import { Modal } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { toast } from '@/lib/notify';
import { createTestQueryClient } from '../../tests/query-client';
import { lazyDialog, usePreloadWhenIdle, type DialogProps } from './lazy-dialog';

function Hello({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Olá" transitionProps={{ duration: 0 }}>
      conteúdo
    </Modal>
  );
}

const inApp = (ui: ReactNode) => <Providers queryClient={createTestQueryClient()}>{ui}</Providers>;

describe('lazyDialog', () => {
  it('loads nothing until first opened, then shows the dialog, and stays mounted once closed', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Dialog = lazyDialog(load);
    const { rerender } = render(inApp(<Dialog opened={false} onClose={() => undefined} />));
    expect(load).not.toHaveBeenCalled();

    rerender(inApp(<Dialog opened onClose={() => undefined} />));
    expect(await screen.findByRole('dialog', { name: 'Olá' })).toBeInTheDocument();

    rerender(inApp(<Dialog opened={false} onClose={() => undefined} />));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(inApp(<Dialog opened onClose={() => undefined} />));
    expect(await screen.findByRole('dialog', { name: 'Olá' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download keeps the screen: the connection message, the dialog closed, and the next opening tries again', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    const Dialog = lazyDialog(load);
    function Screen() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <input aria-label="Usuário" />
          <button onClick={() => setOpened(true)}>Abrir</button>
          <Dialog opened={opened} onClose={() => setOpened(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    render(inApp(<Screen />));
    await user.type(screen.getByLabelText('Usuário'), 'gestor');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Erro de conexão. Verifique sua internet e tente novamente.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toHaveValue('gestor');

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Olá' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads once, and tries a failed download again', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    const Dialog = lazyDialog(load);
    Dialog.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    Dialog.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    Dialog.preload();
    render(inApp(<Dialog opened onClose={() => undefined} />));
    expect(await screen.findByRole('dialog', { name: 'Olá' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadWhenIdle', () => {
  let shown: () => void = () => undefined;
  const frame = new Promise<void>((resolve) => (shown = resolve));
  const whenShown = () => frame;
  function Screen({ ready, dialogs }: { ready: boolean; dialogs: { preload: () => void }[] }) {
    usePreloadWhenIdle(ready, dialogs, whenShown);
    return null;
  }

  it('preloads once the screen is ready and drawn, and only once', async () => {
    const dialog = { preload: vi.fn() };
    const { rerender } = render(<Screen ready={false} dialogs={[dialog]} />);
    expect(dialog.preload).not.toHaveBeenCalled();
    rerender(<Screen ready dialogs={[dialog]} />);
    // Ready, but its frame not shown yet.
    await act(() => Promise.resolve());
    expect(dialog.preload).not.toHaveBeenCalled();
    await act(async () => shown());
    expect(dialog.preload).toHaveBeenCalledTimes(1);
    rerender(<Screen ready dialogs={[dialog]} />);
    await act(() => Promise.resolve());
    expect(dialog.preload).toHaveBeenCalledTimes(1);
  });
});
