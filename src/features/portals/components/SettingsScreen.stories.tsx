import type { Meta, StoryObj } from '@storybook/react-vite';

import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

/** The whole app boots in a story (session, route chunk): allow it time before the first query. */
const SLOW = { timeout: 15_000 };

/** Opens every section of the accordion (only the portal link opens from the URL). */
async function openAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const name of [/Credenciais do CanalPro/, /Contrato do Canal Pro/, /Aparência/]) {
    await userEvent.click(await canvas.findByRole('button', { name }, SLOW));
  }
}

async function startLink(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email do portal', {}, SLOW), 'gestor@portal.com.br');
  await userEvent.type(canvas.getByLabelText('Senha do portal'), 'segredo');
  await userEvent.click(canvas.getByRole('button', { name: 'Vincular portal' }));
  return canvas.findByLabelText(/Código de verificação/);
}

const meta = {
  title: 'Screens/Configurações',
  component: AppHarness,
  args: { url: '/settings?open=gandalf' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ?open=gandalf: the Gandalf link is open. */
export const Loaded: Story = {};

/** Every section open: credentials, contract (admin can edit) and theme. */
export const AllSections: Story = {
  args: { url: '/settings' },
  play: async ({ canvasElement }) => openAll(canvasElement),
};

export const Loading: Story = {
  args: { url: '/settings' },
  parameters: {
    msw: {
      handlers: [
        http.get('/integrations/canalpro/credentials/check', neverAnswers),
        http.get('/api/canalpro-contract/config', neverAnswers),
      ],
    },
  },
  play: async ({ canvasElement }) => openAll(canvasElement),
};

/** No contract configured yet. */
export const Empty: Story = {
  args: { url: '/settings' },
  parameters: {
    msw: {
      handlers: [http.get('/api/canalpro-contract/config', ({ response }) => response(200).json(null))],
    },
  },
  play: async ({ canvasElement }) => {
    await openAll(canvasElement);
    await expect(await within(canvasElement).findByText(/Nenhum contrato configurado/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { url: '/settings' },
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => openAll(canvasElement),
};

export const Offline: Story = {
  args: { url: '/settings' },
  parameters: { mockScenario: 'offline' },
  play: async ({ canvasElement }) => openAll(canvasElement),
};

/** The badge says 'CanalPro: Expirado' and the credentials section says so too. */
export const ExpiredPortalCredentials: Story = {
  args: { url: '/settings' },
  parameters: { mockScenario: 'expired-portal-credentials' },
  play: async ({ canvasElement }) => {
    await openAll(canvasElement);
    await expect(await within(canvasElement).findByText('CanalPro: Expirado')).toBeInTheDocument();
  },
};

/** After start: the one-time code step with 'Reenviar código'. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    await startLink(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Reenviar código' })).toBeVisible();
  },
};

/** The spec's validation messages under the fields. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vincular portal' }, SLOW));
    await expect(await canvas.findByText('Informe a senha do portal')).toBeInTheDocument();
  },
};

/** A wrong code: the server's message, and everything typed stays. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const code = await startLink(canvasElement);
    await userEvent.type(code, '000000');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Validar código' }));
    await expect((await within(canvasElement).findAllByText('Código inválido')).length).toBeGreaterThan(0);
  },
};

/** Code 123456 links the portal; the badge follows. */
export const Linked: Story = {
  play: async ({ canvasElement }) => {
    const code = await startLink(canvasElement);
    await userEvent.type(code, '123456');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Validar código' }));
    await expect(
      await within(document.body).findByText('Portal Gandalf vinculado com sucesso!'),
    ).toBeInTheDocument();
  },
};

/** An agency user (not admin): the contract is read-only. */
export const NonAdmin: Story = {
  args: { url: '/settings' },
  parameters: { session: 'corretor' },
  play: async ({ canvasElement }) => openAll(canvasElement),
};
