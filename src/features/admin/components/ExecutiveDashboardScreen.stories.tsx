import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { neverAnswers } from '@mocks/overrides';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Dashboard Executivo',
  component: AppHarness,
  args: { url: '/admin' },
  parameters: { session: 'admin' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The master administrator: KPIs, the clients' health, the PF/PJ donut and recent activities. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clients = await canvas.findByRole('region', { name: 'Saúde dos Clientes' }, SLOW);
    await expect((await within(clients).findAllByRole('progressbar', {}, SLOW)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: 'Atividades Recentes' })).toBeInTheDocument();
  },
};

/** Skeletons while the three calls are on their way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/dashboard/overview', neverAnswers),
        http.get('/api/admin/dashboard/tenants', neverAnswers),
        http.get('/api/admin/dashboard/activity', neverAnswers),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Carregando clientes', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** A platform without clients yet: zeroed KPIs, the empty list and no activity. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/dashboard/overview', ({ response }) =>
          response(200).json({
            data: {
              tenants: { total: 0, growth_rate: 0, new_30d: 0 },
              users: { active: 0, total: 0, new_30d: 0, avg_per_tenant: 0 },
              properties: { total: 0, new_30d: 0, avg_per_tenant: 0 },
              tenant_distribution: { PF: 0, PJ: 0 },
            },
          }),
        ),
        http.get('/api/admin/dashboard/tenants', ({ response }) => response(200).json({ data: [] })),
        http.get('/api/admin/dashboard/activity', ({ response }) => response(200).json({ data: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum cliente cadastrado', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** The server fails: 'Erro ao carregar dados do dashboard' with 'Tentar Novamente'. */
export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', { name: 'Erro ao carregar dados do dashboard' }, SLOW);
    await expect(within(alert).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  },
};
