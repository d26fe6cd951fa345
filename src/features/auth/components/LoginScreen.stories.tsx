import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { answersServerError, neverAnswers } from '@mocks/overrides';
import { HttpResponse } from 'msw';
import { http } from '@mocks/http';

const meta = {
  title: 'Screens/Login',
  component: AppHarness,
  args: { url: '/login' },
  parameters: { session: null },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast's host loads with the first toast of the page (src/app/Providers.tsx): give it time. */
const TOAST = { timeout: 5000 };

export const Loaded: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Usuário é obrigatório')).toBeInTheDocument();
  },
};

/** 'Entrando...' while the server thinks. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [http.post('/auth/login', neverAnswers)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Usuário'), 'gestor');
    await userEvent.type(canvas.getByLabelText('Senha'), 'gestor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Entrando...')).toBeInTheDocument();
  },
};

/** A server failure that says why: the toast carries the server's own message. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post('/auth/login', answersServerError)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Usuário'), 'gestor');
    await userEvent.type(canvas.getByLabelText('Senha'), 'gestor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(
      await within(document.body).findByText('Erro interno do servidor', {}, TOAST),
    ).toBeInTheDocument();
  },
};

/** A failure without a message (a gateway's bare 502): the toast falls back to 'Erro ao fazer login'. */
export const ServerErrorWithoutMessage: Story = {
  parameters: {
    msw: { handlers: [http.post('/auth/login', () => new HttpResponse(null, { status: 502 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Usuário'), 'gestor');
    await userEvent.type(canvas.getByLabelText('Senha'), 'gestor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(
      await within(document.body).findByText('Erro ao fazer login', {}, TOAST),
    ).toBeInTheDocument();
  },
};

/** While a stored session is checked with /auth/me, a spinner stands in for every screen. */
export const RestoringSession: Story = {
  parameters: {
    session: 'gestor',
    msw: {
      handlers: [http.get('/auth/me', neverAnswers)],
    },
  },
};
