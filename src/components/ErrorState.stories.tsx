import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/errors';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  tags: ['autodocs'],
  component: ErrorState,
  args: { title: 'Erro ao carregar dashboard', onRetry: fn() },
  argTypes: { error: { control: false } },
  parameters: { session: null, layout: 'padded' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's message and a retry, read out as an alert. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server said why: its reason goes under the screen's message. */
export const WithServerReason: Story = {
  args: {
    error: new ApiError({
      message: 'Erro interno do servidor',
      code: 'INTERNAL_ERROR',
      status: 500,
      fromServer: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro interno do servidor');
  },
};

/** A sentence under the title, and a screen's own wording of the retry (the executive dashboard's). */
export const WithMessage: Story = {
  args: {
    title: 'Erro ao carregar dados do dashboard',
    message: 'Os indicadores da plataforma não puderam ser lidos.',
    retryLabel: 'Tentar Novamente',
  },
};

/** Nothing to retry. */
export const WithoutRetry: Story = { args: { onRetry: undefined } };
