import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { answersServerError, neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

const meta = {
  title: 'Telas/Login',
  component: AppHarness,
  args: { url: '/login' },
  parameters: { session: null },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/** A server failure: the toast shows 'Erro ao fazer login'. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post('/auth/login', answersServerError)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Usuário'), 'gestor');
    await userEvent.type(canvas.getByLabelText('Senha'), 'gestor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await within(document.body).findByText('Erro ao fazer login')).toBeInTheDocument();
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
