import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@mocks/http';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '../../../tests/render';
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
  it('without a stored expiry asks the server and shows the seconds left', async () => {
    const calls = countChecks();
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    await waitFor(() => expect(badge).toHaveTextContent(/^CanalPro: OK \(\d+s\)$/));
    // The seeded second-portal token has 6 hours left.
    const seconds = Number(/\((\d+)s\)/.exec(badge.textContent ?? '')![1]);
    expect(seconds).toBeGreaterThan(21_000);
    expect(calls.count).toBeGreaterThan(0);
  });

  it('more than 30 s left in storage counts as valid without a call', async () => {
    const calls = countChecks();
    localStorage.setItem('gandalf_token_expiry', String(Date.now() + 3_600_000));
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    expect(badge).toHaveTextContent(/^CanalPro: OK \((3599|3600)s\)$/);
    await screen.findByRole('heading', { name: 'Parcerias' });
    expect(calls.count).toBe(0);
  });

  it('30 s or less left in storage asks the server', async () => {
    const calls = countChecks();
    localStorage.setItem('gandalf_token_expiry', String(Date.now() + 20_000));
    await renderApp('/partnerships');
    const badge = await screen.findByTestId('token-badge');
    await waitFor(() => expect(calls.count).toBeGreaterThan(0));
    await waitFor(() => expect(badge).toHaveTextContent(/^CanalPro: OK \(2\d{4}s\)$/));
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
