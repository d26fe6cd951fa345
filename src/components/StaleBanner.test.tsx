import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { networkError } from '@/api/errors';
import { StaleBanner } from './StaleBanner';

afterEach(() => {
  vi.useRealTimers();
});

function banner(error: unknown, since: number, retrying = false, onRetry = () => {}) {
  return (
    <MantineProvider theme={theme}>
      <StaleBanner staleness={{ stale: true, since, error }} retrying={retrying} onRetry={onRetry} />
    </MantineProvider>
  );
}

function renderBanner(error: unknown, since: number) {
  render(banner(error, since));
  return screen.getByTestId('stale-banner');
}

describe('StaleBanner', () => {
  it('says how old the data is, and keeps saying it as time passes', () => {
    vi.useFakeTimers();
    const banner = renderBanner(new Error('x'), Date.now() - 4_000);
    expect(banner).toHaveTextContent('Exibindo os dados carregados há 4 segundos.');
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(banner).toHaveTextContent('Exibindo os dados carregados há 19 segundos.');
    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    expect(banner).toHaveTextContent('Exibindo os dados carregados há 1 minuto.');
  });

  it('gives the reason as a sentence of its own, however the message ends', () => {
    const banner = renderBanner(networkError(new Error('offline')), Date.now());
    expect(banner).toHaveTextContent(
      'A última atualização falhou. Erro de conexão. Verifique sua internet e tente novamente. Exibindo',
    );
    expect(banner.textContent).not.toContain('.)');
  });

  it('keeps the focus on its retry while the retry is on its way, and takes no second click then', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(banner(new Error('x'), Date.now(), false, onRetry));
    const user = userEvent.setup();
    await user.tab();
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(banner(new Error('x'), Date.now(), true, onRetry));
    // A disabled button dropped the focus to the page: a keyboard user lost their place.
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(banner(new Error('x'), Date.now(), false, onRetry));
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
