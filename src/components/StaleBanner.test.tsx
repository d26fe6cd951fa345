import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { networkError } from '@/api/errors';
import { StaleBanner } from './StaleBanner';

afterEach(() => {
  vi.useRealTimers();
});

function renderBanner(error: unknown, since: number) {
  render(
    <MantineProvider theme={theme}>
      <StaleBanner staleness={{ stale: true, since, error }} retrying={false} onRetry={() => {}} />
    </MantineProvider>,
  );
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
});
