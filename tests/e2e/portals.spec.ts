import { DEMO, expect, login, mockParams, seriousViolations, test } from './fixtures';
import type { Page } from '@playwright/test';

/** Signs in as gestor with the mock in a named scenario (set on the first page load). */
async function loginWithScenario(page: Page, scenario: string) {
  await page.goto(`/login?${mockParams({ 'mock-scenario': scenario })}`);
  await page.getByLabel('Usuário').fill(DEMO.gestor.username);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.gestor.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('current-user')).toHaveText(DEMO.gestor.username);
}

async function linkGandalf(page: Page) {
  const section = page.locator('#settings-gandalf');
  await section.getByLabel('Email do portal', { exact: true }).fill('gestor@portal.com.br');
  await section.getByLabel('Senha do portal', { exact: true }).fill('segredo');
  await section.getByRole('button', { name: 'Vincular portal' }).click();
  await section.getByLabel(/Código de verificação/).fill('123456');
  await section.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText('Portal Gandalf vinculado com sucesso!')).toBeVisible();
}

test.describe('portal links, hub and token monitor', () => {
  test('gestor links the first portal with code 123456; the badge and the monitor follow', async ({
    page,
  }) => {
    await login(page, 'gestor', { to: '/settings?open=gandalf' });
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    const section = page.locator('#settings-gandalf');
    await expect(section.getByText('Não vinculado')).toBeVisible();

    // A wrong code first: the server's message, nothing typed is lost.
    await section.getByLabel('Email do portal', { exact: true }).fill('gestor@portal.com.br');
    await section.getByLabel('Senha do portal', { exact: true }).fill('segredo');
    await section.getByRole('button', { name: 'Vincular portal' }).click();
    const code = section.getByLabel(/Código de verificação/);
    await code.fill('999999');
    await section.getByRole('button', { name: 'Validar código' }).click();
    await expect(section.getByText('Código inválido')).toBeVisible();
    await expect(code).toHaveValue('999999');

    await code.fill('123456');
    await section.getByRole('button', { name: 'Validar código' }).click();
    await expect(page.getByText('Portal Gandalf vinculado com sucesso!')).toBeVisible();
    await expect(section.getByText('Vinculado', { exact: true })).toBeVisible();
    // One hour of Gandalf token: the badge counts it without asking the server.
    // '1 h' on the badge, the exact seconds in its name and tooltip.
    await expect(page.getByTestId('token-badge')).toHaveText('CanalPro: OK (1 h)');
    await expect(page.getByTestId('token-badge')).toHaveAccessibleName(
      /^CanalPro: OK \(1 h\)\. Token válido por mais 3\.[56]\d\d segundos$/,
    );
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('gandalf_token'),
      expiry: Number(localStorage.getItem('gandalf_token_expiry')),
      device: localStorage.getItem('device_id'),
    }));
    expect(stored.token).toMatch(/^gdf_/);
    expect(stored.expiry).toBeGreaterThan(Date.now() + 3_000_000);
    expect(stored.device).toBeTruthy();

    await page
      .getByRole('navigation', { name: 'Navegação' })
      .getByRole('link', { name: 'Monitor de Tokens' })
      .click();
    await expect(page.getByRole('heading', { name: 'Monitor de Tokens' })).toBeVisible();
    const gandalf = page.getByRole('region', { name: 'Portal Gandalf' });
    await expect(gandalf.getByText('Presente')).toBeVisible();
    await expect(gandalf.getByText('Token salvo')).toBeVisible();
    const countdown = page.getByTestId('gandalf-countdown');
    await expect(countdown).toHaveText(/^00:5\d:\d{2}$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);
  });

  test('imports from the hub (/canalpro?modal=import) and shows the counts', async ({ page }) => {
    await login(page, 'gestor', { to: '/settings?open=gandalf' });
    await linkGandalf(page);

    await page.goto('/canalpro?modal=import');
    const dialog = page.getByRole('dialog', { name: 'Importar do Canal Pro' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect(dialog.getByText('Importação concluída')).toBeVisible();
    for (const [label, value] of [
      ['Inseridos', '7'],
      ['Atualizados', '3'],
      ['Ignorados', '2'],
      ['Total', '12'],
    ] as const) {
      await expect(
        dialog.getByText(label, { exact: true }).locator('xpath=preceding-sibling::*[1]'),
      ).toHaveText(value);
    }
    await expect(dialog.getByText(/endereço ausente/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/canalpro$/);

    // The imported listings are in the portfolio now: a second import updates instead.
    await page.getByRole('button', { name: 'Importar do Canal Pro' }).click();
    await expect(page).toHaveURL(/\/canalpro\?modal=import$/);
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect(
      dialog.getByText('Atualizados', { exact: true }).locator('xpath=preceding-sibling::*[1]'),
    ).toHaveText('10');
  });

  test('the contract is saved and removed with a confirmation toast each time', async ({ page }) => {
    await login(page, 'gestor', { to: '/settings' });
    await page.getByRole('button', { name: /Contrato do Canal Pro/ }).click();
    const section = page.locator('#settings-contract');
    await section.getByLabel(/Nome do plano/).fill('Plano Profissional 250');
    await section.getByLabel(/Término do contrato/).fill('31/12/2027');
    await section.getByLabel(/Término do contrato/).press('Tab');
    await section.getByRole('button', { name: 'Salvar contrato' }).click();
    await expect(page.getByRole('alert').getByText('Configuração do contrato salva')).toBeVisible();
    await expect(section.getByLabel(/Término do contrato/)).toHaveValue('31/12/2027');
    await section.getByRole('button', { name: 'Remover contrato' }).click();
    await page
      .getByRole('dialog', { name: 'Remover configuração do contrato' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByRole('alert').getByText('Configuração do contrato removida')).toBeVisible();
    await expect(section.getByText(/Nenhum contrato configurado/)).toBeVisible();
  });

  test('the hub writes the contract usage and the time left in pt-BR, as the Dashboard does', async ({
    page,
  }) => {
    await login(page, 'gestor');
    // The Dashboard writes '53,3%'; the hub wrote '2.1%' for a 1.500-listing contract.
    await expect(page.getByRole('region', { name: 'Imóveis Ativos' })).toContainText(/\d+(,\d)?% do total/);
    await page.goto('/settings');
    await page.getByRole('button', { name: /Contrato do Canal Pro/ }).click();
    const section = page.locator('#settings-contract');
    const limit = section.getByLabel(/Limite de anúncios/);
    await limit.clear();
    await limit.pressSequentially('1.500', { delay: 20 });
    await section.getByRole('button', { name: 'Salvar contrato' }).click();
    await expect(page.getByRole('alert').getByText('Configuração do contrato salva')).toBeVisible();

    await page.goto('/canalpro');
    const usage = page.getByRole('region', { name: 'Uso do contrato' });
    const bar = usage.getByRole('progressbar', { name: /^Anúncios: / });
    await expect(bar).toHaveAccessibleName(/^Anúncios: \d+ de 1\.500 \(\d+(,\d)?%\)$/);
    const percent = /\((\d+(,\d)?%)\)$/.exec((await bar.getAttribute('aria-label'))!)![1]!;
    await expect(usage.getByText(percent, { exact: true })).toBeVisible();
    await expect(usage).not.toContainText(/\d\.\d%/);
    await expect(page.getByTestId('token-badge')).toHaveText('CanalPro: OK (6 h)');
    await expect(
      page
        .getByRole('region', { name: 'Credenciais do CanalPro' })
        .getByText(/^6 h restantes \(2\d\.\d{3} segundos\)$/),
    ).toBeVisible();
  });

  test('expired credentials: the badge says so and a click opens the portal link', async ({ page }) => {
    await loginWithScenario(page, 'expired-portal-credentials');
    const badge = page.getByTestId('token-badge');
    await expect(badge).toHaveText('CanalPro: Expirado');
    await badge.click();
    await expect(page).toHaveURL(/\/settings\?open=gandalf$/);
    await expect(
      page.locator('#settings-gandalf').getByLabel('Email do portal', { exact: true }),
    ).toBeVisible();
  });

  test('the hub falls back when every call fails', async ({ page }) => {
    await loginWithScenario(page, 'server-error');
    await page.goto('/canalpro');
    const automation = page.getByRole('region', { name: 'Renovação automática do token' });
    await expect(automation.getByText('Configuração da integração pendente')).toBeVisible();
    await expect(automation.getByText('Não viável')).toBeVisible();
    await expect(page.getByText(/Nenhuma exportação registrada/)).toBeVisible();
    // A check without an answer leaves the badge unknown, and a click says why instead of leaving.
    const badge = page.getByTestId('token-badge');
    await expect(badge).toHaveText('CanalPro: não verificado');
    await expect(badge).toHaveAttribute('aria-busy', 'false');
    await badge.click();
    await expect(
      page
        .getByRole('alert')
        .getByText('Não foi possível verificar as credenciais do CanalPro', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/canalpro$/);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test.describe(`axe, ${scheme} theme`, () => {
      // The theme is in storage before the first page load, so no reload is needed.
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((s) => localStorage.setItem('theme', s), scheme);
        await login(page, 'gestor');
      });

      for (const path of ['/settings?open=gandalf', '/canalpro', '/tokens']) {
        test(`${path} is axe clean`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByTestId('token-badge')).toHaveText(/CanalPro: OK/);
          // What is on screen has loaded. A collapsed section is a hidden React <Activity> (Mantine's
          // Collapse): it subscribes to its queries when opened, so its hidden skeleton may wait.
          await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }

      test('every settings section open is axe clean', async ({ page }) => {
        await page.goto('/settings');
        for (const name of [/Credenciais do CanalPro/, /Contrato do Canal Pro/, /Aparência/]) {
          await page.getByRole('button', { name }).click();
        }
        await expect(page.getByLabel(/Nome do plano/)).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('the import dialog with an error is axe clean', async ({ page }) => {
        await page.goto('/canalpro?modal=import');
        const dialog = page.getByRole('dialog', { name: 'Importar do Canal Pro' });
        await dialog.getByRole('button', { name: 'Importar' }).click();
        await expect(dialog.getByText('Erro ao importar propriedades')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }

  test('on a phone, the renewal lead time is typed the pt-BR way and refused until it makes sense; "Desativar" asks; the setup dialog gives the focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'gestor', { to: '/canalpro' });
    const automation = page.getByRole('region', { name: 'Renovação automática do token' });
    const hours = automation.getByLabel('Horas antes de expirar');
    const schedule = automation.getByRole('button', { name: 'Agendar renovação' });
    for (const [typed, message] of [
      ['2,5', 'Informe um número inteiro'],
      ['0', 'A antecedência deve ser de pelo menos 1 hora'],
      ['25', /^A renovação ficaria no passado: o token atual expira em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/],
    ] as const) {
      await hours.clear();
      await hours.pressSequentially(typed, { delay: 20 });
      await schedule.click();
      await expect(automation.getByText(message)).toBeInViewport();
      await expect(hours).toHaveValue(typed);
      await expect(hours).toBeFocused();
    }
    await hours.clear();
    await hours.pressSequentially('3', { delay: 20 });
    // By keyboard: the busy button keeps the focus.
    await schedule.focus();
    await page.keyboard.press('Enter');
    const scheduled = page
      .getByRole('alert')
      .getByText(/^Renovação agendada para \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(scheduled).toBeVisible();
    await expect(schedule).toBeFocused();
    const when = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec((await scheduled.textContent())!)!;
    const at = new Date(`${when[3]}-${when[2]}-${when[1]}T${when[4]}:${when[5]}:00-03:00`);
    expect(at.getTime()).toBeGreaterThan(Date.now());

    const setup = automation.getByRole('button', { name: 'Configurar automação' });
    await setup.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Configurar renovação automática' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(setup).toBeFocused();

    await automation.getByRole('button', { name: 'Desativar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Desativar a renovação automática?' });
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByRole('alert').getByText('Automação desativada')).toBeVisible();
    await expect(automation.getByText('Automação inativa')).toBeVisible();
    await expect(setup).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('usable on a phone (375×812)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, 'gestor');
    // The header badge is hidden on small screens.
    await expect(page.getByTestId('token-badge')).toBeHidden();
    await page.goto('/settings?open=gandalf');
    await linkGandalf(page);
    for (const path of ['/settings', '/canalpro', '/tokens']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.goto('/canalpro?modal=import');
    const dialog = page.getByRole('dialog', { name: 'Importar do Canal Pro' });
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect(dialog.getByText('Importação concluída')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fechar', exact: true })).toBeInViewport();
  });
});
