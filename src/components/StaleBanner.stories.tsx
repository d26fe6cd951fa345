import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, networkError } from '@/api/errors';
import { StaleBanner } from './StaleBanner';

const meta = {
  title: 'Components/StaleBanner',
  tags: ['autodocs'],
  component: StaleBanner,
  args: {
    staleness: {
      stale: true,
      since: Date.now() - 20 * 60_000,
      error: new ApiError({
        message: 'Erro interno do servidor',
        code: 'INTERNAL_ERROR',
        status: 500,
        fromServer: true,
      }),
    },
    retrying: false,
    onRetry: fn(),
  },
  argTypes: { staleness: { control: false } },
  parameters: { session: null, layout: 'padded' },
} satisfies Meta<typeof StaleBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A screen shows an earlier answer whose refresh failed (kept from the last visit, or from before a
 * failed 'Atualizar'): why, how old, and a retry.
 */
export const ServerError: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Dados desatualizados');
    await expect(alert).toHaveTextContent('A última atualização falhou. Erro interno do servidor.');
    await expect(alert).toHaveTextContent('Exibindo os dados carregados há 20 minutos');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Offline: the connection message of the catalogue. */
export const Offline: Story = {
  args: {
    staleness: {
      stale: true,
      since: Date.now() - 3 * 3_600_000,
      error: networkError(new TypeError('Failed to fetch')),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
  },
};

/** The retry is on its way. */
export const Retrying: Story = { args: { retrying: true } };

/** Nothing is out of date: nothing is shown. */
export const Fresh: Story = {
  args: { staleness: { stale: false, since: 0, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
