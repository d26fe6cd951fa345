import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { as } from '../../../../tests/helpers/api';
import { recordRequests } from '../../../../tests/helpers/render-dialog';
import { renderApp } from '../../../../tests/render';
import { answersServerError } from '@mocks/overrides';
import { http } from '@mocks/http';

/** Links the first portal of the gestor's tenant through the API (start + code 123456). */
async function linkGandalf() {
  const client = await as('gestor');
  const { data: started } = await client.POST('/integrations/gandalf/start', {
    body: { email: 'gestor@portal.com.br', password: 'segredo' },
  });
  await client.POST('/integrations/gandalf/validate', {
    body: { session_id: started!.session_id!, otp: '123456' },
  });
}

async function openHub(url = '/canalpro') {
  await renderApp(url);
  await screen.findByRole('heading', { name: 'Canal Pro' });
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Canal Pro hub', () => {
  it('?modal=import opens the import dialog, which shows the counts and the errors', async () => {
    await linkGandalf();
    await openHub('/canalpro?modal=import');
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar do Canal Pro' }));
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Importar' }));
    expect(await dialog.findByText('Importação concluída')).toBeInTheDocument();
    // The simulated portal: 9 portal-only listings (2 malformed) and 3 already in the portfolio.
    const counts = Object.fromEntries(
      ['Inseridos', 'Atualizados', 'Ignorados', 'Total'].map((label) => [
        label,
        dialog.getByText(label).previousElementSibling?.textContent,
      ]),
    );
    expect(counts).toEqual({ Inseridos: '7', Atualizados: '3', Ignorados: '2', Total: '12' });
    expect(dialog.getByText(/endereço ausente/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends only_active when asked', async () => {
    await linkGandalf();
    const recorder = recordRequests();
    await openHub('/canalpro?modal=import');
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar do Canal Pro' }));
    const user = userEvent.setup();
    await user.click(dialog.getByLabelText('Importar apenas anúncios ativos'));
    await user.click(dialog.getByRole('button', { name: 'Importar' }));
    expect(await dialog.findByText('Importação concluída')).toBeInTheDocument();
    recorder.stop();
    expect(recorder.requests.find((r) => r.call === 'POST /integrations/gandalf/import')?.body).toEqual({
      only_active: true,
    });
    expect(dialog.getByText('Ignorados').previousElementSibling).toHaveTextContent('4');
  });

  it("a failed import says 'Erro ao importar propriedades' with the server's reason", async () => {
    await openHub('/canalpro?modal=import');
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar do Canal Pro' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Importar' }));
    expect(await screen.findAllByText('Erro ao importar propriedades')).not.toHaveLength(0);
    expect(await screen.findAllByText(/Portal Gandalf não vinculado/)).not.toHaveLength(0);
    expect(dialog.getByRole('link', { name: 'Vincular o portal em Configurações' })).toHaveAttribute(
      'href',
      '/settings?open=gandalf',
    );
  });

  it('a server failure during the import does not send the user to re-link the portal', async () => {
    server.use(http.post('/integrations/gandalf/import', answersServerError));
    await openHub('/canalpro?modal=import');
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar do Canal Pro' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Importar' }));
    expect(await dialog.findByText('Erro ao importar propriedades')).toBeInTheDocument();
    expect(
      dialog.queryByRole('link', { name: 'Vincular o portal em Configurações' }),
    ).not.toBeInTheDocument();
  });

  it('the header action opens the dialog', async () => {
    await openHub();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Importar do Canal Pro' }));
    expect(await screen.findByRole('dialog', { name: 'Importar do Canal Pro' })).toBeInTheDocument();
  });

  it('shows the automation status, contract usage and credentials', async () => {
    await openHub();
    const automation = card('Renovação automática do token');
    expect(await automation.findByText('Automação ativa')).toBeInTheDocument();
    expect(automation.getByText('Viável')).toBeInTheDocument();
    const contract = card('Uso do contrato');
    expect(await contract.findByText('do limite de anúncios em uso')).toBeInTheDocument();
    expect(contract.getByRole('progressbar', { name: /^Anúncios: \d+ de 200/ })).toBeInTheDocument();
    expect(await card('Credenciais do CanalPro').findByText('Válidas')).toBeInTheDocument();
    // The seed has 4 past exports for this tenant; the hub shows the last 3, newest first.
    const exports = card('Últimas exportações');
    await waitFor(() => expect(exports.getAllByRole('listitem')).toHaveLength(3));
    expect(exports.getByText('Falhou')).toBeInTheDocument();
  });

  it('writes the usage and the time left in pt-BR: "2,1%", "6 h restantes"', async () => {
    server.use(
      http.get('/api/canalpro-contract/kpis', ({ response }) =>
        response(200).json({
          listing_limit: 1500,
          listings_used: 32,
          listings_available: 1468,
          highlight_limits: { PREMIUM: 30 },
          highlights_used: { PREMIUM: 1 },
          usage_percent: 2.1,
          days_remaining: 1,
          computed_at: new Date().toISOString(),
        }),
      ),
    );
    await openHub();
    const contract = card('Uso do contrato');
    expect(await contract.findByText('2,1%')).toBeInTheDocument();
    expect(contract.queryByText(/\d\.\d%/)).not.toBeInTheDocument();
    expect(contract.getByText('1 dia restante de contrato')).toBeInTheDocument();
    expect(contract.getByRole('progressbar', { name: 'Anúncios: 32 de 1.500 (2,1%)' })).toBeInTheDocument();
    // 1 of 30: 3,3%, not 3.3%.
    expect(contract.getByRole('progressbar', { name: 'Destaque: 1 de 30 (3,3%)' })).toBeInTheDocument();
    // The seeded token has 6 hours left.
    expect(
      await card('Credenciais do CanalPro').findByText(/^6 h restantes \(2\d\.\d{3} segundos\)$/),
    ).toBeInTheDocument();
  });

  it('falls back to "not feasible" with the pending setup in Portuguese when the status fails', async () => {
    server.use(
      http.get('/canalpro/automation/status', answersServerError),
      http.get('/canalpro/automation/history', answersServerError),
      http.get('/integrations/canalpro/export/history', answersServerError),
    );
    await openHub();
    const automation = card('Renovação automática do token');
    expect(await automation.findByText('Configuração da integração pendente')).toBeInTheDocument();
    expect(automation.queryByText('Integration setup required')).not.toBeInTheDocument();
    expect(automation.getByText('Não viável')).toBeInTheDocument();
    // Failed history loads are empty lists, not errors.
    expect(
      await card('Histórico de renovações').findByText(/Nenhuma renovação registrada/),
    ).toBeInTheDocument();
    expect(await card('Últimas exportações').findByText(/Nenhuma exportação registrada/)).toBeInTheDocument();
  });

  it('renew now records a renewal in the history', async () => {
    await openHub();
    const user = userEvent.setup();
    await user.click(
      await card('Renovação automática do token').findByRole('button', { name: 'Renovar agora' }),
    );
    expect(await screen.findAllByText('Token renovado com sucesso')).not.toHaveLength(0);
    expect(await card('Histórico de renovações').findByText('Renovação manual')).toBeInTheDocument();
  });

  it('schedules the renewal with 4 hours by default', async () => {
    await openHub();
    const user = userEvent.setup();
    const automation = card('Renovação automática do token');
    expect(await automation.findByLabelText('Horas antes de expirar')).toHaveValue('4');
    await user.click(automation.getByRole('button', { name: 'Agendar renovação' }));
    expect(await screen.findByText(/^Renovação agendada para \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
  });

  it('configures the automation, refusing a lead time outside 1–72 hours', async () => {
    await openHub();
    const user = userEvent.setup();
    await user.click(
      await card('Renovação automática do token').findByRole('button', { name: 'Configurar automação' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Configurar renovação automática' }));
    await user.type(dialog.getByLabelText(/^Email/), 'gestor@canalpro.com.br');
    await user.type(dialog.getByLabelText(/^Senha/), 'segredo123');
    const hours = dialog.getByLabelText('Renovar quantas horas antes de expirar');
    await user.clear(hours);
    await user.type(hours, '100');
    // Out of range is refused with its message, and what was typed stays (never silently clamped).
    await user.tab();
    expect(hours).toHaveValue('100');
    await user.click(dialog.getByRole('button', { name: 'Salvar automação' }));
    expect(await dialog.findByText('A antecedência deve ser de no máximo 72 horas')).toBeInTheDocument();
    expect(hours).toHaveValue('100');
    expect(dialog.getByLabelText(/^Email/)).toHaveValue('gestor@canalpro.com.br');
    // An emptied field stays empty while the user types (it does not snap back to the default).
    await user.clear(hours);
    expect(hours).toHaveValue('');
    // The token has about 6 h left: a renewal 6 h before its end would be in the past.
    await user.type(hours, '6');
    await user.click(dialog.getByRole('button', { name: 'Salvar automação' }));
    expect(
      await dialog.findByText(
        /^A renovação ficaria no passado: o token atual expira em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
      ),
    ).toBeInTheDocument();
    expect(hours).toHaveFocus();
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(dialog.getByRole('button', { name: 'Salvar automação' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Automação configurada');
    expect(await card('Renovação automática do token').findByLabelText('Horas antes de expirar')).toHaveValue(
      '3',
    );
  });

  it('"Desativar" asks first; confirmed, the renewal is off and the focus goes on to the setup', async () => {
    await openHub();
    const user = userEvent.setup();
    const automation = card('Renovação automática do token');
    expect(await automation.findByText('Automação ativa')).toBeInTheDocument();
    await user.click(automation.getByRole('button', { name: 'Desativar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Desativar a renovação automática?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(automation.getByText('Automação ativa')).toBeInTheDocument();

    await user.click(automation.getByRole('button', { name: 'Desativar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Desativar a renovação automática?' })).getByRole(
        'button',
        { name: 'Desativar' },
      ),
    );
    expect(await automation.findByText('Automação inativa')).toBeInTheDocument();
    expect(automation.queryByRole('button', { name: 'Desativar' })).toBeNull();
    await waitFor(() =>
      expect(automation.getByRole('button', { name: 'Configurar automação' })).toHaveFocus(),
    );
  });

  it('"Renovar" opens Configurações on the Canal Pro credentials', async () => {
    await openHub();
    const user = userEvent.setup();
    await user.click(await card('Credenciais do CanalPro').findByRole('link', { name: 'Renovar' }));
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Credenciais do CanalPro/, expanded: true }),
    ).toBeInTheDocument();
  });

  it('closed, the automation dialog gives the focus back to "Configurar automação"', async () => {
    await openHub();
    const user = userEvent.setup();
    const open = await card('Renovação automática do token').findByRole('button', {
      name: 'Configurar automação',
    });
    for (const close of ['{Escape}', 'Cancelar'] as const) {
      open.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Configurar renovação automática' });
      if (close === '{Escape}') await user.keyboard(close);
      else await user.click(within(dialog).getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(open).toHaveFocus());
    }
  });

  it('refuses a lead time that is not whole hours from 1 to 72, or past the token’s end, and sends nothing', async () => {
    const recorder = recordRequests();
    await openHub();
    const user = userEvent.setup();
    const automation = card('Renovação automática do token');
    const hours = await automation.findByLabelText('Horas antes de expirar');
    const cases: [string, string | RegExp][] = [
      ['0', 'A antecedência deve ser de pelo menos 1 hora'],
      ['100', 'A antecedência deve ser de no máximo 72 horas'],
      ['', 'Informe a antecedência em horas'],
      ['25', /^A renovação ficaria no passado: o token atual expira em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/],
    ];
    for (const [typed, message] of cases) {
      await user.clear(hours);
      if (typed) await user.type(hours, typed);
      await user.click(automation.getByRole('button', { name: 'Agendar renovação' }));
      expect(await automation.findByText(message)).toBeInTheDocument();
      // What was typed stays as typed.
      expect(hours).toHaveValue(typed);
    }
    expect(recorder.calls()).not.toContain('POST /integrations/canalpro/schedule-renewal');
    recorder.stop();
  });

  it('without a registered device, scheduling waits for the automation to be configured', async () => {
    await renderApp('/canalpro', { user: 'autonomo' });
    await screen.findByRole('heading', { name: 'Canal Pro' });
    const automation = card('Renovação automática do token');
    expect(await automation.findByText('Sem dispositivo')).toBeInTheDocument();
    await waitFor(() => expect(automation.getByRole('button', { name: 'Agendar renovação' })).toBeDisabled());
    expect(automation.getByLabelText('Horas antes de expirar')).toBeDisabled();
    expect(
      automation.getByText(
        'Agendar a renovação: configure a automação primeiro (credenciais e dispositivo).',
      ),
    ).toBeInTheDocument();
  });
});
