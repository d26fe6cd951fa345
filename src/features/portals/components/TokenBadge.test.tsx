import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@mocks/http';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '../../../../tests/render';
import { answersServerError, neverAnswers } from '@mocks/overrides';

const CHECK = '/integrations/canalpro/credentials/check' as const;

let stopCounting: (() => void) | null = null;
afterEach(() => {
  stopCounting?.();
  stopCounting = null;
});

/** Counts the credentials/check calls the mock receives during a test. */
function countChecks() {
  const calls = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/integrations/canalpro/credentials/check') calls.count += 1;
  };
  server.events.on('request:start', listener);
  stopCounting = () => server.events.removeListener('request:start', listener);
  return calls;
}

describe('token badge', () => {
  it('without a stored expiry asks the server and shows the time left, the exact seconds in its name', async () => {
    const calls = countChecks();
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    // The seeded Canal Pro token has 6 hours left: '6 h', not '21597s'.
    await waitFor(() => expect(badge).toHaveTextContent(/^CanalPro: OK \(6 h\)$/));
    expect(badge).toHaveAccessibleName(/^CanalPro: OK \(6 h\)\. Token válido por mais 2\d\.\d{3} segundos$/);
    const seconds = Number(
      /mais ([\d.]+) segundos/.exec(badge.getAttribute('aria-label') ?? '')![1]!.replace('.', ''),
    );
    expect(seconds).toBeGreaterThan(21_000);
    expect(seconds).toBeLessThanOrEqual(21_600);
    // The tooltip says it too, with what a click does.
    // The badge re-renders as its clock ticks: hover the one on screen now, not the one found above.
    await userEvent.setup().hover(screen.getByTestId('token-badge'));
    expect(await screen.findByRole('tooltip', undefined, { timeout: 10_000 })).toHaveTextContent(
      /^Token válido por mais 2\d\.\d{3} segundos\. Clique para verificar as credenciais do portal novamente$/,
    );
    expect(calls.count).toBeGreaterThan(0);
  });

  it('more than 30 s left in storage counts as valid without a call', async () => {
    const calls = countChecks();
    localStorage.setItem('gandalf_token_expiry', String(Date.now() + 3_600_000));
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    expect(badge).toHaveTextContent(/^CanalPro: OK \(1 h\)$/);
    expect(badge).toHaveAccessibleName(/Token válido por mais 3\.(599|600) segundos$/);
    await screen.findByRole('heading', { name: 'Parcerias' });
    expect(calls.count).toBe(0);
  });

  it('30 s or less left in storage asks the server', async () => {
    const calls = countChecks();
    localStorage.setItem('gandalf_token_expiry', String(Date.now() + 20_000));
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    await waitFor(() => expect(calls.count).toBeGreaterThan(0));
    await waitFor(() => expect(badge).toHaveTextContent(/^CanalPro: OK \(6 h\)$/));
  });

  it("shows 'Verificando' while the server answers", async () => {
    server.use(http.get(CHECK, neverAnswers));
    await renderApp('/partnerships');
    expect(await screen.findByTestId('token-badge')).toHaveTextContent('Verificando');
  });

  it("expired: 'CanalPro: Expirado', and a click opens the portal link in settings", async () => {
    server.use(
      http.get(CHECK, ({ response }) =>
        response(200).json({
          is_valid: false,
          expires_at: null,
          seconds_left: 0,
          message: 'Credenciais expiradas',
        }),
      ),
    );
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    await waitFor(() => expect(badge).toHaveTextContent('CanalPro: Expirado'));
    await userEvent.setup().click(badge);
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    const section = document.getElementById('settings-gandalf')!;
    expect(within(section).getByLabelText('Email do portal')).toBeVisible();
  });

  it('a check that gets no answer says so (not a check still running), and a click says why instead of leaving', async () => {
    server.use(http.get(CHECK, answersServerError));
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    await waitFor(() => expect(badge).toHaveTextContent('CanalPro: não verificado'));
    expect(badge).toHaveAttribute('aria-busy', 'false');
    await userEvent.setup().click(badge);
    expect(
      await screen.findByText('Não foi possível verificar as credenciais do CanalPro'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
  });
});
