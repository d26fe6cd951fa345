import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { neverAnswers } from '@mocks/overrides';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Gestão de Tenants',
  component: AppHarness,
  args: { url: '/tenants' },
  parameters: { session: 'admin' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The master super administrator: profile, 'Criar Novo Tenant' and every tenant with the total. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Tenants' }, SLOW);
    await expect(within(list).getByText('Total de tenants: 4')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Criar Novo Tenant' })).toBeInTheDocument();
  },
};

/** Skeletons while the profile and the list are on their way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/tenants/list', neverAnswers), http.get('/api/users/profile', neverAnswers)],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Carregando tenants')).toBeInTheDocument();
  },
};

/** No tenant at all: 'Nenhum tenant encontrado'. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/tenants/list', ({ response }) => response(200).json({ tenants: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum tenant encontrado', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** The server fails: the red banner with its words and a retry, and 'Erro ao buscar perfil'. */
export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const close = await canvas.findByRole('button', { name: 'Fechar aviso' }, SLOW);
    const banner = close.closest<HTMLElement>('[role="alert"]')!;
    await expect(within(banner).getByText('Erro interno do servidor')).toBeInTheDocument();
    await expect(canvas.getByText('Erro ao buscar perfil')).toBeInTheDocument();
  },
};

/** 'Criar Novo Tenant' open and sent empty, switched to PF: the required messages in place. */
export const FormOpenWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar Novo Tenant' }, SLOW));
    const form = await canvas.findByRole('region', { name: 'Criar Novo Tenant' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
    await userEvent.type(within(form).getByLabelText(/^CPF/), '11111111111');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    await expect(await within(form).findByText('Nome é obrigatório')).toBeInTheDocument();
    await expect(within(form).getByText('CPF inválido')).toBeInTheDocument();
    await expect(within(form).getByText('Nome completo é obrigatório')).toBeInTheDocument();
  },
};

/** A master-tenant user who is not a super administrator (suporte): the list, no create button. */
export const ReadOnly: Story = {
  parameters: { session: 'suporte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Tenants' }, SLOW)).toBeInTheDocument();
    await expect(canvas.getByText('Somente leitura')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Criar Novo Tenant' })).not.toBeInTheDocument();
  },
};
