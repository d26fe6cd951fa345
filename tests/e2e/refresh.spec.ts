import type { Locator, Page } from '@playwright/test';
import {
  apiRequest,
  DEMO,
  expect,
  login,
  mockParams,
  seriousViolations,
  seriousViolationsInBothThemes,
  test,
} from './fixtures';

/**
 * The refresh automation ('Cockpit do Corretor', schedules, their properties, manual refresh and the
 * jobs monitor) as the agency (gestor), its non-admin agent (corretor) and the self-employed broker
 * (autonomo). Seed: tenant 2's schedules are 4–6 ('Refresh manhã' has a queued job), tenant 3's are
 * 7–9 ('Refresh noite' paused).
 */

const rowOf = (page: Page, name: string) =>
  page.getByTestId('schedule-row').filter({ has: page.getByRole('heading', { name, exact: true }) });
const actions = (page: Page, name: string) =>
  page.getByRole('group', { name: `Ações de ${name}`, exact: true });

/** An API answer as the signed-in user sees it (the journeys compare the screen with it). */
const api = <T>(page: Page, path: string) => apiRequest<T>(page, 'GET', path);

async function openCockpit(page: Page, user: 'gestor' | 'autonomo' | 'corretor' = 'gestor', query = '') {
  await login(page, user, { to: `/refresh${query}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Cockpit do Corretor' })).toBeVisible();
  await expect(page.getByTestId('schedule-row').first()).toBeVisible();
}

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Elements inside `scope` whose content runs past their own box sideways (a cut row, a sideways scrollbar). */
async function sidewaysOverflow(scope: Locator) {
  return scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .filter((el) => !el.className.toString().includes('ScrollArea-thumb'))
      .map(
        (el) => `${el.tagName}.${el.className.toString().slice(0, 60)} ${el.scrollWidth}>${el.clientWidth}`,
      ),
  );
}

/** Clears an input the way a person does (select all, delete), so what follows is typed key by key. */
async function clearTyped(input: Locator) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
}

/** 'dd/mm/aaaa hh:mm' of an instant as Brasília's clocks read it (the test runs in Node, any zone). */
function inBrasilia(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '');
}

const WEEKDAY_LONG = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

/** Brasília's weekday now, 0 = Sunday. */
function brasiliaWeekday(): number {
  const short = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    new Date(),
  );
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(short);
}

/** Makes the page's calls to the refresh API fail with the server's 500 (or answer again). */
async function failRefreshApi(page: Page, fail: boolean) {
  await page.evaluate((on) => {
    const w = window as unknown as { __realFetch?: typeof fetch };
    w.__realFetch ??= window.fetch;
    const real = w.__realFetch;
    window.fetch = on
      ? (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          return /\/properties\/api\/refresh-/.test(url)
            ? Promise.resolve(
                new Response(
                  JSON.stringify({
                    message: 'Erro interno do servidor',
                    code: 'INTERNAL_ERROR',
                    details: null,
                  }),
                  { status: 500, headers: { 'Content-Type': 'application/json' } },
                ),
              )
            : real(input, init);
        }
      : real;
  }, fail);
}

async function pickByCode(dialog: Locator, code: string) {
  await dialog.getByLabel('Buscar imóveis').fill(code);
  await expect(dialog.getByTestId('available-property')).toHaveCount(1);
  await dialog.getByTestId('available-property').getByRole('checkbox').check();
}

test.describe('Refresh automation', () => {
  test.describe.configure({ timeout: 120_000 });

  test('create through both steps, edit, pause and activate, delete', async ({ page }) => {
    await openCockpit(page);
    await page.getByRole('link', { name: 'Novo Agendamento' }).click();
    await expect(page).toHaveURL(/\/refresh\/new$/);
    // Step 1: the defaults, then a name, a time typed key by key, a recommended time and Saturday.
    const time = page.getByLabel('Horário de execução');
    await expect(time).toHaveValue('10:00');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();
    await page.getByLabel('Nome do agendamento').pressSequentially('Refresh fim de tarde');
    await expect(page.getByText('Nome é obrigatório')).toBeHidden();
    for (const typed of ['7:30', '0730', '7h30', '07:30']) {
      await clearTyped(time);
      await time.pressSequentially(typed);
      await expect(time).toHaveValue(typed);
      await expect(page.getByTestId('next-run-preview')).toContainText(' 07:30 (horário de Brasília)');
      await time.press('Tab');
      await expect(time).toHaveValue('07:30');
      await expect(page.getByText('Formato de horário inválido (HH:MM)')).toBeHidden();
    }
    await page.getByRole('button', { name: '20:00' }).click();
    await expect(time).toHaveValue('20:00');
    await expect(page.getByRole('button', { name: '20:00' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('checkbox', { name: 'Sáb' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    // Step 2: two panels; saving without a property is refused; Back keeps step 1.
    await expect(page.getByRole('heading', { name: '2. Imóveis do agendamento' })).toBeFocused();
    await page.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(
      page.getByText('É necessário selecionar ao menos um imóvel para o agendamento'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByLabel('Nome do agendamento')).toHaveValue('Refresh fim de tarde');
    await expect(page.getByLabel('Horário de execução')).toHaveValue('20:00');
    await page.getByRole('button', { name: 'Próximo' }).click();
    const available = page.getByRole('region', { name: 'Imóveis disponíveis' });
    await available.getByLabel('Buscar imóveis').fill('Leblon');
    await expect(available.getByTestId('available-property').first()).toBeVisible();
    // Never-exported properties are disabled with the reason and left out of 'Selecionar todos'.
    const never = available
      .getByTestId('available-property')
      .filter({ hasText: 'Nunca exportado: não pode ser atualizado no portal' });
    const enabledRows = available
      .getByTestId('available-property')
      .filter({ has: page.locator('input:not([disabled])') });
    await available.getByRole('checkbox', { name: /^Selecionar todos/ }).check();
    const chosen = await page.getByTestId('selected-property').count();
    expect(chosen).toBeGreaterThan(0);
    expect(chosen).toBe(await enabledRows.count());
    for (const row of await never.all()) await expect(row.getByRole('checkbox')).toBeDisabled();
    await page.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(page.getByText('Cronograma criado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/refresh$/);

    // The new schedule is in 'Ver todos' with its properties; the API says the same.
    await page.getByRole('button', { name: 'Ver todos' }).click();
    const row = rowOf(page, 'Refresh fim de tarde');
    await expect(row).toContainText('20:00');
    await expect(row).toContainText(`${chosen} ${chosen === 1 ? 'imóvel' : 'imóveis'}`);
    const list = await api<{ data: { id: number; name: string; days_of_week: number[] }[] }>(
      page,
      '/properties/api/refresh-schedules',
    );
    const created = list.data.find((s) => s.name === 'Refresh fim de tarde')!;
    expect(created.days_of_week).toEqual([1, 2, 3, 4, 5, 6]);

    // Edit: one step, no property selection.
    await actions(page, 'Refresh fim de tarde').getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(new RegExp(`/refresh/${created.id}/edit$`));
    await expect(page.getByLabel('Nome do agendamento')).toHaveValue('Refresh fim de tarde');
    await expect(page.getByRole('region', { name: 'Imóveis disponíveis' })).toHaveCount(0);
    await page.getByLabel('Nome do agendamento').fill('Refresh fim do dia');
    await page.getByRole('button', { name: '21:00' }).click();
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Cronograma atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/refresh(\?.*)?$/);

    // Pause and activate.
    await page.goto('/refresh?schedules=all');
    const edited = rowOf(page, 'Refresh fim do dia');
    await expect(edited).toContainText('21:00');
    await actions(page, 'Refresh fim do dia').getByRole('button', { name: 'Pausar' }).click();
    await expect(page.getByText('Cronograma desativado com sucesso!')).toBeVisible();
    await expect(edited.getByTestId('schedule-status')).toHaveText('Pausado');
    await expect(edited.getByTestId('next-run')).toHaveText('Sem próxima execução');
    await actions(page, 'Refresh fim do dia').getByRole('button', { name: 'Ativar' }).click();
    await expect(page.getByText('Cronograma ativado com sucesso!')).toBeVisible();
    await expect(edited.getByTestId('schedule-status')).toHaveText('Ativo');
    await expect(edited.getByTestId('next-run')).toContainText('Próxima execução:');

    // Delete: confirm, gone from the list and from the API.
    await actions(page, 'Refresh fim do dia').getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir agendamento' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Cronograma excluído com sucesso!')).toBeVisible();
    await expect(rowOf(page, 'Refresh fim do dia')).toHaveCount(0);
    const after = await api<{ message: string; code: string }>(
      page,
      `/properties/api/refresh-schedules/${created.id}`,
    );
    expect(after.code).toBe('NOT_FOUND');
  });

  test('on a phone, Back and Forward move between the steps keeping what was typed; leaving asks first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCockpit(page);
    await page.getByRole('link', { name: 'Novo Agendamento' }).click();
    await page.getByLabel('Nome do agendamento').pressSequentially('Refresh Água Verde');
    await page.getByRole('checkbox', { name: 'Sáb' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page).toHaveURL(/\/refresh\/new\?etapa=imoveis$/);
    const available = page.getByRole('region', { name: 'Imóveis disponíveis' });
    // Typed without accents, as on a phone: 'sao paulo' finds São Paulo's properties.
    await available.getByLabel('Buscar imóveis').pressSequentially('sao paulo');
    const rows = available
      .getByTestId('available-property')
      .filter({ has: page.locator('input:not([disabled])') });
    await expect(rows.first()).toBeVisible();
    await rows.first().getByRole('checkbox').check();
    await expect(page.getByTestId('selected-property')).toHaveCount(1);
    // The browser's Back is the wizard's 'Voltar'; Forward brings step 2 back as it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/refresh\/new$/);
    await expect(page.getByLabel('Nome do agendamento')).toHaveValue('Refresh Água Verde');
    await expect(page.getByRole('checkbox', { name: 'Sáb' })).toBeChecked();
    await page.goForward();
    await expect(page.getByRole('heading', { name: '2. Imóveis do agendamento' })).toBeVisible();
    await expect(page.getByTestId('selected-property')).toHaveCount(1);
    // Step 1 made invalid after a Back: Forward does not reach step 2 past its checks.
    await page.goBack();
    const name = page.getByLabel('Nome do agendamento');
    await name.press('ControlOrMeta+a');
    await name.press('Backspace');
    await page.goForward();
    await expect(page).toHaveURL(/\/refresh\/new$/);
    await expect(name).toHaveValue('');
    await name.pressSequentially('Refresh Água Verde');
    // From the phone's menu, kept on the form: the focus is on the screen, not lost to the page.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: /^Imóveis/ })
      .click();
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(leave).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // Leaving the screen, by Back or by 'Cancelar', asks first. (Two entries back: the step 2 that
    // Forward reached was replaced by step 1.)
    await page.goBack();
    await expect(leave).toBeHidden();
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/refresh\/new$/);
    await expect(page.getByLabel('Nome do agendamento')).toHaveValue('Refresh Água Verde');
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await leave.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('heading', { name: 'Cockpit do Corretor' })).toBeVisible();
  });

  test(
    'run now: jobs appear and settle; "Executar Agora" names a refusal',
    { tag: '@http' },
    async ({ page }) => {
      await openCockpit(page);
      const recent = page.getByRole('region', { name: 'Últimas Execuções' });
      await actions(page, 'Refresh almoço').getByRole('button', { name: 'Executar cronograma' }).click();
      await expect(page.getByText('Execução manual iniciada!')).toBeVisible();
      await expect(recent.locator('[data-testid=recent-job][data-status=pending]').first()).toBeVisible();
      await expect(rowOf(page, 'Refresh almoço')).toContainText('Em execução');
      // The jobs settle within 20 s into completed or failed; the run ends by itself.
      await expect(recent.locator('[data-testid=recent-job][data-status=pending]')).toHaveCount(0, {
        timeout: 45_000,
      });
      await expect(recent.locator('[data-testid=recent-job][data-status=completed]').first()).toBeVisible();
      await expect(
        actions(page, 'Refresh almoço').getByRole('button', { name: 'Executar cronograma' }),
      ).toBeVisible();

      // 'Executar Agora' asks once, naming the active schedules; 'Refresh manhã' is still running
      // (seeded queue). It answers with one summary in the dialog: no toast beside it.
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Executar Agora', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Executar Agora' });
      await expect(dialog.getByRole('list', { name: 'Cronogramas a executar' })).toContainText(
        'Refresh almoço',
      );
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Executar 3 cronogramas' }).click();
      const result = dialog.getByTestId('run-all-result');
      await expect(result).toContainText('Refresh manhã: Este cronograma já está em execução');
      await expect(result).toContainText(/Refresh almoço: \d+ jobs? criados?/);
      await expect(result).toContainText(/Refresh noite: \d+ jobs? criados?/);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Concluir' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
    },
  );

  test('a stop is "Cancelado", not an error', async ({ page }) => {
    await openCockpit(page);
    const recent = page.getByRole('region', { name: 'Últimas Execuções' });
    const failuresBefore = await page.getByTestId('failure-total').textContent();
    // The seeded queue of 'Refresh manhã' waits minutes for its pickup, while the jobs of a run
    // settle within seconds: stopping those would race a busy CI.
    await actions(page, 'Refresh manhã').getByRole('button', { name: 'Parar' }).click();
    await expect(page.getByText('Execução interrompida!')).toBeVisible();
    await expect(recent.getByText('Cancelado').first()).toBeVisible();
    const cancelled = await api<{ total: number }>(
      page,
      '/properties/api/refresh-monitor/jobs?status=cancelled',
    );
    expect(cancelled.total).toBeGreaterThan(0);
    const failed = await api<{ data: { error_message: string | null }[] }>(
      page,
      '/properties/api/refresh-monitor/jobs?status=failed&limit=500',
    );
    expect(failed.data.some((j) => j.error_message === 'Execução interrompida pelo usuário')).toBe(false);
    const total = await api<{ total: number }>(
      page,
      '/properties/api/refresh-monitor/jobs?status=failed&hours=48&limit=500',
    );
    await expect(page.getByTestId('failure-total')).toHaveText(`${total.total} falhas`, { timeout: 30_000 });
    expect(failuresBefore).toMatch(/falhas$/);
  });

  test('manual refresh of 2 properties, one refused by the portal; never-exported ones are out', async ({
    page,
  }) => {
    await openCockpit(page);
    const available = await api<
      { id: number; title: string; property_code: string; remote_id?: string; images: string[] }[]
    >(page, '/properties/api/refresh-schedules/available-properties');
    const ok = available.find((p) => p.remote_id && p.images.length > 0)!;
    const refused = available.find((p) => p.remote_id && p.images.length === 0)!;
    const never = available.find((p) => !p.remote_id)!;
    await page.getByRole('button', { name: 'Refresh Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refresh Manual' });
    await dialog.getByLabel('Buscar imóveis').fill(never.property_code);
    await expect(dialog.getByTestId('available-property')).toHaveCount(1);
    await expect(dialog.getByRole('checkbox', { name: never.title })).toBeDisabled();
    await expect(dialog.getByText('Nunca exportado: não pode ser atualizado no portal')).toBeVisible();
    await pickByCode(dialog, ok.property_code);
    await pickByCode(dialog, refused.property_code);
    await expect(dialog.getByTestId('selection-preview')).toContainText(ok.title);
    expect(await seriousViolations(page, { within: '.mantine-Modal-content' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Executar Refresh (2)' }).click();
    await expect(dialog.getByRole('alert')).toContainText('1 de 2 imóveis falhou');
    const items = dialog.getByRole('list', { name: 'Imóveis do refresh' });
    await expect(items.locator('li[data-status=success]')).toContainText(ok.title);
    await expect(items.locator('li[data-status=error]')).toContainText(
      `${refused.title}Falhou: Imóvel rejeitado pelo portal: anúncio sem fotos`,
    );
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialog).toBeHidden();
    // Reopened: nothing selected. A single success closes the dialog by itself.
    await page.getByRole('button', { name: 'Refresh Manual' }).click();
    await expect(dialog.getByText('Nenhum imóvel selecionado')).toBeVisible();
    await pickByCode(dialog, ok.property_code);
    await dialog.getByRole('button', { name: 'Executar Refresh (1)' }).click();
    await expect(dialog.getByText('Refresh concluído com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
  });

  test('clear old logs: confirm, then the count removed', async ({ page }) => {
    await openCockpit(page, 'gestor', '?errors=all');
    const all = page.getByRole('region', { name: 'Erros Críticos' });
    const before = await api<{ total: number }>(page, '/properties/api/refresh-monitor/jobs?status=failed');
    await expect(all.getByTestId('failure-total')).toHaveText(`${before.total} falhas`);
    await all.getByRole('button', { name: 'Limpar logs antigos' }).click();
    const confirm = page.getByRole('dialog', { name: 'Limpar logs antigos' });
    expect(await seriousViolations(page, { within: '.mantine-Modal-content' })).toEqual([]);
    await confirm.getByRole('button', { name: 'Limpar logs' }).click();
    await expect(page.getByText('6 logs antigos foram removidos!')).toBeVisible();
    const after = await api<{ total: number }>(page, '/properties/api/refresh-monitor/jobs?status=failed');
    expect(after.total).toBeLessThan(before.total);
    await expect(all.getByTestId('failure-total')).toHaveText(`${after.total} falhas`);
  });

  test('add and remove properties of a schedule (autonomo); another tenant’s schedule is not found', async ({
    page,
  }) => {
    await openCockpit(page, 'autonomo');
    await actions(page, 'Refresh manhã').getByRole('link', { name: 'Imóveis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Imóveis: Refresh manhã' })).toBeVisible();
    const rows = page.getByTestId('schedule-property');
    const before = await rows.count();
    await page.getByRole('button', { name: 'Adicionar Imóveis' }).click();
    const modal = page.getByRole('dialog', { name: 'Adicionar Imóveis' });
    const addable = modal
      .getByTestId('available-property')
      .filter({ has: page.locator('input:not([disabled])') });
    await addable.nth(0).getByRole('checkbox').check();
    await addable.nth(1).getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Adicionar (2)' }).click();
    await expect(page.getByText('Propriedade adicionada!')).toBeVisible();
    await expect(rows).toHaveCount(before + 2);

    await rows.nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remover selecionados (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Remover imóveis do agendamento' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByText('Propriedade removida!')).toBeVisible();
    await expect(rows).toHaveCount(before + 1);

    // Tenant 2's schedule (id 4) does not exist for autonomo; a non-numeric id is invalid.
    await page.goto('/refresh/4/properties');
    await expect(page.getByRole('heading', { name: 'Cronograma não encontrado' })).toBeVisible();
    await page.goto('/refresh/abc/properties');
    await expect(page.getByRole('heading', { name: 'ID do cronograma inválido' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o Cockpit' }).click();
    await expect(page).toHaveURL(/\/refresh$/);
  });

  test('every schedule is reachable: "Ver todos" with Ativos / Pausados, a paused one reactivated', async ({
    page,
  }) => {
    await openCockpit(page, 'autonomo');
    await page.getByRole('button', { name: 'Ver todos' }).click();
    await expect(page.getByRole('heading', { name: 'Todos os Agendamentos' })).toBeVisible();
    const everyone = await api<{ data: { id: number }[] }>(page, '/properties/api/refresh-schedules');
    await expect(page.getByTestId('schedule-row')).toHaveCount(everyone.data.length);
    await page.getByRole('radio', { name: 'Pausados' }).check();
    await expect(page).toHaveURL(/status=paused/);
    await expect(page.getByTestId('schedule-row')).toHaveCount(1);
    await expect(rowOf(page, 'Refresh noite').getByTestId('schedule-status')).toHaveText('Pausado');
    await actions(page, 'Refresh noite').getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByLabel('Nome do agendamento')).toHaveValue('Refresh noite');
    await page.goBack();
    await actions(page, 'Refresh noite').getByRole('button', { name: 'Ativar' }).click();
    await expect(page.getByText('Nenhum agendamento neste filtro')).toBeVisible();
    await page.getByRole('radio', { name: 'Ativos' }).check();
    await expect(page.getByTestId('schedule-row')).toHaveCount(3);
  });

  test('corretor (not an administrator) sees and uses the agency’s schedules; counts match the API', async ({
    page,
  }) => {
    await openCockpit(page, 'corretor');
    const mine = await api<{ data: { id: number }[] }>(page, '/properties/api/refresh-schedules');
    const ids = await page
      .getByTestId('schedule-row')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-schedule-id'))));
    expect(ids.sort()).toEqual(mine.data.map((s) => s.id).sort());
    expect(ids.every((id) => id >= 4 && id <= 6)).toBe(true);
    const stats = await api<{
      active_schedules: number;
      jobs_last_24h: { total: number; completed: number; pending: number };
    }>(page, '/properties/api/refresh-monitor/stats');
    const rate = stats.jobs_last_24h.total
      ? Math.round((stats.jobs_last_24h.completed / stats.jobs_last_24h.total) * 100)
      : 0;
    await expect(page.getByRole('region', { name: 'Taxa de Sucesso (24h)' })).toContainText(`${rate}%`);
    await expect(page.getByRole('region', { name: 'Cronogramas Ativos' })).toContainText(
      String(stats.active_schedules),
    );
    await expect(page.getByRole('region', { name: 'Jobs Pendentes' })).toContainText(
      String(stats.jobs_last_24h.pending),
    );
    await actions(page, 'Refresh noite').getByRole('button', { name: 'Executar cronograma' }).click();
    await expect(page.getByText('Execução manual iniciada!')).toBeVisible();
  });

  test('axe clean in both themes: cockpit and job detail', async ({ page }) => {
    await openCockpit(page);
    // The cockpit's panels load together after a reload; on CI's busy cores that can pass 10 s.
    await expect(page.getByTestId('error-group').first()).toBeVisible({ timeout: 30_000 });
    // The chart is drawn as it scrolls into view.
    const chart = page.getByRole('region', { name: 'Jobs dos Últimos 7 Dias' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-wrapper')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page), 'cockpit').toEqual([]);
    await page.getByTestId('error-group').first().click();
    await expect(page.getByTestId('job-detail')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: '.mantine-Modal-content' }), 'job').toEqual(
      [],
    );
  });

  test('axe clean in both themes: create (both steps), edit, properties and add modal', async ({ page }) => {
    await login(page, 'gestor', { to: '/refresh/new' });
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page), 'create step 1').toEqual([]);
    await page.getByLabel('Nome do agendamento').fill('Axe');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByTestId('available-property').first()).toBeVisible();
    expect(await seriousViolationsInBothThemes(page), 'create step 2').toEqual([]);
    await page.goto('/refresh/4/edit');
    await expect(page.getByLabel('Nome do agendamento')).toHaveValue('Refresh manhã');
    expect(await seriousViolationsInBothThemes(page), 'edit').toEqual([]);
    await page.goto('/refresh/4/properties');
    await expect(page.getByTestId('schedule-property').first()).toBeVisible();
    expect(await seriousViolationsInBothThemes(page), 'properties').toEqual([]);
    await page.getByRole('button', { name: 'Adicionar Imóveis' }).click();
    await expect(page.getByRole('dialog').getByTestId('available-property').first()).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: '.mantine-Modal-content' }), 'add').toEqual(
      [],
    );
  });

  test('keyboard: the manual refresh dialog keeps focus and closes with Escape; Enter moves the wizard on', async ({
    page,
  }) => {
    await openCockpit(page);
    await page.getByRole('button', { name: 'Refresh Manual' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Refresh Manual' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('available-property').first()).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByLabel('Buscar imóveis').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: /^Selecionar todos/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/refresh/new');
    await page.getByLabel('Nome do agendamento').fill('Teclado');
    await page.getByLabel('Nome do agendamento').press('Enter');
    await expect(page.getByRole('heading', { name: '2. Imóveis do agendamento' })).toBeFocused();
  });

  test('fits a phone: cockpit, week as a list, create and properties screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCockpit(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const days = page.getByTestId('week-day');
    await expect(days).toHaveCount(7);
    const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Refresh Manual' }).click();
    await expect(page.getByRole('dialog').getByTestId('available-property').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await page.goto('/refresh/new');
    await page.getByLabel('Nome do agendamento').fill('Celular');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByTestId('available-property').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Step 2's list: nothing runs past the panel (prices and badges were cut, with a sideways bar).
    const panel = page.getByRole('region', { name: 'Imóveis disponíveis' });
    expect(await sidewaysOverflow(panel)).toEqual([]);
    const box = (await panel.boundingBox())!;
    for (const row of (await panel.getByTestId('available-property').all()).slice(0, 6)) {
      const price = row.getByText(/^R\$|Preço sob consulta/);
      const edge = (await price.boundingBox())!;
      expect(edge.x + edge.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await page.goto('/refresh/4/properties');
    await expect(page.getByTestId('schedule-property').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('a server failure shows the panels’ messages with a retry', async ({ page }) => {
    await page.goto(`/login?${mockParams({ 'mock-scenario': 'server-error' })}`);
    await page.getByLabel('Usuário').fill(DEMO.gestor.username);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.gestor.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/refresh');
    await expect(page.getByRole('alert', { name: 'Erro ao carregar cronogramas' })).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Erro ao carregar estatísticas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible();
    // Failed is neither loading nor empty: the week, 'Executar Agora' and the cards say so.
    await expect(page.getByRole('alert', { name: 'Erro ao carregar a semana de refresh' })).toBeVisible();
    await expect(page.getByText('Sem execuções')).toHaveCount(0);
    await expect(page.getByTestId('run-all-hint')).toHaveText('Cronogramas indisponíveis');
    await expect(page.getByText('Sem cronogramas ativos')).toHaveCount(0);
    const pending = page.getByRole('region', { name: 'Jobs Pendentes' });
    await expect(pending).toContainText('Indisponível: erro ao carregar');
    await expect(pending).not.toHaveAttribute('aria-busy', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('"Atualizar" says when it failed and marks the data it keeps as out of date', async ({ page }) => {
    await openCockpit(page);
    const schedules = page.getByRole('region', { name: 'Próximos Agendamentos' });
    await expect(page.getByTestId('stale-banner')).toHaveCount(0);
    await failRefreshApi(page, true);
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
    await expect(page.getByText('Erro ao atualizar o cockpit')).toBeVisible();
    const banner = page.getByTestId('stale-banner');
    await expect(banner).toContainText('Dados desatualizados');
    await expect(banner).toContainText('A última atualização falhou. Erro interno do servidor.');
    // The schedules stay on screen, marked.
    await expect(schedules.getByTestId('schedule-row')).toHaveCount(3);
    await expect(schedules).toHaveAttribute('data-stale', 'true');
    await expect(schedules.getByTestId('stale-tag')).toHaveText('Desatualizado');
    expect(await seriousViolations(page)).toEqual([]);
    await failRefreshApi(page, false);
    await banner.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(banner).toBeHidden();
    await expect(schedules).not.toHaveAttribute('data-stale', 'true');
  });

  test('no schedule and no job: zero in the plural, nothing failing, three honest empty panels', async ({
    page,
  }) => {
    await page.goto(`/login?${mockParams({ 'mock-scenario': 'empty' })}`);
    await page.getByLabel('Usuário').fill(DEMO.gestor.username);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.gestor.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/refresh');
    await expect(page.getByText('Comece agora!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar primeiro agendamento' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Executar Agora', exact: true })).toBeDisabled();
    await expect(page.getByTestId('run-all-hint')).toHaveText('Sem cronogramas ativos');
    await expect(page.getByRole('region', { name: 'Cronogramas Ativos' })).toContainText('de 0 cronogramas');
    const success = page.getByRole('region', { name: 'Taxa de Sucesso (24h)' });
    await expect(success).toContainText('Nenhum job nas últimas 24h');
    await expect(success).not.toContainText('Operação com problemas');
    await expect(success).not.toHaveAttribute('data-color', 'red');
    await expect(page.getByTestId('failure-total')).toHaveText('0 falhas');
    await expect(page.getByTestId('week-empty')).toContainText('Nenhum cronograma ativo');
    await expect(page.getByTestId('chart-empty')).toHaveText('Nenhum job nos últimos 7 dias');
  });

  test('paused schedules only: "Comece agora!" offers to activate them (autonomo)', async ({ page }) => {
    await openCockpit(page, 'autonomo');
    for (const name of ['Refresh manhã', 'Refresh almoço']) {
      await actions(page, name).getByRole('button', { name: 'Pausar' }).click();
      await expect(rowOf(page, name).getByTestId('schedule-status')).toHaveText('Pausado');
    }
    const hint = page.getByTestId('start-hint');
    await expect(hint).toContainText('os seus 3 cronogramas estão pausados');
    await expect(hint.getByRole('link', { name: 'Criar primeiro agendamento' })).toHaveCount(0);
    await hint.getByRole('button', { name: 'Ativar 3 cronogramas pausados' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ativar os cronogramas pausados?' });
    await expect(confirm).toContainText('Refresh noite');
    await confirm.getByRole('button', { name: 'Ativar todos' }).click();
    await expect(page.getByText('3 cronogramas ativados!')).toBeVisible();
    await expect(hint).toBeHidden();
    await expect(page.getByRole('button', { name: 'Executar Agora', exact: true })).toBeEnabled();
  });

  test('removing a schedule’s last properties asks and pauses it; kept active, its health says it is empty', async ({
    page,
  }) => {
    await openCockpit(page, 'autonomo');
    await actions(page, 'Refresh almoço').getByRole('link', { name: 'Imóveis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Imóveis: Refresh almoço' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Selecionar todos' }).check();
    await page.getByRole('button', { name: /^Remover selecionados/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Deixar o agendamento sem imóveis?' });
    await expect(confirm).toContainText('ele continua ativo, mas cada execução não fará nada');
    // Kept active on purpose: the switch off, then only 'Remover'.
    await confirm.getByRole('switch', { name: 'Pausar o agendamento também' }).uncheck();
    await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
    await expect(page.getByText('Propriedade removida!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nenhum imóvel neste agendamento' })).toBeVisible();
    await page.getByRole('link', { name: 'Cockpit do Corretor' }).click();
    const row = rowOf(page, 'Refresh almoço');
    await expect(row).toContainText('0 imóveis');
    await expect(row.locator('[data-health]')).toHaveText('Sem imóveis: nada a atualizar');
    const banner = page.getByTestId('health-banner');
    await banner.getByRole('button', { name: 'Detalhes do monitor' }).click();
    await expect(banner).toContainText('Cronograma ativo sem imóveis: Refresh almoço');
  });

  test('a fresh failure is "Alta" in its group and in its job; the queue past its limit is reported', async ({
    page,
  }) => {
    await openCockpit(page);
    const group = page.locator('[data-testid=error-group][data-type=timeout]');
    await expect(group).toHaveAttribute('data-severity', 'high');
    await group.click();
    await expect(page.getByTestId('job-detail')).toContainText('Timeout · severidade alta');
    await page.keyboard.press('Escape');
    // 'Refresh manhã' shows its seeded queue running, and the monitor says it waits past its limit.
    await expect(rowOf(page, 'Refresh manhã')).toContainText('Em execução');
    await page.getByTestId('health-banner').getByRole('button', { name: 'Detalhes do monitor' }).click();
    await expect(page.getByTestId('stuck-jobs')).toHaveText('1 job parado na fila além do limite');
    const health = await api<{ stuck_jobs: number }>(page, '/properties/api/refresh-monitor/health');
    expect(health.stuck_jobs).toBe(1);
  });
});

for (const zone of ['America/Manaus', 'UTC']) {
  test.describe(`Schedule times from a browser in ${zone}`, () => {
    test.use({ timezoneId: zone });
    test.describe.configure({ timeout: 120_000 });

    test('next run, week and a time typed key by key are Brasília’s', async ({ page }) => {
      await openCockpit(page);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
      const list = await api<{ data: { id: number; name: string; next_run: string | null }[] }>(
        page,
        '/properties/api/refresh-schedules',
      );
      const morning = list.data.find((s) => s.name === 'Refresh manhã')!;
      expect(inBrasilia(morning.next_run!)).toMatch(/ 10:00$/);
      const nextRun = rowOf(page, 'Refresh manhã').getByTestId('next-run');
      await expect(nextRun).toContainText(`Próxima execução: ${inBrasilia(morning.next_run!)} (`);
      // The week marks Brasília's today; Monday runs 'Refresh manhã' at 10:00.
      await expect(page.locator('[data-testid=week-day][data-today]')).toHaveAttribute(
        'aria-label',
        `${WEEKDAY_LONG[brasiliaWeekday()]} (hoje)`,
      );
      await expect(
        page
          .getByRole('listitem', { name: /^Segunda-feira/ })
          .getByTestId('week-run')
          .first(),
      ).toContainText('10:00Refresh manhã');

      // A schedule typed at 7:30 runs at 07:30 Brasília time.
      await page.goto('/refresh/new');
      await page.getByLabel('Nome do agendamento').pressSequentially('Refresh cedo');
      const time = page.getByLabel('Horário de execução');
      await clearTyped(time);
      await time.pressSequentially('7:30');
      await expect(page.getByTestId('next-run-preview')).toContainText(' 07:30 (horário de Brasília)');
      await page.getByRole('button', { name: 'Próximo' }).click();
      const available = page.getByRole('region', { name: 'Imóveis disponíveis' });
      await available
        .getByTestId('available-property')
        .filter({ has: page.locator('input:not([disabled])') })
        .first()
        .getByRole('checkbox')
        .check();
      await page.getByRole('button', { name: 'Criar Agendamento' }).click();
      await expect(page.getByText('Cronograma criado com sucesso!')).toBeVisible();
      await page.getByRole('button', { name: 'Ver todos' }).click();
      const row = rowOf(page, 'Refresh cedo');
      await expect(row).toContainText('07:30 · Seg a Sex');
      await expect(row.getByTestId('next-run')).toContainText(/Próxima execução: \d\d\/\d\d\/\d{4} 07:30 \(/);
    });
  });
}
