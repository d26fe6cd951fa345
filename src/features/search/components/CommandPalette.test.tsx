import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { answersServerError } from '@mocks/overrides';
import { renderApp } from '../../../../tests/render';

async function openPalette(user: 'gestor' | 'admin' = 'gestor') {
  await renderApp('/dashboard', { user });
  await screen.findByTestId('current-user');
  const keyboard = userEvent.setup();
  await keyboard.keyboard('{Control>}k{/Control}');
  const search = await screen.findByRole('textbox', { name: 'Buscar telas, ações e imóveis' });
  return { keyboard, search };
}

describe('Command palette', () => {
  it('opens with Ctrl+K and lists the main actions and the screens', async () => {
    await openPalette();
    const actions = await screen.findByRole('group', { name: 'Telas e ações' });
    for (const name of ['Novo Imóvel', 'Novo Agendamento', 'Importar do CanalPro', 'Refresh Manual']) {
      expect(within(actions).getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(within(actions).queryByRole('button', { name: /^Tenants/ })).toBeNull();
  });

  it('shows the master tenant’s screens to its users only', async () => {
    const { keyboard, search } = await openPalette('admin');
    await keyboard.type(search, 'tenants');
    expect(await screen.findByRole('button', { name: /^Tenants/ })).toBeInTheDocument();
  });

  it('finds a property by its code and shows code, neighbourhood and price', async () => {
    const own = db.properties.all().find((p) => p.tenant_id === 2 && !p.archived && p.property_code)!;
    const { keyboard, search } = await openPalette();
    await keyboard.type(search, own.property_code!);
    // Typed key by key: the results of a shorter query may show first, until the whole code's arrive.
    await waitFor(() => {
      const group = screen.getByRole('group', { name: 'Imóveis' });
      const hit = within(group).getByRole('button', { name: new RegExp(own.title) });
      expect(hit).toHaveTextContent(own.property_code!);
    });
  });

  it('runs an action from the keyboard', async () => {
    const { keyboard, search } = await openPalette();
    await keyboard.type(search, 'novo agendamento');
    await keyboard.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Agendamento' })).toBeInTheDocument();
  });

  it('says when the property search fails, and still offers the screens', async () => {
    server.use(http.get('/properties', answersServerError));
    const { keyboard, search } = await openPalette();
    await keyboard.type(search, 'novo');
    expect(await screen.findByText(/Erro ao buscar imóveis/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Telas e ações' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { keyboard, search } = await openPalette();
    await keyboard.type(search, 'xyzxyz');
    expect(await screen.findByText('Nada encontrado')).toBeInTheDocument();
  });
});
