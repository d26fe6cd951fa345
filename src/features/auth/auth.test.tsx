import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { signInDemoUser } from '@mocks/demo-session';
import { answersServerError } from '@mocks/overrides';
import { renderApp } from '../../../tests/render';
import { useAuth } from './api/session';
import { useSessionStore } from './store';

describe('session', () => {
  it('useAuth outside its provider says so in pt-BR', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth deve ser usado dentro de um AuthProvider');
  });

  it('signs in with the form, stores the session for the tab and lands on the dashboard', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuário'), 'corretor');
    await user.type(screen.getByLabelText('Senha'), 'corretor123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('current-user')).toHaveTextContent('corretor');
    expect(sessionStorage.getItem('access_token')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ username: 'corretor', tenant_id: 2 });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('with Lembrar-me the session goes to localStorage', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuário'), 'autonomo');
    await user.type(screen.getByLabelText('Senha'), 'autonomo123');
    await user.click(screen.getByLabelText('Lembrar-me'));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('current-user')).toHaveTextContent('autonomo');
    expect(localStorage.getItem('access_token')).toBeTruthy();
  });

  it('shows the field messages and revalidates on change after the first submit', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Usuário'), 'x');
    await waitFor(() => expect(screen.queryByText('Usuário é obrigatório')).not.toBeInTheDocument());
  });

  it('a wrong password shows the server message and keeps the input', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuário'), 'gestor');
    await user.type(screen.getByLabelText('Senha'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha inválidos')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toHaveValue('gestor');
  });

  it('a refusal corrected at once does not follow the user in: its toast goes with the sign-in', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuário'), 'gestor');
    await user.type(screen.getByLabelText('Senha'), 'gestor12');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha inválidos')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), '3{Enter}');
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Usuário ou senha inválidos')).not.toBeInTheDocument());
  });

  it('restores a stored session through /auth/me', async () => {
    await renderApp('/partnerships', { user: 'autonomo' });
    expect(await screen.findByTestId('current-user')).toHaveTextContent('autonomo');
    expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
  });

  it("the check's answer keeps the stored user's object when it says the same, and takes a changed one", async () => {
    await renderApp('/partnerships', { user: 'autonomo' });
    await waitFor(() => expect(useSessionStore.getState().verified).toBe(true));
    const stored = useSessionStore.getState().user!;
    // What /auth/me answers for the same user: equal, but another object.
    useSessionStore.getState().restored(structuredClone(stored));
    expect(useSessionStore.getState().user).toBe(stored);
    useSessionStore.getState().restored({ ...stored, email: 'outro@exemplo.com.br' });
    expect(useSessionStore.getState().user).not.toBe(stored);
    expect(useSessionStore.getState().user).toMatchObject({
      username: 'autonomo',
      email: 'outro@exemplo.com.br',
    });
  });

  it('a stored token the server rejects logs the user out to /login', async () => {
    localStorage.setItem('access_token', 'forjado.pelo.usuario');
    localStorage.setItem('user', JSON.stringify({ username: 'gestor' }));
    await renderApp('/dashboard', { user: null });
    expect(await screen.findByRole('heading', { name: 'Bem-vindo de volta' })).toBeInTheDocument();
    expect(screen.getByText('Sua sessão expirou. Entre novamente.')).toHaveAttribute('role', 'alert');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a session check that could not be made keeps the session, and checks again when back online', async () => {
    let checks = 0;
    server.use(
      http.get('/auth/me', () => {
        checks += 1;
        return checks === 1 ? HttpResponse.error() : undefined;
      }),
    );
    await renderApp('/partnerships', { user: 'autonomo' });
    // The stored user is shown at once, while the check runs.
    expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
    expect(screen.getByTestId('current-user')).toHaveTextContent('autonomo');
    await waitFor(() => expect(checks).toBe(1));
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', verified: false });
    expect(localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token')).not.toBeNull();

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useSessionStore.getState().verified).toBe(true));
    expect(checks).toBe(2);
    expect(screen.getByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
  });

  it('a server error on the check keeps the session too', async () => {
    let checks = 0;
    server.use(
      http.get('/auth/me', () => {
        checks += 1;
        return answersServerError();
      }),
    );
    await renderApp('/partnerships', { user: 'autonomo' });
    expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
    await waitFor(() => expect(checks).toBe(1));
    await waitFor(() => expect(screen.getByTestId('current-user')).toHaveTextContent('autonomo'));
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', verified: false });
  });

  it('a user the server no longer knows (404 on the check) is signed out with the reason', async () => {
    server.use(
      http.get('/auth/me', ({ response }) =>
        response(404).json({ message: 'Usuário não encontrado', code: 'USER_NOT_FOUND', details: null }),
      ),
    );
    await renderApp('/partnerships', { user: 'autonomo' });
    expect(await screen.findByRole('heading', { name: 'Bem-vindo de volta' })).toBeInTheDocument();
    expect(screen.getByText('Sua sessão expirou. Entre novamente.')).toHaveAttribute('role', 'alert');
  });

  describe('a remembered session is shared by every tab', () => {
    /** What the browser tells this tab when another one writes localStorage. */
    const anotherTabWrote = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

    it('another tab signing out sends this one to /login, with no word of an expiry', async () => {
      await renderApp('/partnerships', { user: 'autonomo' });
      expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
      localStorage.removeItem('access_token');
      localStorage.removeItem('user');
      anotherTabWrote('access_token', null);
      expect(await screen.findByRole('heading', { name: 'Bem-vindo de volta' })).toBeInTheDocument();
      expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
      expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    });

    it('another tab signing in as someone else: this one takes that user and drops what it fetched', async () => {
      const { queryClient } = await renderApp('/partnerships', { user: 'autonomo' });
      expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
      await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
      const before = new Set(queryClient.getQueryCache().getAll());
      await signInDemoUser('gestor');
      // The token's change can arrive before the user's: nothing happens until both are there.
      anotherTabWrote('user', localStorage.getItem('user'));
      await waitFor(() => expect(screen.getByTestId('current-user')).toHaveTextContent('gestor'));
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => before.has(query)),
      ).toBe(false);
      expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
    });

    it("a tab signed in for itself (Lembrar-me off) is not taken over by another tab's remembered session", async () => {
      await signInDemoUser('autonomo');
      const [token, user] = [localStorage.getItem('access_token')!, localStorage.getItem('user')!];
      localStorage.clear();
      sessionStorage.setItem('access_token', token);
      sessionStorage.setItem('user', user);
      await renderApp('/partnerships', { user: null });
      expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();

      // Another tab signs in, remembered, as gestor (its own sessionStorage is not this tab's); then
      // signs out.
      await signInDemoUser('gestor');
      sessionStorage.setItem('access_token', token);
      sessionStorage.setItem('user', user);
      anotherTabWrote('user', localStorage.getItem('user'));
      localStorage.clear();
      anotherTabWrote('access_token', null);
      expect(screen.getByTestId('current-user')).toHaveTextContent('autonomo');
      expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated' });
      expect(sessionStorage.getItem('access_token')).toBe(token);
    });

    it('a change to other keys, or to another storage, leaves the session alone', async () => {
      await renderApp('/partnerships', { user: 'autonomo' });
      expect(await screen.findByRole('heading', { name: 'Parcerias' })).toBeInTheDocument();
      localStorage.setItem('theme', 'light');
      anotherTabWrote('theme', 'light');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'access_token', newValue: null, storageArea: sessionStorage }),
      );
      expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated' });
      expect(screen.getByTestId('current-user')).toHaveTextContent('autonomo');
    });
  });

  it('registration validates with the spec messages', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Solicite acesso à plataforma →' }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog);
    await user.type(form.getByLabelText(/Usuário/), 'ab');
    await user.type(form.getByLabelText(/^Email/), 'nao-e-email');
    await user.type(form.getByLabelText(/^Senha/), '123');
    await user.click(form.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Usuário deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('registration creates an account and signs it in', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Solicite acesso à plataforma →' }));
    const dialog = within(await screen.findByRole('dialog'));
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(dialog.getByLabelText(/Usuário/), 'nova.corretora');
    await fill(dialog.getByLabelText(/^Email/), 'nova@corretora.com.br');
    await fill(dialog.getByLabelText(/^Senha/), 'segredo123');
    await fill(dialog.getByLabelText('Nome da imobiliária (opcional)'), 'Imobiliária Nova');
    expect(dialog.getByLabelText(/Usuário/)).toHaveValue('nova.corretora');
    await user.click(dialog.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByTestId('current-user', {}, { timeout: 10_000 })).toHaveTextContent(
      'nova.corretora',
    );
  });

  it('"Esqueceu a senha?" explains that the administrator resets it', async () => {
    await renderApp('/login', { user: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Esqueceu a senha?' }));
    expect(await screen.findByText(/redefinida pelo administrador/)).toBeInTheDocument();
  });
});
