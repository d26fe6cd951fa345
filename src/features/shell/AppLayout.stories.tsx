import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';

/** The application shell around a simple screen, for each kind of user. */
const meta = {
  title: 'Screens/Shell',
  component: AppHarness,
  args: { url: '/partnerships' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency agent: main and system items only. */
export const AgencyUser: Story = {
  parameters: { session: 'corretor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sistema Online')).toBeInTheDocument();
    await expect(canvas.queryByText('Dashboard Executivo')).not.toBeInTheDocument();
  },
};

/** The master tenant's super administrator also sees Usuários, Tenants and Dashboard Executivo. */
export const MasterAdministrator: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dashboard Executivo')).toBeInTheDocument();
  },
};

/**
 * On a phone the sidebar becomes a drawer behind the menu button. The header has room for the
 * user's first name, uncut, beside 'Sair'; the drawer opens on the whole account.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByTestId('current-user');
    await expect(name).toHaveTextContent('gestor');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(await within(menu).findByText(/^gestor@/)).toBeVisible();
  },
};

export const Leads: Story = { args: { url: '/leads' } };

/**
 * The browser is online but the server does not answer: the status line says so in red, not
 * 'Sistema Online', beside the screen's own connection error.
 */
export const ServerNotAnswering: Story = {
  args: { url: '/dashboard' },
  parameters: { mockScenario: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Servidor sem resposta')).toBeInTheDocument();
    await expect(canvas.queryByText('Sistema Online')).not.toBeInTheDocument();
  },
};

/**
 * The server answers, with its own failures (500): the status line says so in orange, not
 * 'Sistema Online' in green beside every screen's 'Erro interno do servidor'.
 */
export const ServerFailing: Story = {
  args: { url: '/dashboard' },
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Servidor com falhas')).toBeInTheDocument();
    await expect(canvas.queryByText('Sistema Online')).not.toBeInTheDocument();
  },
};

/** Partnerships are not in the spec yet: an honest page says they are coming. */
export const Partnerships: Story = {};
