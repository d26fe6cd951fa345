import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { neverAnswers } from '@mocks/overrides';

const meta = {
  title: 'Screens/Refresh/Agendamento',
  component: AppHarness,
  args: { url: '/refresh/new' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };

async function toStepTwo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Nome do agendamento/, {}, WAIT), 'Refresh fim de tarde');
  await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
  return canvas;
}

/** The first property that can be chosen (a never-exported one is disabled with its reason). */
function firstEnabled(rows: HTMLElement[]): HTMLInputElement {
  return rows.map((row) => row.querySelector('input')!).find((input) => !input.disabled)!;
}

/** Step 1 with its defaults: 10:00, Monday to Friday, active. */
export const CreateStepOne: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/Horário de execução/, {}, WAIT)).toHaveValue(
      '10:00',
    );
  },
};

/** A time typed as people type it, '7:30': kept as typed, read as 07:30, the next run in Brasília time. */
export const CreateTypedTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = await canvas.findByLabelText(/Horário de execução/, {}, WAIT);
    await userEvent.clear(time);
    await userEvent.type(time, '7:30');
    await expect(time).toHaveValue('7:30');
    await expect(canvas.getByTestId('next-run-preview')).toHaveTextContent(' 07:30 (horário de Brasília)');
  },
};

/** Step 1 refused: the step-1 wording under each field. */
export const CreateInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Próximo' }, WAIT));
    await expect(await canvas.findByText('Nome é obrigatório')).toBeInTheDocument();
  },
};

/** Step 2: available and selected panels. */
export const CreateStepTwo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toStepTwo(canvasElement);
    const rows = await canvas.findAllByTestId('available-property', {}, WAIT);
    await userEvent.click(firstEnabled(rows));
    await expect(canvas.getAllByTestId('selected-property')).toHaveLength(1);
    // Never-exported properties are offered disabled, with the reason.
    await expect(
      (await canvas.findAllByText('Nunca exportado: não pode ser atualizado no portal')).length,
    ).toBeGreaterThan(0);
  },
};

/** Step 2 while the available properties load. */
export const CreateLoadingProperties: Story = {
  parameters: {
    msw: { handlers: [http.get('/properties/api/refresh-schedules/available-properties', neverAnswers)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await toStepTwo(canvasElement);
    await expect(await canvas.findByLabelText('Carregando imóveis', {}, WAIT)).toBeInTheDocument();
  },
};

/** Step 2 without any property (empty scenario). */
export const CreateNoProperties: Story = {
  parameters: { mockScenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = await toStepTwo(canvasElement);
    await expect(await canvas.findByText('Nenhum imóvel cadastrado', {}, WAIT)).toBeInTheDocument();
  },
};

/** Step 2 when the server fails. */
export const CreateError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = await toStepTwo(canvasElement);
    await expect(
      await canvas.findByText('Erro ao carregar imóveis disponíveis', {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** Saving: the request never answers, the button stays busy. */
export const CreateSaving: Story = {
  parameters: { msw: { handlers: [http.post('/properties/api/refresh-schedules', neverAnswers)] } },
  play: async ({ canvasElement }) => {
    const canvas = await toStepTwo(canvasElement);
    const rows = await canvas.findAllByTestId('available-property', {}, WAIT);
    await userEvent.click(firstEnabled(rows));
    const save = canvas.getByRole('button', { name: 'Criar Agendamento' });
    await userEvent.click(save);
    // Busy, it stays enabled: a keyboard user's focus stays on it.
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toBeEnabled();
  },
};

/** Edit: one step, the schedule's values. */
export const Edit: Story = {
  args: { url: '/refresh/4/edit' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/Nome do agendamento/, {}, WAIT)).toHaveValue(
      'Refresh manhã',
    );
  },
};

export const EditLoading: Story = {
  args: { url: '/refresh/4/edit' },
  parameters: { msw: { handlers: [http.get('/properties/api/refresh-schedules/{id}', neverAnswers)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Carregando cronograma', {}, WAIT),
    ).toBeInTheDocument();
  },
};

export const EditError: Story = {
  args: { url: '/refresh/4/edit' },
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Erro ao carregar cronograma', {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** Another account's schedule (id 7 belongs to the self-employed broker). */
export const EditNotFound: Story = {
  args: { url: '/refresh/7/edit' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Cronograma não encontrado' }, WAIT),
    ).toBeInTheDocument();
  },
};
