import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { recordRequests } from '../../../../tests/helpers/render-dialog';
import { renderApp } from '../../../../tests/render';
import { http } from '@mocks/http';
import { answersServerError } from '@mocks/overrides';

async function openSettings(url: string, user: 'gestor' | 'corretor' = 'gestor') {
  await renderApp(url, { user });
  await screen.findByRole('heading', { name: 'Configurações' });
}

function gandalfSection() {
  return within(document.getElementById('settings-gandalf')!);
}

async function startLink(user: ReturnType<typeof userEvent.setup>) {
  const section = gandalfSection();
  await user.type(await section.findByLabelText('Email do portal'), 'corretor@portal.com.br');
  await user.type(section.getByLabelText('Senha do portal'), 'segredo');
  await user.click(section.getByRole('button', { name: 'Vincular portal' }));
  return section.findByLabelText(/Código de verificação/);
}

describe('settings: Gandalf link', () => {
  it('links with code 123456, stores the token and updates the badge', async () => {
    await openSettings('/settings?open=gandalf');
    const user = userEvent.setup();
    const code = await startLink(user);
    expect(await screen.findByText('Código enviado para seu email')).toBeInTheDocument();
    // A stable device id for this browser is created and kept.
    const deviceId = localStorage.getItem('device_id');
    expect(deviceId).toBeTruthy();
    await user.type(code, '123456');
    await user.click(gandalfSection().getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByText('Portal Gandalf vinculado com sucesso!')).toBeInTheDocument();
    expect(localStorage.getItem('gandalf_token')).toMatch(/^gdf_/);
    const expiry = Number(localStorage.getItem('gandalf_token_expiry'));
    expect(expiry - Date.now()).toBeGreaterThan(3_500_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(3_600_000);
    await waitFor(() =>
      expect(screen.getByTestId('token-badge')).toHaveTextContent(/^CanalPro: OK \(1 h\)$/),
    );
    expect(localStorage.getItem('device_id')).toBe(deviceId);
    expect(await gandalfSection().findByText('Vinculado')).toBeInTheDocument();
  });

  it('shows the spec messages for a missing email and password', async () => {
    await openSettings('/settings?open=gandalf');
    const user = userEvent.setup();
    await user.click(await gandalfSection().findByRole('button', { name: 'Vincular portal' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha do portal')).toBeInTheDocument();
    expect(screen.queryByText(/password is required/)).not.toBeInTheDocument();
  });

  it('a wrong code shows the server message and keeps what was typed', async () => {
    await openSettings('/settings?open=gandalf');
    const user = userEvent.setup();
    const code = await startLink(user);
    // Only digits, six at most.
    await user.type(code, 'ab12-34');
    expect(code).toHaveValue('1234');
    await user.clear(code);
    await user.type(code, '0000009');
    await user.click(gandalfSection().getByRole('button', { name: 'Validar código' }));
    expect(await screen.findAllByText('Código inválido')).not.toHaveLength(0);
    expect(code).toHaveValue('000000');
    expect(gandalfSection().getByLabelText('Email do portal')).toHaveValue('corretor@portal.com.br');
    expect(localStorage.getItem('gandalf_token')).toBeNull();
    // The right code still works after a wrong one.
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(gandalfSection().getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByText('Portal Gandalf vinculado com sucesso!')).toBeInTheDocument();
  });

  it("'Reenviar código' asks the portal for a new code", async () => {
    await openSettings('/settings?open=gandalf');
    const user = userEvent.setup();
    await startLink(user);
    await user.click(gandalfSection().getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findAllByText('Novo código enviado para seu email')).not.toHaveLength(0);
  });

  it('a failed start keeps the form and toasts the server message', async () => {
    server.use(
      http.post('/integrations/gandalf/start', ({ response }) =>
        response(502).json({ message: 'Portal indisponível', code: 'PORTAL_ERROR', details: null }),
      ),
    );
    await openSettings('/settings?open=gandalf');
    const user = userEvent.setup();
    const section = gandalfSection();
    await user.type(await section.findByLabelText('Email do portal'), 'a@b.com.br');
    await user.type(section.getByLabelText('Senha do portal'), 'x');
    await user.click(section.getByRole('button', { name: 'Vincular portal' }));
    expect(await screen.findByText('Portal indisponível')).toBeInTheDocument();
    expect(section.getByLabelText('Email do portal')).toHaveValue('a@b.com.br');
    expect(section.getByLabelText('Senha do portal')).toHaveValue('x');
  });
});

describe('settings: second portal, contract and theme', () => {
  it('renews the CanalPro credentials', async () => {
    await openSettings('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Credenciais do CanalPro/ }));
    const section = within(document.getElementById('settings-canalpro')!);
    expect(await section.findByText('Credenciais válidas')).toBeInTheDocument();
    await user.type(section.getByLabelText('Email do CanalPro'), 'novo@canalpro.com.br');
    await user.type(section.getByLabelText('Senha do CanalPro'), 'nova-senha');
    await user.click(section.getByRole('button', { name: 'Renovar credenciais' }));
    expect(await screen.findByText('Credenciais renovadas com sucesso')).toBeInTheDocument();
  });

  it('saves the contract, shows 422 details under the fields and deletes with a confirmation', async () => {
    await openSettings('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Contrato do Canal Pro/ }));
    const section = within(document.getElementById('settings-contract')!);
    const plan = await section.findByLabelText(/Nome do plano/);
    expect(plan).toHaveValue('Plano Profissional 200');

    await user.clear(plan);
    const limit = section.getByLabelText(/Limite de anúncios/);
    await user.clear(limit);
    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(await section.findByText('Nome do plano é obrigatório')).toBeInTheDocument();
    expect(section.getByText('Limite de anúncios é obrigatório')).toBeInTheDocument();
    expect(limit).toHaveValue('');
    await user.type(limit, '250');

    await user.type(plan, 'Plano Avançado 300');
    server.use(
      http.post('/api/canalpro-contract/config', ({ response }) =>
        response(422).json({
          message: 'Erro de validação',
          code: 'VALIDATION_ERROR',
          details: { listing_limit: 'Limite de anúncios acima do permitido pelo portal' },
        }),
      ),
    );
    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(await section.findByText('Limite de anúncios acima do permitido pelo portal')).toBeInTheDocument();
    server.resetHandlers();

    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(await screen.findByText('Configuração do contrato salva')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Remover contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover configuração do contrato' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Configuração do contrato removida')).toBeInTheDocument();
    expect(await section.findByText(/Nenhum contrato configurado/)).toBeInTheDocument();
  });

  it('takes the monthly fee as typed in pt-BR, and never reports an emptied fee as saved', async () => {
    await openSettings('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Contrato do Canal Pro/ }));
    const section = within(document.getElementById('settings-contract')!);
    const fee = await section.findByLabelText(/Mensalidade/);
    expect(fee).toHaveValue('1.890,00');
    expect(section.getByLabelText(/Limite de anúncios/)).toHaveValue('200');

    const recorded = recordRequests();
    await user.clear(fee);
    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(await section.findByText('Mensalidade é obrigatória')).toBeInTheDocument();

    await user.type(fee, '1.50,0');
    await user.tab();
    expect(
      section.getByText(
        'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)',
      ),
    ).toBeInTheDocument();
    expect(fee).toHaveValue('1.50,0');
    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(recorded.requests.filter((r) => r.call === 'POST /api/canalpro-contract/config')).toHaveLength(0);

    await user.clear(fee);
    await user.type(fee, '1.500,00');
    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(await screen.findByText('Configuração do contrato salva')).toBeInTheDocument();
    recorded.stop();
    const saved = recorded.requests.filter((r) => r.call === 'POST /api/canalpro-contract/config');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toMatchObject({ monthly_fee: 1500 });
    expect(fee).toHaveValue('1.500,00');
  });

  it("?open=contract (the highlight planner's link) opens the contract section", async () => {
    await openSettings('/settings?open=contract');
    expect(await screen.findByRole('button', { name: /Contrato do Canal Pro/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const section = within(document.getElementById('settings-contract')!);
    expect(await section.findByLabelText(/Nome do plano/)).toHaveValue('Plano Profissional 200');
  });

  it('a new contract requires the start date and reads typed dates as DD/MM/AAAA', async () => {
    server.use(http.get('/api/canalpro-contract/config', ({ response }) => response(200).json(null)));
    await openSettings('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Contrato do Canal Pro/ }));
    const section = within(document.getElementById('settings-contract')!);
    await user.type(await section.findByLabelText(/Nome do plano/), 'Plano Essencial 50');
    await user.type(section.getByLabelText(/Limite de anúncios/), '50');
    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(await section.findByText('Início do contrato é obrigatório')).toBeInTheDocument();
    expect(section.getByText('Mensalidade é obrigatória')).toBeInTheDocument();
    // Typed key by key the pt-BR way: thousands dot, decimal comma.
    const fee = section.getByLabelText(/Mensalidade/);
    await user.type(fee, '1.500,00');
    expect(fee).toHaveValue('1.500,00');

    const start = section.getByLabelText(/Início do contrato/);
    const end = section.getByLabelText(/Término do contrato/);
    await user.type(start, '01/11/2026');
    await user.type(end, '25/12/2027');
    await user.tab();
    expect(start).toHaveValue('01/11/2026');
    expect(end).toHaveValue('25/12/2027');
    await waitFor(() =>
      expect(section.queryByText('Início do contrato é obrigatório')).not.toBeInTheDocument(),
    );
    const recorded = recordRequests();
    await user.click(section.getByRole('button', { name: 'Salvar contrato' }));
    expect(await screen.findByText('Configuração do contrato salva')).toBeInTheDocument();
    recorded.stop();
    const saved = recorded.requests.find((r) => r.call === 'POST /api/canalpro-contract/config');
    expect(saved?.body).toMatchObject({
      plan_name: 'Plano Essencial 50',
      monthly_fee: 1500,
      listing_limit: 50,
      start_date: '2026-11-01',
      end_date: '2027-12-25',
    });
  });

  it('a non-admin sees the contract read-only', async () => {
    await openSettings('/settings', 'corretor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Contrato do Canal Pro/ }));
    const section = within(document.getElementById('settings-contract')!);
    expect(
      await section.findByText('Somente administradores podem alterar a configuração do contrato.'),
    ).toBeInTheDocument();
    expect(section.getByLabelText(/Nome do plano/)).toBeDisabled();
    expect(section.queryByRole('button', { name: 'Salvar contrato' })).not.toBeInTheDocument();
  });

  it('switches the theme and remembers it under `theme`', async () => {
    await openSettings('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Aparência/ }));
    await user.click(within(document.getElementById('settings-theme')!).getByText('Claro'));
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('a failed load shows at once, with every section closed, and retries', async () => {
    let failing = true;
    const fail = () => (failing ? answersServerError() : undefined);
    server.use(
      http.get('/integrations/canalpro/credentials/check', fail),
      http.get('/api/canalpro-contract/config', fail),
    );
    await openSettings('/settings');
    const alert = (await screen.findByText('Erro ao carregar configurações')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Erro interno do servidor');
    expect(screen.getByText('Não verificadas')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText('Erro ao carregar configurações')).not.toBeInTheDocument());
    expect(await screen.findByText('Válidas')).toBeInTheDocument();
  });
});
