import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '@/api/client';
import { answersServerError, neverAnswers } from '@mocks/overrides';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { configureRuntime } from '@mocks/runtime';
import { resetMockDatabase } from '@mocks/seed';
import { renderApp } from '../../../../tests/render';
import { successRate } from '../cockpit';

// The first render loads the route's lazily split code; on a busy machine that takes a while.
const WAIT = { timeout: 15_000 };
const DAY = 86_400_000;

const region = (name: string) => screen.getByRole('region', { name });
const rows = () => screen.getAllByTestId('schedule-row');
const rowNamed = (name: string) => rows().find((row) => within(row).queryByRole('heading', { name }))!;
const actionsOf = (name: string) => within(screen.getByRole('group', { name: `Ações de ${name}` }));

async function openCockpit(url = '/refresh', user: 'gestor' | 'autonomo' | 'corretor' = 'gestor') {
  await renderApp(url, { user });
  await screen.findAllByTestId('schedule-row', {}, WAIT);
}

describe('Cockpit do Corretor', { timeout: 90_000 }, () => {
  it('shows the four cards with the server’s numbers', async () => {
    await openCockpit();
    const stats = await unwrap(api.GET('/properties/api/refresh-monitor/stats'));
    const dashboard = await unwrap(api.GET('/properties/dashboard/stats'));
    const rate = successRate(stats);
    await waitFor(() =>
      expect(within(region('Taxa de Sucesso (24h)')).getByText(`${rate}%`)).toBeInTheDocument(),
    );
    expect(
      within(region('Cronogramas Ativos')).getByText(String(stats.active_schedules)),
    ).toBeInTheDocument();
    expect(
      within(region('Jobs Pendentes')).getByText(String(stats.jobs_last_24h.pending)),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(region('Imóveis em Refresh')).getByText(String(dashboard.properties_in_refresh)),
      ).toBeInTheDocument(),
    );
    // The seed's rate is low (it shows every error class): danger colour and "has issues".
    expect(rate).toBeLessThan(70);
    expect(region('Taxa de Sucesso (24h)')).toHaveAttribute('data-color', 'red');
    expect(within(region('Taxa de Sucesso (24h)')).getByText(/Operação com problemas/)).toBeInTheDocument();
    // One queued job: fewer than 5 is "info".
    expect(region('Jobs Pendentes')).toHaveAttribute('data-color', 'blue');
  });

  it('lists the next schedules by next run; "Ver todos" reaches a paused one, which can be activated', async () => {
    const user = userEvent.setup();
    await openCockpit('/refresh', 'autonomo');
    const own = await unwrap(api.GET('/properties/api/refresh-schedules'));
    // Only the account's own schedules, next run first, the paused one last.
    expect(rows().map((r) => Number(r.dataset.scheduleId))).toEqual(own.data.map((s) => s.id));
    expect(within(rows().at(-1)!).getByTestId('schedule-status')).toHaveTextContent('Pausado');
    expect(within(rows().at(-1)!).getByTestId('next-run')).toHaveTextContent('Sem próxima execução');
    expect(within(rows()[0]!).getByTestId('schedule-status')).toHaveTextContent('Ativo');
    expect(within(rows()[0]!).getByTestId('next-run')).toHaveTextContent(
      /^Próxima execução: \d\d\/\d\d\/\d{4}/,
    );

    await user.click(screen.getByRole('button', { name: 'Ver todos' }));
    expect(await screen.findByRole('heading', { name: 'Todos os Agendamentos' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pausados' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const paused = own.data.find((s) => !s.is_active)!;
    expect(rows()[0]).toHaveAttribute('data-schedule-id', String(paused.id));

    await user.click(actionsOf(paused.name).getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Cronograma ativado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum agendamento neste filtro')).toBeInTheDocument();
    const after = await unwrap(
      api.GET('/properties/api/refresh-schedules/{id}', { params: { path: { id: paused.id } } }),
    );
    expect(after.is_active).toBe(true);
  });

  it('"Executar Agora" runs every active schedule, reports a refusal by name, and the jobs appear', async () => {
    const user = userEvent.setup();
    await openCockpit();
    const recentBefore = await screen.findAllByTestId('recent-job');
    expect(recentBefore.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Executar Agora' }));
    // One confirmation that names what it will run; nothing runs before it, focus on 'Cancelar'.
    const dialog = await screen.findByRole('dialog', { name: 'Executar Agora' });
    const named = within(within(dialog).getByRole('list', { name: 'Cronogramas a executar' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(' · ')[0]);
    // Listed by next run, which depends on the weekday and the hour the test runs at.
    expect(named.toSorted()).toEqual(['Refresh almoço', 'Refresh manhã', 'Refresh noite']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    expect(db.jobs.all().filter((j) => j.tenant_id === 2 && j.status === 'pending')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Executar 3 cronogramas' }));
    // One summary, in the dialog: no toast beside it.
    const result = await within(dialog).findByTestId('run-all-result', {}, WAIT);
    expect(within(dialog).getByRole('button', { name: 'Concluir' })).toHaveFocus();
    const toasts = [...document.querySelectorAll('.mantine-Notification-root')].map((t) => t.textContent);
    expect(
      toasts.filter((t) => /Execução manual iniciada|Erro ao executar cronograma/.test(t ?? '')),
    ).toEqual([]);
    // The seed leaves a job queued on 'Refresh manhã': 409 SCHEDULE_RUNNING, named.
    expect(within(result).getByText('Refresh manhã').parentElement).toHaveTextContent(
      'Refresh manhã: Este cronograma já está em execução',
    );
    expect(within(result).getByText('Refresh almoço').parentElement).toHaveTextContent(/\d+ jobs criados/);
    expect(within(result).getByText('Refresh noite').parentElement).toHaveTextContent(/\d+ jobs criados/);
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Executar Agora' })).not.toBeInTheDocument(),
    );
    // The new jobs show up pending in the history, and the pending card counts them.
    await waitFor(
      () =>
        expect(
          within(region('Últimas Execuções'))
            .getAllByTestId('recent-job')
            .filter((j) => j.dataset.status === 'pending').length,
        ).toBeGreaterThan(1),
      WAIT,
    );
    const stats = await unwrap(api.GET('/properties/api/refresh-monitor/stats'));
    await waitFor(() =>
      expect(
        within(region('Jobs Pendentes')).getByText(String(stats.jobs_last_24h.pending)),
      ).toBeInTheDocument(),
    );
    expect(region('Jobs Pendentes')).toHaveAttribute('data-color', 'yellow');
  });

  it('stopping a run shows "Cancelado", not a critical error', async () => {
    const user = userEvent.setup();
    await openCockpit();
    const failures = await unwrap(
      api.GET('/properties/api/refresh-monitor/jobs', { params: { query: { status: 'failed', hours: 48 } } }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('failure-total')).toHaveTextContent(`${failures.total} falhas`),
    );
    await user.click(actionsOf('Refresh manhã').getByRole('button', { name: 'Parar' }));
    expect(await screen.findByText('Execução interrompida!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(region('Últimas Execuções')).getAllByTestId('recent-job')[0]).toHaveAttribute(
        'data-status',
        'cancelled',
      ),
    );
    expect(within(region('Últimas Execuções')).getAllByText('Cancelado').length).toBeGreaterThan(0);
    expect(screen.getByTestId('failure-total')).toHaveTextContent(`${failures.total} falhas`);
    await waitFor(() =>
      expect(
        actionsOf('Refresh manhã').getByRole('button', { name: 'Executar cronograma' }),
      ).toBeInTheDocument(),
    );
  });

  it('deletes a schedule after a confirmation: gone from the list and from the API', async () => {
    const user = userEvent.setup();
    await openCockpit();
    const target = rowNamed('Refresh noite');
    const id = Number(target.dataset.scheduleId);
    await user.click(actionsOf('Refresh noite').getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir agendamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Cronograma excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(rows().map((r) => Number(r.dataset.scheduleId))).not.toContain(id));
    const { response } = await api.GET('/properties/api/refresh-schedules/{id}', {
      params: { path: { id } },
    });
    expect(response.status).toBe(404);
  });

  it('an active schedule without properties says so in its health', async () => {
    const target = db.schedules.all().find((s) => s.tenant_id === 2 && s.name === 'Refresh noite')!;
    db.scheduleLinks.deleteMany((q) => q.where({ schedule_id: target.id }));
    await openCockpit();
    const row = rowNamed('Refresh noite');
    expect(row).toHaveTextContent('0 imóveis');
    expect(within(row).getByText('Sem imóveis: nada a atualizar').closest('[data-health]')).toHaveAttribute(
      'data-health',
      'empty',
    );
    const banner = await screen.findByTestId('health-banner', {}, WAIT);
    await userEvent
      .setup()
      .click(await within(banner).findByRole('button', { name: 'Detalhes do monitor' }, WAIT));
    expect(banner).toHaveTextContent('Agendador: Cronograma ativo sem imóveis: Refresh noite');
  });

  it('a queue waiting past its limit is reported, while its schedule shows it running', async () => {
    await openCockpit();
    expect(within(rowNamed('Refresh manhã')).getByText('Em execução')).toBeInTheDocument();
    const banner = await screen.findByTestId('health-banner', {}, WAIT);
    const details = await within(banner).findByRole('button', { name: 'Detalhes do monitor' }, WAIT);
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByTestId('stuck-jobs')).toHaveTextContent('1 job parado na fila além do limite');
  });

  it("the monitor's line says it is checking, then that all is well, without details to open", async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.get('/properties/api/refresh-monitor/health', async ({ response }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return response(200).json({
          status: 'healthy',
          checks: {
            database: { status: 'ok', message: 'Banco de dados acessível' },
            jobs: { status: 'ok', message: 'Taxa de falhas nas últimas 24h: 0%' },
          },
          pending_jobs: 0,
          stuck_jobs: 0,
          checked_at: new Date().toISOString(),
        });
      }),
    );
    await openCockpit();
    const line = screen.getByTestId('health-banner');
    expect(line).toHaveAttribute('data-status', 'loading');
    expect(line).toHaveTextContent('Verificando o refresh...');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await waitFor(() =>
      expect(screen.getByTestId('health-banner')).toHaveAttribute('data-status', 'healthy'),
    );
    expect(screen.getByTestId('health-banner')).toHaveTextContent('Refresh sem problemas');
    expect(within(screen.getByTestId('health-banner')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("a failed health check says so in the monitor's line, whose retry reads it again", async () => {
    let fail = true;
    server.use(
      http.get('/properties/api/refresh-monitor/health', () => (fail ? answersServerError() : undefined)),
    );
    await openCockpit();
    await waitFor(
      () => expect(screen.getByTestId('health-banner')).toHaveAttribute('data-status', 'error'),
      WAIT,
    );
    const line = screen.getByTestId('health-banner');
    expect(line).toHaveTextContent('Erro ao verificar o monitor de refresh');
    fail = false;
    await userEvent.setup().click(within(line).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('health-banner')).toHaveAttribute(
          'data-status',
          expect.stringMatching(/^(degraded|unhealthy)$/),
        ),
      WAIT,
    );
  });

  it('a failed action toasts the spec’s words', async () => {
    const user = userEvent.setup();
    server.use(http.put('/properties/api/refresh-schedules/{id}/toggle', answersServerError));
    await openCockpit();
    await user.click(actionsOf('Refresh noite').getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('Erro ao alterar status do cronograma')).toBeInTheDocument();
    expect(within(rowNamed('Refresh noite')).getByTestId('schedule-status')).toHaveTextContent('Ativo');
  });

  it('groups the failures with the server’s total, 3 groups first, by window; a group opens its job', async () => {
    const user = userEvent.setup();
    await openCockpit();
    const panel = region('Erros Críticos');
    const last48 = await unwrap(
      api.GET('/properties/api/refresh-monitor/jobs', {
        params: { query: { status: 'failed', hours: 48, limit: 500 } },
      }),
    );
    await waitFor(() => expect(within(panel).getAllByTestId('error-group')).toHaveLength(3));
    expect(within(panel).getByTestId('failure-total')).toHaveTextContent(`${last48.total} falhas`);
    const expand = within(panel).getByRole('button', { name: /^Mostrar os \d+ grupos$/ });
    const groupCount = Number(/\d+/.exec(expand.textContent ?? '')![0]);
    await user.click(expand);
    expect(within(panel).getAllByTestId('error-group')).toHaveLength(groupCount);
    const occurrences = within(panel)
      .getAllByTestId('error-group-count')
      .reduce((sum, el) => sum + Number(/\d+/.exec(el.textContent ?? '')![0]), 0);
    expect(occurrences).toBe(last48.total);

    await user.click(within(panel).getByRole('radio', { name: 'Hoje' }));
    const today = await unwrap(
      api.GET('/properties/api/refresh-monitor/jobs', {
        params: { query: { status: 'failed', hours: 24, limit: 500 } },
      }),
    );
    await waitFor(() =>
      expect(within(panel).getByTestId('failure-total')).toHaveTextContent(`${today.total} falhas`),
    );

    const first = within(panel).getAllByTestId('error-group')[0]!;
    const message = within(first).getByTestId('error-group-message').textContent!;
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: /^Job #\d+$/ });
    const detail = await within(dialog).findByTestId('job-detail');
    expect(within(detail).getByText('Falhou')).toBeInTheDocument();
    expect(within(detail).getByText(message)).toBeInTheDocument();
  });

  it('a fresh timeout is "Alta" in its group and in its job’s detail', async () => {
    const user = userEvent.setup();
    await openCockpit();
    const panel = region('Erros Críticos');
    const group = await waitFor(() => {
      const found = within(panel)
        .getAllByTestId('error-group')
        .find((g) => g.dataset.type === 'timeout');
      expect(found).toBeDefined();
      return found!;
    }, WAIT);
    expect(group).toHaveAttribute('data-severity', 'high');
    expect(within(group).getByText('Alta')).toBeInTheDocument();
    await user.click(group);
    const detail = await screen.findByTestId('job-detail', {}, WAIT);
    expect(detail).toHaveTextContent('Timeout · severidade alta · erro das últimas 4 horas');
  });

  it('clears logs older than 7 days after a confirmation and says how many', async () => {
    const user = userEvent.setup();
    await openCockpit();
    const old = db.jobs
      .all()
      .filter(
        (j) => j.tenant_id === 2 && j.status !== 'pending' && Date.parse(j.created_at) < Date.now() - 7 * DAY,
      );
    expect(old.length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Limpar logs antigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limpar logs antigos' });
    await user.click(within(dialog).getByRole('button', { name: 'Limpar logs' }));
    expect(await screen.findByText(`${old.length} logs antigos foram removidos!`)).toBeInTheDocument();
    expect(db.jobs.all().filter((j) => old.some((o) => o.id === j.id))).toEqual([]);
  });

  it('without any schedule or job: "Sem cronogramas ativos", "Comece agora!", zero in the plural, nothing failing', async () => {
    configureRuntime({ scenario: 'empty' });
    await resetMockDatabase();
    await renderApp('/refresh');
    expect(await screen.findByText('Comece agora!', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Executar Agora' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Executar Agora' })).toHaveAccessibleDescription(
      'Sem cronogramas ativos',
    );
    expect(await screen.findByText('Nenhum agendamento criado')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum erro crítico no período')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma execução registrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar primeiro agendamento' })).toHaveAttribute(
      'href',
      '/refresh/new',
    );
    // Zero takes the plural; with no job there is no rate and nothing failing (not '0%' in red).
    await waitFor(() => expect(region('Cronogramas Ativos')).toHaveTextContent('de 0 cronogramas'));
    const success = region('Taxa de Sucesso (24h)');
    expect(success).toHaveTextContent('Nenhum job nas últimas 24h');
    expect(success).not.toHaveTextContent('Operação com problemas');
    expect(success).not.toHaveAttribute('data-color', 'red');
    expect(screen.getByTestId('failure-total')).toHaveTextContent('0 falhas');
    expect(screen.getByTestId('week-empty')).toHaveTextContent('Nenhum cronograma ativo');
    expect(await screen.findByTestId('chart-empty')).toHaveTextContent('Nenhum job nos últimos 7 dias');
  });

  it('with every schedule paused, "Comece agora!" offers to activate them, not a first one', async () => {
    const user = userEvent.setup();
    const own = db.schedules.all().filter((s) => s.tenant_id === 2);
    await db.schedules.updateMany((q) => q.where({ tenant_id: 2 }), {
      data(s) {
        s.is_active = false;
      },
    });
    await renderApp('/refresh');
    const hint = await screen.findByTestId('start-hint', {}, WAIT);
    expect(hint).toHaveTextContent('os seus 3 cronogramas estão pausados');
    expect(within(hint).queryByRole('link', { name: 'Criar primeiro agendamento' })).not.toBeInTheDocument();
    expect(within(hint).getByRole('link', { name: 'Ver pausados' })).toHaveAttribute(
      'href',
      '/refresh?schedules=all&status=paused',
    );
    await user.click(within(hint).getByRole('button', { name: 'Ativar 3 cronogramas pausados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar os cronogramas pausados?' });
    for (const s of own) expect(dialog).toHaveTextContent(s.name);
    await user.click(within(dialog).getByRole('button', { name: 'Ativar todos' }));
    expect(await screen.findByText('3 cronogramas ativados!', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('start-hint')).not.toBeInTheDocument());
    expect(db.schedules.all().filter((s) => s.tenant_id === 2 && s.is_active)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Executar Agora' })).toBeEnabled();
  });

  it('while the schedules load, nothing says there are none: loading is not empty', async () => {
    server.use(
      http.get('/properties/api/refresh-schedules', neverAnswers),
      http.get('/properties/api/refresh-monitor/stats', neverAnswers),
    );
    await renderApp('/refresh');
    const run = await screen.findByRole('button', { name: 'Executar Agora' }, WAIT);
    expect(run).toBeDisabled();
    expect(run).toHaveAccessibleDescription('Carregando cronogramas…');
    expect(screen.queryByText('Sem cronogramas ativos')).not.toBeInTheDocument();
    expect(screen.queryByText('Comece agora!')).not.toBeInTheDocument();
    expect(
      within(region('Semana de Refresh')).getByRole('status', { name: 'Carregando a semana' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sem execuções')).not.toBeInTheDocument();
    expect(region('Cronogramas Ativos')).toHaveAttribute('aria-busy', 'true');
  });

  it('a server failure shows each panel’s message with a retry; failed is neither loading nor empty', async () => {
    configureRuntime({ scenario: 'server-error' });
    await renderApp('/refresh');
    expect(await screen.findByText('Erro ao carregar cronogramas', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Erro ao carregar estatísticas')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao carregar erros críticos')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao carregar a semana de refresh')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tentar novamente' }).length).toBeGreaterThan(3);
    const run = screen.getByRole('button', { name: 'Executar Agora' });
    expect(run).toBeDisabled();
    expect(run).toHaveAccessibleDescription('Cronogramas indisponíveis');
    expect(screen.queryByText('Sem cronogramas ativos')).not.toBeInTheDocument();
    expect(screen.queryByText('Sem execuções')).not.toBeInTheDocument();
    // The cards stop loading: they say they are unavailable.
    for (const name of ['Cronogramas Ativos', 'Taxa de Sucesso (24h)', 'Jobs Pendentes']) {
      await waitFor(() => expect(region(name)).not.toHaveAttribute('aria-busy'));
      expect(region(name)).toHaveTextContent('Indisponível: erro ao carregar');
    }
    await waitFor(() => expect(region('Imóveis em Refresh')).toHaveTextContent('Indisponível'));
  });

  it('"Atualizar" says when it failed and marks what it shows as out of date', async () => {
    const user = userEvent.setup();
    await openCockpit();
    const names = rows().map((r) => within(r).getByRole('heading').textContent);
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
    server.use(
      http.get('/properties/api/refresh-schedules', answersServerError),
      http.get('/properties/api/refresh-monitor/jobs', answersServerError),
    );
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Erro ao atualizar o cockpit', {}, WAIT)).toBeInTheDocument();
    const banner = await screen.findByTestId('stale-banner');
    expect(banner).toHaveTextContent('Dados desatualizados');
    expect(banner).toHaveTextContent('A última atualização falhou. Erro interno do servidor.');
    // The old data stays, marked.
    expect(rows().map((r) => within(r).getByRole('heading').textContent)).toEqual(names);
    expect(region('Próximos Agendamentos')).toHaveAttribute('data-stale', 'true');
    expect(within(region('Próximos Agendamentos')).getByText('Desatualizado')).toBeInTheDocument();
    expect(region('Semana de Refresh')).toHaveAttribute('data-stale', 'true');
    expect(region('Últimas Execuções')).toHaveAttribute('data-stale', 'true');
    // The cards keep their figures too, marked.
    server.use(http.get('/properties/api/refresh-monitor/stats', answersServerError));
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(
      () => expect(region('Cronogramas Ativos')).toHaveTextContent(/de 3 cronogramas · desatualizado/),
      WAIT,
    );
    // Back online, 'Tentar novamente' clears it.
    server.resetHandlers();
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument(), WAIT);
    expect(region('Próximos Agendamentos')).not.toHaveAttribute('data-stale');
  });
});
