import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { neverAnswers } from '@mocks/overrides';

const meta = {
  title: 'Screens/Refresh/Imóveis do Agendamento',
  component: AppHarness,
  args: { url: '/refresh/4/properties' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };

/** 'Refresh manhã' of the agency and its properties. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByTestId('schedule-property', {}, WAIT)).length,
    ).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('/properties/api/refresh-schedules/{id}/properties', neverAnswers)] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Carregando imóveis', {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** A schedule without properties: a prompt to add some. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/properties/api/refresh-schedules/{id}/properties', ({ response }) =>
          response(200).json({ data: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum imóvel neste agendamento', {}, WAIT)).toBeInTheDocument();
    // 'Refresh manhã' is active: with nothing to refresh, pausing it is offered.
    await expect(canvas.getByRole('button', { name: 'Pausar agendamento' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Erro ao carregar imóveis do cronograma', {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** Two chosen and the removal in flight (the request never answers). */
export const Removing: Story = {
  parameters: {
    msw: { handlers: [http.delete('/properties/api/refresh-schedules/{id}/properties', neverAnswers)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('schedule-property', {}, WAIT);
    await userEvent.click(rows[0]!.querySelector('input')!);
    await userEvent.click(rows[1]!.querySelector('input')!);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover selecionados (2)' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Remover imóveis do agendamento',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Remover' });
    await userEvent.click(confirm);
    // In flight: busy, and still focusable (not disabled).
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toBeEnabled();
  },
};

/** Removing every property asks, says the schedule is left empty, and offers to pause it. */
export const RemovingLast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('schedule-property', {}, WAIT);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar todos' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Remover selecionados/ }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Deixar o agendamento sem imóveis?',
    });
    await expect(within(dialog).getByRole('switch', { name: 'Pausar o agendamento também' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Remover e pausar' })).toBeInTheDocument();
  },
};

/** The add modal: the properties not yet in the schedule. */
export const AddModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('schedule-property', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Imóveis' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Adicionar Imóveis' });
    await expect(
      (await within(dialog).findAllByTestId('available-property', {}, WAIT)).length,
    ).toBeGreaterThan(0);
  },
};

/** A URL that is not a schedule id. */
export const InvalidId: Story = {
  args: { url: '/refresh/abc/properties' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'ID do cronograma inválido' }, WAIT),
    ).toBeInTheDocument();
  },
};
