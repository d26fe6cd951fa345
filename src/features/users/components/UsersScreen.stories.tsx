import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { neverAnswers } from '@mocks/overrides';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Gestão de Usuários',
  component: AppHarness,
  args: { url: '/users' },
  parameters: { session: 'admin' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The master administrator: profile, 'Criar Novo Usuário', the tenant's users, demo accounts. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Usuários do tenant' }, SLOW)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Criar Novo Usuário' })).toBeInTheDocument();
  },
};

/** Skeletons while the profile and the list are on their way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/users/list', neverAnswers), http.get('/api/users/profile', neverAnswers)],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Carregando usuários')).toBeInTheDocument();
  },
};

/** A list without users, with the server's word (what a non-administrator gets). */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/users/list', ({ response }) =>
          response(200).json({
            users: [],
            message: 'Apenas administradores podem visualizar os usuários do tenant',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Apenas administradores podem visualizar os usuários do tenant',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  },
};

/** The server fails: 'Erro ao buscar perfil' and 'Erro ao carregar usuários', each with a retry. */
export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Erro ao carregar usuários', {}, SLOW)).toBeInTheDocument();
    await expect(canvas.getByText('Erro ao buscar perfil')).toBeInTheDocument();
  },
};

/** The form sent empty: the required messages under each field. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Criar Novo Usuário' }, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Criar usuário' }));
    await expect(await within(form).findByText('Usuário é obrigatório')).toBeInTheDocument();
  },
};
