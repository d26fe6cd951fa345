import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { answersServerError } from '@mocks/overrides';
import { db } from '@mocks/db';
import { renderApp } from '../../../../tests/render';

async function openUsers(user: 'admin' | 'gestor' | 'suporte' = 'admin') {
  await renderApp('/users', { user });
}

/** Creates a user through the form, key by key, and waits for its row. */
async function createUser(user: UserEvent, username: string) {
  const form = await screen.findByRole('region', { name: 'Criar Novo Usuário' });
  await user.type(within(form).getByLabelText(/Usuário/), username);
  await user.type(within(form).getByLabelText(/Email/), `${username}@imobi.com.br`);
  await user.type(within(form).getByLabelText(/^Senha/), 'segredo1');
  await user.click(within(form).getByRole('button', { name: 'Criar usuário' }));
  await screen.findByRole('button', { name: `Deletar ${username}` });
}

describe('Gestão de Usuários (/users)', () => {
  it('shows the own profile, the tenant’s users and the demo accounts of the embedded mock', async () => {
    await openUsers();
    expect(await screen.findByRole('heading', { name: 'Gestão de Usuários' })).toBeInTheDocument();
    const profile = await screen.findByRole('region', { name: 'Meu perfil' });
    expect(within(profile).getByText('admin')).toBeInTheDocument();
    expect(within(profile).getByText('Administrador')).toBeInTheDocument();
    const users = await screen.findByRole('region', { name: 'Usuários do tenant' });
    const own = db.users.all().filter((u) => u.tenant_id === 1);
    expect(await within(users).findAllByRole('listitem')).toHaveLength(own.length);
    // No 'Deletar' on the user's own row.
    expect(within(users).queryByRole('button', { name: 'Deletar admin' })).not.toBeInTheDocument();
    expect(screen.getByText('Credenciais de teste (mock embutido)')).toBeInTheDocument();
  });

  it('creates a user, who joins the list; the form empties', async () => {
    await openUsers();
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Criar Novo Usuário' });
    await user.type(within(form).getByLabelText(/Usuário/), 'nova.corretora');
    await user.type(within(form).getByLabelText(/Email/), 'nova@imobi.com.br');
    await user.type(within(form).getByLabelText(/^Senha/), 'segredo1');
    expect(within(form).getByLabelText(/^Senha/)).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
    await user.click(within(form).getByRole('button', { name: 'Criar usuário' }));
    const users = screen.getByRole('region', { name: 'Usuários do tenant' });
    expect(await within(users).findByText('nova.corretora')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Usuário/)).toHaveValue(''));
  });

  it('puts the server’s refusals under their fields and keeps what was typed', async () => {
    await openUsers();
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Criar Novo Usuário' });
    // Required fields first, on the client.
    await user.click(within(form).getByRole('button', { name: 'Criar usuário' }));
    expect(await within(form).findByText('Usuário é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Senha é obrigatória')).toBeInTheDocument();
    // The 6-character minimum is the server's (422), shown under the password.
    await user.type(within(form).getByLabelText(/Usuário/), 'curto');
    await user.type(within(form).getByLabelText(/Email/), 'curto@imobi.com.br');
    await user.type(within(form).getByLabelText(/^Senha/), '123');
    await user.click(within(form).getByRole('button', { name: 'Criar usuário' }));
    expect(await within(form).findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    // A username already taken (409) goes under the username.
    await user.clear(within(form).getByLabelText(/^Senha/));
    await user.type(within(form).getByLabelText(/^Senha/), 'segredo1');
    await user.clear(within(form).getByLabelText(/Usuário/));
    await user.type(within(form).getByLabelText(/Usuário/), 'gestor');
    await user.click(within(form).getByRole('button', { name: 'Criar usuário' }));
    expect(await within(form).findByText('Nome de usuário já existe')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveValue('curto@imobi.com.br');
    // The field the refusal is about takes the focus, as the client's own checks give it.
    expect(within(form).getByLabelText(/Usuário/)).toHaveFocus();
  });

  it('deletes another user after the spec’s confirmation', async () => {
    await openUsers();
    const user = userEvent.setup();
    await createUser(user, 'temporario');
    await user.click(screen.getByRole('button', { name: 'Deletar temporario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletar usuário' });
    expect(within(dialog).getByText(/Tem certeza que deseja deletar este usuário\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(screen.queryByText('temporario')).not.toBeInTheDocument());
    expect(db.users.findFirst((q) => q.where({ username: 'temporario' }))).toBeUndefined();
  });

  it('after a delete by keyboard, the focus goes on to the next row’s Deletar', async () => {
    await openUsers();
    const user = userEvent.setup();
    await createUser(user, 'temporario');
    const rows = screen.getAllByRole('button', { name: /^Deletar / });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [first, second] = rows.map((button) => button.getAttribute('aria-label')!);
    screen.getByRole('button', { name: first }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Deletar usuário' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Deletar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: first })).not.toBeInTheDocument());
    // Not the page: the next row's button, where a keyboard user deleting a few goes on from.
    await waitFor(() => expect(screen.getByRole('button', { name: second })).toHaveFocus());
  });

  it('a delete the server refuses keeps the dialog open with the focus on its button', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.delete('/api/users/{id}', () => answered.then(answersServerError)));
    await openUsers();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Deletar suporte' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Deletar usuário' });
    await user.tab();
    const confirm = within(dialog).getByRole('button', { name: 'Deletar' });
    await user.keyboard('{Enter}');
    // While it waits it is busy, not disabled: a browser drops the focus of a disabled button to
    // the page, out of the dialog.
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveFocus();
    answer();
    expect(await screen.findByText('Erro ao deletar usuário')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deletar' })).toHaveFocus();
  });

  it('a user deleted elsewhere meanwhile: the refusal is said, the dialog closes and the row goes', async () => {
    await openUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deletar suporte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletar usuário' });
    // Another tab deletes the same user first.
    db.users.delete((q) => q.where({ username: 'suporte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText('Erro ao deletar usuário')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Deletar usuário' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Deletar suporte' })).not.toBeInTheDocument(),
    );
  });

  it('a user created or deleted makes the tenants’ counts and the executive dashboard be asked again', async () => {
    const { queryClient } = await renderApp('/users', { user: 'admin' });
    queryClient.setQueryData(['tenants', 'list'], []);
    queryClient.setQueryData(['executive-dashboard', 'overview'], {});
    const user = userEvent.setup();
    await createUser(user, 'contador');
    expect(queryClient.getQueryState(['tenants', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['executive-dashboard', 'overview'])?.isInvalidated).toBe(true);
  });

  it('opens the deletion with the focus on Cancelar: Enter twice deletes nobody', async () => {
    await openUsers();
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: 'Deletar suporte' });
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Deletar usuário' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Deletar usuário' })).not.toBeInTheDocument(),
    );
    // The focus is back on the row's button; a second Enter opens the question again, nothing more.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deletar suporte' })).toHaveFocus());
    expect(db.users.findFirst((q) => q.where({ username: 'suporte' }))).toBeDefined();
  });

  it('says "Erro ao carregar usuários" with a retry when the list fails', async () => {
    let failing = true;
    server.use(http.get('/api/users/list', () => (failing ? answersServerError() : undefined)));
    await openUsers();
    const title = await screen.findByText('Erro ao carregar usuários');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Usuários do tenant' })).toBeInTheDocument();
  });

  it('a master-tenant user who is not an administrator reads without creating or deleting', async () => {
    await openUsers('suporte');
    const profile = await screen.findByRole('region', { name: 'Meu perfil' });
    expect(within(profile).getByText('Usuário', { selector: 'span' })).toBeInTheDocument();
    expect(
      await screen.findByText('Apenas administradores podem visualizar os usuários do tenant'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Criar Novo Usuário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deletar/ })).not.toBeInTheDocument();
  });

  it('is for the master tenant only: others go to the dashboard', async () => {
    await openUsers('gestor');
    expect(await screen.findByRole('heading', { name: 'Dashboard de Imóveis' })).toBeInTheDocument();
  });
});
