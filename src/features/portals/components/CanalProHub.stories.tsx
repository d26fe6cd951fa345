import type { Meta, StoryObj } from '@storybook/react-vite';

import { expect, userEvent, within } from 'storybook/test';
import type { components } from '@/api/schema';
import { AppHarness } from '@/app/AppHarness';
import { answersServerError, neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

/** The whole app boots in a story (session, route chunk): allow it time before the first query. */
const SLOW = { timeout: 15_000 };

const IMPORT_RESULT: components['schemas']['ImportResult'] = {
  inserted: 7,
  updated: 3,
  skipped: 2,
  total_listings: 12,
  errors: ['Anúncio GD-002106: preço de venda e de aluguel ausentes', 'Anúncio GD-002109: endereço ausente'],
};

const meta = {
  title: 'Screens/Canal Pro',
  component: AppHarness,
  args: { url: '/canalpro' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/integrations/canalpro/credentials/check', neverAnswers),
        http.get('/canalpro/automation/status', neverAnswers),
        http.get('/canalpro/automation/history', neverAnswers),
        http.get('/integrations/canalpro/export/history', neverAnswers),
        http.get('/api/canalpro-contract/kpis', neverAnswers),
      ],
    },
  },
};

/** A tenant with nothing yet: no exports, no renewals. */
export const Empty: Story = { parameters: { mockScenario: 'empty' } };

/** Every call fails: the status falls back to 'not feasible', histories are empty lists. */
export const Error: Story = { parameters: { mockScenario: 'server-error' } };

export const Offline: Story = { parameters: { mockScenario: 'offline' } };

export const ExpiredPortalCredentials: Story = { parameters: { mockScenario: 'expired-portal-credentials' } };

/** Only the automation status fails: the spec's fallback. */
export const AutomationStatusFails: Story = {
  parameters: { msw: { handlers: [http.get('/canalpro/automation/status', answersServerError)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Configuração da integração pendente', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** ?modal=import opens the dialog. */
export const ImportDialogOpen: Story = { args: { url: '/canalpro?modal=import' } };

export const ImportResults: Story = {
  args: { url: '/canalpro?modal=import' },
  parameters: {
    msw: {
      handlers: [
        http.post('/integrations/gandalf/import', ({ response }) => response(200).json(IMPORT_RESULT)),
      ],
    },
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: 'Importar' }));
    await expect(await dialog.findByText('Importação concluída')).toBeInTheDocument();
  },
};

export const ImportRunning: Story = {
  args: { url: '/canalpro?modal=import' },
  parameters: { msw: { handlers: [http.post('/integrations/gandalf/import', neverAnswers)] } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: 'Importar' }));
  },
};

/** The first portal is not linked yet: 'Erro ao importar propriedades' with the reason. */
export const ImportError: Story = {
  args: { url: '/canalpro?modal=import' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: 'Importar' }));
    await expect((await dialog.findAllByText('Erro ao importar propriedades')).length).toBeGreaterThan(0);
  },
};

/** An agency user: renew now works; schedule and setup are for administrators. */
export const NonAdmin: Story = { parameters: { session: 'corretor' } };
