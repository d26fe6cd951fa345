import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

const meta = {
  title: 'Screens/Dashboard de Imóveis',
  component: AppHarness,
  args: { url: '/dashboard' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's portfolio (gestor, tenant 2). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Distribuição por Tipo' })).toBeInTheDocument();
  },
};

/** 'Carregando estatísticas...' and skeleton cards while the statistics are on their way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/properties/dashboard/stats', neverAnswers)],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando estatísticas...')).toBeInTheDocument();
  },
};

/** No properties yet: zeros, 'Nenhuma atualização registrada' and a register button. */
export const Empty: Story = {
  parameters: { mockScenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum imóvel cadastrado')).toBeInTheDocument();
    await expect(canvas.getByText('Nenhuma atualização registrada')).toBeInTheDocument();
  },
};

/** The server fails: toast 'Erro ao carregar dashboard' and an error state with a retry. */
export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('alert', { name: 'Erro ao carregar dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Types the dashboard has no label for are shown raw, and shares add up to the total. */
export const UnknownTypes: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/properties/dashboard/stats', ({ response }) =>
          response(200).json({
            total_properties: 12,
            properties_in_refresh: 3,
            active_properties: 9,
            inactive_properties: 3,
            highlighted_properties: 2,
            properties_by_type: { apartment: 6, farm: 2, chacara_de_lazer: 3, other: 1 },
            last_update: '2026-11-22T17:05:00Z',
          }),
        ),
      ],
    },
  },
};

/** The whole admin portfolio (master tenant). */
export const AsAdmin: Story = { parameters: { session: 'admin' } };
