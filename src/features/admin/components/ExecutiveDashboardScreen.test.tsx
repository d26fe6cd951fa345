import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '@/api/client';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/format';
import { toast } from '@/lib/notify';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { answersServerError } from '@mocks/overrides';
import { renderApp } from '../../../../tests/render';

// The first render loads the route's lazily split code; on a busy machine that takes a while.
const WAIT = { timeout: 15_000 };
const HOUR = 3_600_000;
const ERROR_VIEW = 'Erro ao carregar dados do dashboard';

let stopCounting = () => {};
afterEach(() => {
  stopCounting();
  vi.restoreAllMocks();
});

async function openAdmin(user: 'admin' | 'suporte' | 'gestor' = 'admin') {
  await renderApp('/admin', { user });
}

/** Counts the calls to each of the three paths (the mock still answers them). */
function countCalls() {
  const calls = { overview: 0, tenants: 0, activity: 0 };
  const count = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace('/api/admin/dashboard/', '');
    if (path in calls) calls[path as keyof typeof calls] += 1;
  };
  server.events.on('request:start', count);
  stopCounting = () => server.events.removeListener('request:start', count);
  return calls;
}

describe('Dashboard Executivo (/admin)', { timeout: 60_000 }, () => {
  it('shows the four KPIs of the overview the server answers', async () => {
    await openAdmin();
    const clients = await screen.findByRole('region', { name: 'Total de Clientes' }, WAIT);
    const { data } = await unwrap(api.GET('/api/admin/dashboard/overview'));
    await waitFor(() => expect(within(clients).getByText(formatNumber(data.tenants.total))).toBeVisible());
    expect(within(clients).getByText(`+${data.tenants.new_30d} nos últimos 30 dias`)).toBeInTheDocument();
    expect(within(clients).getByText('vs. anterior')).toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'Usuários Ativos' });
    expect(within(users).getByText(formatNumber(data.users.active))).toBeInTheDocument();
    expect(
      within(users).getByText(`Média de ${formatDecimal(data.users.avg_per_tenant)} por cliente`),
    ).toBeInTheDocument();
    const properties = screen.getByRole('region', { name: 'Imóveis' });
    expect(within(properties).getByText(formatNumber(data.properties.total))).toBeInTheDocument();
    expect(
      within(properties).getByText(`Média de ${formatDecimal(data.properties.avg_per_tenant)} por cliente`),
    ).toBeInTheDocument();
    const growth = screen.getByRole('region', { name: 'Taxa de Crescimento' });
    expect(within(growth).getByText(formatPercent(data.tenants.growth_rate / 100))).toBeInTheDocument();
    // What the numbers count is written beside them.
    expect(
      screen.getByText(/Usuários ativos: os dos clientes que entraram nos últimos 30 dias/),
    ).toBeVisible();
    expect(screen.getByText(/o tenant master não entra na conta/)).toBeVisible();
    const distribution = screen.getByRole('region', { name: 'Distribuição PF/PJ' });
    expect(
      within(distribution).getByText('Pessoa Física (PF)').parentElement?.parentElement,
    ).toHaveTextContent(`${data.tenant_distribution.PF} ·`);
  });

  it('lists every client with a labelled health bar, type, CRECI, counts and last activity', async () => {
    await openAdmin();
    const panel = await screen.findByRole('region', { name: 'Saúde dos Clientes' }, WAIT);
    const items = await within(panel).findAllByRole('listitem', {}, WAIT);
    const { data: rows } = await unwrap(api.GET('/api/admin/dashboard/tenants'));
    expect(items).toHaveLength(rows.length);
    const labels = { excellent: 'Excelente', good: 'Bom', warning: 'Atenção', critical: 'Crítico' };
    rows.forEach((row, i) => {
      const item = within(items[i]!);
      expect(item.getByText(row.name)).toBeInTheDocument();
      const bar = item.getByRole('progressbar', {
        name: `Saúde de ${row.name}: ${labels[row.health_status]}`,
      });
      expect(bar).toHaveAttribute('aria-valuenow', String(row.health_score));
      expect(item.getByText(row.tenant_type)).toBeInTheDocument();
      expect(item.getByText(row.creci ?? 'N/A')).toBeInTheDocument();
      expect(items[i]).toHaveTextContent(`Usuários: ${row.users_count}`);
      expect(items[i]).toHaveTextContent(`Imóveis: ${row.properties_count}`);
      expect(items[i]).toHaveTextContent(/Última atividade: \d\d\/\d\d\/\d{4}/);
    });
  });

  it('writes N/A without a CRECI and "Sem atividade" without a last activity', async () => {
    server.use(
      http.get('/api/admin/dashboard/tenants', ({ response }) =>
        response(200).json({
          data: [
            {
              id: 9,
              name: 'Imobiliária Teste',
              tenant_type: 'PJ',
              creci: null,
              health_score: 12,
              health_status: 'critical',
              users_count: 1,
              properties_count: 0,
              last_activity: null,
            },
          ],
        }),
      ),
    );
    await openAdmin();
    const bar = await screen.findByRole('progressbar', { name: 'Saúde de Imobiliária Teste: Crítico' }, WAIT);
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Sem atividade')).toBeInTheDocument();
  });

  it('tells each activity by its type and how long ago it was', async () => {
    const now = Date.now();
    server.use(
      http.get('/api/admin/dashboard/activity', ({ response }) =>
        response(200).json({
          data: [
            {
              type: 'user_login',
              description: 'Login de gestor',
              timestamp: new Date(now - 3 * HOUR).toISOString(),
              tenant_type: 'PJ',
            },
            {
              type: 'new_user',
              description: 'Novo usuário ana',
              timestamp: new Date(now - 26 * HOUR).toISOString(),
              tenant_type: 'PF',
            },
            {
              type: 'new_tenant',
              description: 'Novo tenant Casa Nova',
              timestamp: new Date(now - 5 * 24 * HOUR).toISOString(),
              tenant_type: null,
            },
          ],
        }),
      ),
    );
    await openAdmin();
    const panel = await screen.findByRole('region', { name: 'Atividades Recentes' }, WAIT);
    const items = await within(panel).findAllByRole('listitem', {}, WAIT);
    expect(items.map((i) => i.getAttribute('data-activity'))).toEqual([
      'user_login',
      'new_user',
      'new_tenant',
    ]);
    expect(items[0]).toHaveTextContent('Login de gestor');
    expect(within(items[0]!).getByText('há 3 horas')).toHaveAttribute('datetime');
    expect(within(items[0]!).getByText('PJ')).toBeInTheDocument();
    expect(within(items[1]!).getByText('ontem')).toBeInTheDocument();
    expect(within(items[2]!).getByText('há 5 dias')).toBeInTheDocument();
  });

  it('shows the error view and one toast when a call fails; "Tentar Novamente" reloads only what failed', async () => {
    const toastError = vi.spyOn(toast, 'error');
    let failing = true;
    server.use(http.get('/api/admin/dashboard/tenants', () => (failing ? answersServerError() : undefined)));
    const calls = countCalls();
    await openAdmin();
    const alert = await screen.findByRole('alert', { name: ERROR_VIEW }, WAIT);
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Erro ao carregar dashboard');
    expect(calls).toEqual({ overview: 1, tenants: 1, activity: 1 });

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('region', { name: 'Saúde dos Clientes' }, WAIT)).toBeInTheDocument();
    expect(calls).toEqual({ overview: 1, tenants: 2, activity: 1 });
    expect(screen.queryByRole('alert', { name: ERROR_VIEW })).not.toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('a refresh that fails keeps the panels drawn, says they are out of date, and its retry clears it', async () => {
    const toastError = vi.spyOn(toast, 'error');
    let failing = false;
    server.use(http.get('/api/admin/dashboard/tenants', () => (failing ? answersServerError() : undefined)));
    await openAdmin();
    const health = await screen.findByRole('region', { name: 'Saúde dos Clientes' }, WAIT);
    await screen.findAllByRole('progressbar', {}, WAIT);
    failing = true;
    const button = screen.getByRole('button', { name: 'Atualizar' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const banner = await screen.findByTestId('stale-banner', {}, WAIT);
    expect(banner).toHaveTextContent('Dados desatualizados');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao carregar dashboard'));
    // The clients drawn before are still there; no error view in their place.
    expect(health).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: ERROR_VIEW })).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument(), WAIT);
  });

  it('"Atualizar" reloads the three calls', async () => {
    await openAdmin();
    await screen.findAllByRole('progressbar', {}, WAIT);
    const calls = countCalls();
    const button = screen.getByRole('button', { name: 'Atualizar' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(calls).toEqual({ overview: 1, tenants: 1, activity: 1 }));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says so when there are no clients', async () => {
    server.use(http.get('/api/admin/dashboard/tenants', ({ response }) => response(200).json({ data: [] })));
    await openAdmin();
    expect(await screen.findByText('Nenhum cliente cadastrado', {}, WAIT)).toBeInTheDocument();
  });

  it('is for every user of the master tenant: suporte sees it too', async () => {
    await openAdmin('suporte');
    expect(await screen.findByRole('heading', { name: 'Dashboard Executivo' }, WAIT)).toBeInTheDocument();
    expect(await screen.findAllByRole('progressbar', {}, WAIT)).not.toHaveLength(0);
    expect(screen.queryByRole('alert', { name: ERROR_VIEW })).not.toBeInTheDocument();
  });

  it('sends another tenant’s user to the dashboard', async () => {
    await openAdmin('gestor');
    expect(await screen.findByRole('heading', { name: 'Dashboard de Imóveis' }, WAIT)).toBeInTheDocument();
  });
});
