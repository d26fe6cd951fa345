import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../../../tests/helpers/render-dialog';
import { renderApp } from '../../../../tests/render';

async function openMonitor(user: 'gestor' | 'corretor' = 'gestor') {
  await renderApp('/tokens', { user });
  await screen.findByRole('heading', { name: 'Monitor de Tokens' });
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('token monitor', () => {
  it('counts the stored Gandalf token down each second', async () => {
    localStorage.setItem('gandalf_token', 'gdf_teste');
    localStorage.setItem('gandalf_token_expiry', String(Date.now() + 120_000));
    await openMonitor();
    const countdown = await screen.findByTestId('gandalf-countdown');
    expect(countdown.textContent).toMatch(/^00:0[12]:\d{2}$/);
    const first = countdown.textContent;
    await waitFor(() => expect(countdown.textContent).not.toBe(first), { timeout: 4000 });
    expect(card('Portal Gandalf').getByText('Presente')).toBeInTheDocument();
  });

  it('without a stored token offers to link the portal, and shows the server view to admins', async () => {
    await openMonitor();
    const gandalf = card('Portal Gandalf');
    expect(gandalf.getByText(/Nenhum token salvo neste navegador/)).toBeInTheDocument();
    expect(gandalf.getByRole('link', { name: 'Vincular o portal Gandalf' })).toHaveAttribute(
      'href',
      '/settings?open=gandalf',
    );
    expect(await gandalf.findByText('Sem token')).toBeInTheDocument();
  });

  it('the server view of the token is for administrators only', async () => {
    await openMonitor('corretor');
    expect(
      await card('Portal Gandalf').findByText(
        'A situação do token no servidor é visível apenas para administradores.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the CanalPro credentials and re-checks them', async () => {
    await openMonitor();
    const credentials = card('Credenciais do CanalPro');
    expect(await credentials.findByText('Credenciais válidas')).toBeInTheDocument();
    const recorder = recordRequests();
    await userEvent.setup().click(credentials.getByRole('button', { name: 'Verificar novamente' }));
    await waitFor(() => expect(recorder.calls()).toContain('GET /integrations/canalpro/credentials/check'));
    recorder.stop();
  });

  it('renews the CanalPro credentials in a dialog', async () => {
    await openMonitor();
    const credentials = card('Credenciais do CanalPro');
    const user = userEvent.setup();
    await user.click(credentials.getByRole('button', { name: 'Renovar credenciais' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Renovar credenciais do CanalPro' }));
    await user.type(dialog.getByLabelText('Email do CanalPro'), 'novo@canalpro.com.br');
    await user.type(dialog.getByLabelText('Senha do CanalPro'), 'segredo');
    await user.click(dialog.getByRole('button', { name: 'Renovar credenciais' }));
    expect(await screen.findByText('Credenciais renovadas com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await card('Histórico de renovações').findByText('Credenciais renovadas manualmente'),
    ).toBeInTheDocument();
  });

  it('a non-admin cannot schedule the renewal', async () => {
    await openMonitor('corretor');
    const renewal = card('Renovação do token');
    expect(await renewal.findByRole('button', { name: 'Agendar renovação' })).toBeDisabled();
    expect(renewal.getByRole('button', { name: 'Renovar agora' })).toBeEnabled();
  });
});
