import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { as } from '../../../tests/helpers/api';
import { onPhone } from '../../../tests/helpers/phone';
import { renderApp } from '../../../tests/render';

const LONG_NAME = 'Maria Aparecida dos Santos Oliveira';

/** The master administrator creates a user with a person's long name, who then signs in. */
async function signInWithLongName() {
  const admin = await as('admin');
  const { response } = await admin.POST('/api/users/create', {
    body: {
      username: LONG_NAME,
      email: 'maria.oliveira@imobi.com.br',
      password: 'maria123',
      is_admin: false,
    },
  });
  expect(response.status).toBe(201);
  await renderApp('/login', { user: null });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Usuário'), LONG_NAME);
  await user.type(screen.getByLabelText('Senha'), 'maria123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('the header’s user', () => {
  it('on a phone shows the first name, and the menu the whole name, email and tenant', async () => {
    onPhone();
    const user = await signInWithLongName();
    const shown = await screen.findByTestId('current-user');
    expect(shown).toHaveTextContent(/^Maria$/);
    expect(shown).toHaveAttribute('title', LONG_NAME);
    // 'Sair' stays beside the name.
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(drawer).getByText(LONG_NAME)).toBeInTheDocument();
    expect(within(drawer).getByText('maria.oliveira@imobi.com.br · Imobi Master')).toBeInTheDocument();
  });

  it('on a wider screen shows the whole name beside its initial', async () => {
    await signInWithLongName();
    const shown = await screen.findByTestId('current-user');
    expect(shown).toHaveTextContent(new RegExp(`^${LONG_NAME}$`));
    expect(shown).toHaveAttribute('title', LONG_NAME);
    // The sidebar is always in view there, beside the header: it does not repeat the account.
    expect(screen.queryByText('maria.oliveira@imobi.com.br · Imobi Master')).not.toBeInTheDocument();
  });

  it('on a phone shows a login without spaces whole', async () => {
    onPhone();
    await renderApp('/dashboard', { user: 'corretor' });
    expect(await screen.findByTestId('current-user')).toHaveTextContent(/^corretor$/);
  });
});

describe('the menu on a phone', () => {
  it('is drawn the first time the drawer opens, and kept once closed', async () => {
    onPhone();
    await renderApp('/dashboard', { user: 'gestor' });
    await screen.findByTestId('current-user');
    // Off-screen and inert until opened: nothing of it is drawn with the first screen.
    expect(screen.queryByRole('link', { name: /^Refresh CanalPro/ })).not.toBeInTheDocument();
    // Nor the token badge, which only shows from a tablet's width.
    expect(screen.queryByTestId('token-badge')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(drawer).getByRole('link', { name: /^Refresh CanalPro/ })).toBeInTheDocument();
    // The screen under the open drawer takes no focus: Tab went on from the menu to its buttons.
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(within(drawer).getByRole('link', { name: /^Refresh CanalPro/ })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('is drawn with the first screen on a wider screen, with the token badge', async () => {
    await renderApp('/dashboard', { user: 'gestor' });
    expect(await screen.findByRole('link', { name: /^Refresh CanalPro/ })).toBeInTheDocument();
    expect(await screen.findByTestId('token-badge')).toBeInTheDocument();
  });
});
