import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '@/api/client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/notify';
import { server } from '@mocks/node';
import { configureRuntime } from '@mocks/runtime';
import { resetMockDatabase } from '@mocks/seed';
import { renderApp } from '../../../../tests/render';
import { http } from '@mocks/http';

// The first render loads the route's lazily split code; on a busy machine that takes a while.
const WAIT = { timeout: 15_000 };

const STATS = {
  total_properties: 10,
  properties_in_refresh: 2,
  active_properties: 7,
  inactive_properties: 3,
  highlighted_properties: 4,
  properties_by_type: { house: 3, apartment: 5, chalé: 2 },
  last_update: '2026-11-22T17:05:00Z',
};

afterEach(() => vi.restoreAllMocks());

describe('DashboardScreen', { timeout: 60_000 }, () => {
  it('says it is loading while the statistics are on their way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/properties/dashboard/stats', async ({ response }) => {
        await held;
        return response(200).json(STATS);
      }),
    );
    await renderApp('/dashboard');
    expect(await screen.findByText('Carregando estatísticas...', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total de Imóveis' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(
      () => expect(screen.queryByText('Carregando estatísticas...')).not.toBeInTheDocument(),
      WAIT,
    );
    expect(
      within(screen.getByRole('region', { name: 'Total de Imóveis' })).getByText('10'),
    ).toBeInTheDocument();
    // The status keeps its line, saying when the figures were read.
    expect(screen.getByTestId('stats-status')).toHaveTextContent(
      /^Atualizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(screen.getByTestId('stats-status')).toHaveTextContent(formatDateTime(Date.now()).slice(0, 10));
  });

  it('shows the four cards with the tenant numbers', async () => {
    await renderApp('/dashboard', { user: 'gestor' });
    const stats = await unwrap(api.GET('/properties/dashboard/stats'));
    const total = await screen.findByRole('region', { name: 'Total de Imóveis' }, WAIT);
    await waitFor(
      () => expect(within(total).getByText(formatNumber(stats.total_properties))).toBeInTheDocument(),
      WAIT,
    );
    const cards: [string, number][] = [
      ['Em Atualização', stats.properties_in_refresh],
      ['Imóveis Ativos', stats.active_properties],
      ['Com Destaque', stats.highlighted_properties],
    ];
    for (const [name, value] of cards) {
      expect(within(screen.getByRole('region', { name })).getByText(formatNumber(value))).toBeInTheDocument();
    }
    expect(stats.total_properties).toBeGreaterThan(0);
  });

  it("names what 'Total de Imóveis' counts: the own ones, beside the list's total with the shared ones", async () => {
    await renderApp('/dashboard', { user: 'gestor' });
    const stats = await unwrap(api.GET('/properties/dashboard/stats'));
    const list = await unwrap(api.GET('/properties/stats'));
    const shared = list.shared ?? 0;
    expect(shared).toBeGreaterThan(0);
    // The Dashboard's total is the list's own ones: 60 own, 69 in the list with 9 shared.
    expect(stats.total_properties).toBe(list.total - shared);
    const total = await screen.findByRole('region', { name: 'Total de Imóveis' }, WAIT);
    await waitFor(
      () => expect(total).toHaveTextContent(`Próprios; ${formatNumber(list.total)} com os compartilhados`),
      WAIT,
    );
    expect(within(total).getByText(formatNumber(stats.total_properties))).toBeInTheDocument();
  });

  it('draws the distribution by type sorted by count, with labels and shares of the total', async () => {
    server.use(http.get('/properties/dashboard/stats', ({ response }) => response(200).json(STATS)));
    await renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Distribuição por Tipo' }, WAIT);
    const rows = within(panel).getAllByTestId('type-share');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Apartamentos5 (50%)',
      'Casas3 (30%)',
      'chalé2 (20%)',
    ]);
    expect(within(panel).getByRole('progressbar', { name: 'Apartamentos: 50%' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Informações Gerais' });
    expect(within(info).getByText('Imóveis ativos').nextSibling).toHaveTextContent('7');
    expect(within(info).getByText('Imóveis inativos').nextSibling).toHaveTextContent('3');
    expect(within(info).getByText('Última atualização').nextSibling).toHaveTextContent(
      /^22\/11\/2026 \d\d:05$/,
    );
  });

  it('offers to register the first property when there is none', async () => {
    configureRuntime({ scenario: 'empty' });
    await resetMockDatabase();
    await renderApp('/dashboard');
    expect(await screen.findByText('Nenhum imóvel cadastrado', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Nenhuma atualização registrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar Imóvel' })).toHaveAttribute('href', '/properties/new');
    expect(screen.queryByRole('region', { name: 'Distribuição por Tipo' })).not.toBeInTheDocument();
  });

  it('links the three quick actions', async () => {
    await renderApp('/dashboard');
    const actions = await screen.findByRole('region', { name: 'Ações Rápidas' }, WAIT);
    expect(within(actions).getByRole('link', { name: 'Cadastrar Novo Imóvel' })).toHaveAttribute(
      'href',
      '/properties/new',
    );
    expect(within(actions).getByRole('link', { name: 'Importar do CanalPro' })).toHaveAttribute(
      'href',
      '/canalpro?modal=import',
    );
    expect(within(actions).getByRole('link', { name: 'Ver Todos os Imóveis' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('toasts once per failure, shows a retry, and recovers', async () => {
    const toastError = vi.spyOn(toast, 'error');
    let failing = true;
    server.use(
      http.get('/properties/dashboard/stats', ({ response }) =>
        failing
          ? response(500).json({ message: 'Erro do servidor', code: 'INTERNAL_ERROR' })
          : response(200).json(STATS),
      ),
    );
    await renderApp('/dashboard');
    // The toast (cheap DOM lookup: it closes by itself after a few seconds)…
    const toasts = () => document.querySelectorAll('.mantine-Notification-root');
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Erro ao carregar dashboard'), WAIT);
    // …and the error state with its retry.
    const alert = await screen.findByRole('alert', { name: 'Erro ao carregar dashboard' }, WAIT);
    expect(toastError).toHaveBeenCalledTimes(1);

    // A retry that fails again is a new failure with its own toast. Pressed by keyboard, its
    // button keeps the focus through the reload: the new one has it.
    const user = userEvent.setup();
    within(alert).getByRole('button', { name: 'Tentar novamente' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2), WAIT);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus(), WAIT);

    // One that succeeds leaves the focus in the main region, not the page.
    failing = false;
    await user.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(screen.queryByRole('alert', { name: 'Erro ao carregar dashboard' })).not.toBeInTheDocument(),
      WAIT,
    );
    expect(screen.getByRole('main')).toHaveFocus();
    const total = screen.getByRole('region', { name: 'Total de Imóveis' });
    expect(await within(total).findByText('10', {}, WAIT)).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(2);
    expect(toastError).toHaveBeenCalledWith('Erro ao carregar dashboard');
  });

  it('reloads the statistics with the refresh button', async () => {
    let calls = 0;
    server.use(
      http.get('/properties/dashboard/stats', async ({ response }) => {
        calls += 1;
        if (calls > 1) await delay(50);
        return response(200).json({ ...STATS, total_properties: calls === 1 ? 10 : 11 });
      }),
    );
    await renderApp('/dashboard');
    const total = await screen.findByRole('region', { name: 'Total de Imóveis' }, WAIT);
    expect(await within(total).findByText('10', {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await within(total).findByText('11', {}, WAIT)).toBeInTheDocument();
  });
});
