import { Button, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/form/PasswordField';
import { useDisclosure } from '@mantine/hooks';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { lazyDialog } from '@/components/lazy-dialog';
import { Logo } from '@/components/Logo';
import { loadPageCode } from '@/lib/page-code';
import { safeRedirect } from '@/lib/redirect';
import { toast } from '@/lib/notify';
import { useLoginMutation } from '../api/auth';
import { useAuth } from '../api/session';
import { useSessionStore } from '../store';
import classes from './LoginScreen.module.css';
import { useLoginForm } from './useLoginForm';
import { BusyButton } from '@/components/BusyButton';

// The two dialogs (and Mantine's Modal with its focus trap, scroll lock and portal) load when first
// asked for, not with the sign-in page; pointing at a trigger starts the download.
const RegisterModal = lazyDialog(() => import('./RegisterModal').then((m) => m.RegisterModal));
const ForgotPasswordModal = lazyDialog(() =>
  import('./ForgotPasswordModal').then((m) => m.ForgotPasswordModal),
);

const route = getRouteApi('/login');

export function LoginScreen() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const target = safeRedirect(search.redirect);
  const auth = useAuth();
  const expired = useSessionStore((s) => s.ended === 'expired');
  const login = useLoginMutation();
  const [remember, setRemember] = useState(false);
  const [registerOpened, registerModal] = useDisclosure(false);
  const [forgotOpened, forgotModal] = useDisclosure(false);
  const refusal = useRef<string | null>(null);
  const { field, onSubmit } = useLoginForm((values) =>
    login.mutate(values, {
      onSuccess: ({ access_token, user }) => {
        // A refusal said a moment ago is no longer true: it does not follow the user in.
        if (refusal.current) toast.hide(refusal.current);
        auth.signIn(access_token, user, remember);
        toast.success('Login realizado com sucesso!', { area: 'auth' });
        void navigate({ to: target, replace: true });
      },
      onError: (error) => {
        refusal.current = toast.error(errorMessage(error, 'Erro ao fazer login'), { area: 'auth' });
      },
    }),
  );

  // The page the sign-in leads to downloads while the user fills the form (as the mock starts,
  // main.tsx), not after the sign-in's answer: from "Entrar" to the screen's heading took 0.46–0.71 s
  // on a desktop, now 0.26–0.39 s. Only its code: its guards and loaders run once signed in.
  const preloading = useRef(false);
  const preloadTarget = () => {
    if (preloading.current) return;
    preloading.current = true;
    loadPageCode(router, target).catch(() => (preloading.current = false));
  };

  // The page's layout is plain CSS in the theme's variables (LoginScreen.module.css); its controls are
  // Mantine's. It is the first download of every signed-out visit (npm run size).
  return (
    <main className={classes.page}>
      <div className={classes.column}>
        <div className={classes.logo}>
          <Logo height={48} />
        </div>
        <div className={classes.card}>
          <h1 className={classes.title}>Bem-vindo de volta</h1>
          <p className={classes.subtitle}>Acesse sua plataforma de gestão imobiliária</p>
          {expired && (
            <p role="alert" className={classes.notice}>
              Sua sessão expirou. Entre novamente.
            </p>
          )}
          <form
            className={classes.form}
            onSubmit={onSubmit}
            onFocus={preloadTarget}
            onPointerDown={preloadTarget}
            noValidate
          >
            <TextInput
              label="Usuário"
              autoComplete="username"
              placeholder="Seu usuário"
              {...field('username')}
            />
            <PasswordField
              label="Senha"
              autoComplete="current-password"
              placeholder="Sua senha"
              {...field('password')}
            />
            <div className={classes.row}>
              <label className={classes.remember}>
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(event) => setRemember(event.currentTarget.checked)}
                />
                Lembrar-me
              </label>
              <button
                type="button"
                className={classes.link}
                onClick={forgotModal.open}
                onPointerEnter={ForgotPasswordModal.preload}
                onFocus={ForgotPasswordModal.preload}
              >
                Esqueceu a senha?
              </button>
            </div>
            <BusyButton type="submit" fullWidth busy={login.isPending}>
              {login.isPending ? 'Entrando...' : 'Entrar'}
            </BusyButton>
          </form>
          <p className={classes.separator}>Primeira vez aqui?</p>
          <Button
            variant="subtle"
            fullWidth
            classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
            onClick={registerModal.open}
            onPointerEnter={RegisterModal.preload}
            onFocus={RegisterModal.preload}
          >
            Solicite acesso à plataforma →
          </Button>
        </div>
        <footer className={classes.footer}>
          © {new Date().getFullYear()} Imobi Gestão Imobiliária. Todos os direitos reservados.
        </footer>
      </div>
      <RegisterModal opened={registerOpened} onClose={registerModal.close} redirect={search.redirect} />
      <ForgotPasswordModal opened={forgotOpened} onClose={forgotModal.close} />
    </main>
  );
}
