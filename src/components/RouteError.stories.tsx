import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteError } from './RouteError';

const meta = {
  title: 'Components/RouteError',
  component: RouteError,
  parameters: { session: null, layout: 'fullscreen' },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of the route's scripts did not download: the connection message and a retry, in Portuguese. */
export const ScriptNotDownloaded: Story = {
  args: {
    error: new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Bx1y2z.js'),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível abrir esta página');
    await expect(alert).toHaveTextContent('Erro de conexão. Verifique sua internet e tente novamente.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Any other failure: the title and the retry, and no English from the exception. */
export const OtherFailure: Story = {
  args: { error: new Error('Cannot read properties of undefined') },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível abrir esta página');
    await expect(alert).not.toHaveTextContent('Cannot read');
  },
};
