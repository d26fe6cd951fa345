import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { neverAnswers } from '@mocks/overrides';

const meta = {
  title: 'Screens/Refresh/Cockpit do Corretor',
  component: AppHarness,
  args: { url: '/refresh' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };
let schedulesCalls = 0;

/** The agency (gestor): three schedules, a week of jobs, every error class, a queued job. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('schedule-row', {}, WAIT)).toHaveLength(3);
    await expect(await canvas.findAllByTestId('error-group', {}, WAIT)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Executar Agora' })).toBeEnabled();
  },
};

/** Skeletons while schedules, stats and jobs are on their way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/properties/api/refresh-schedules', neverAnswers),
        http.get('/properties/api/refresh-monitor/stats', neverAnswers),
        http.get('/properties/api/refresh-monitor/jobs', neverAnswers),
        http.get('/properties/api/refresh-monitor/health', neverAnswers),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Carregando agendamentos', {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Cronogramas Ativos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No schedule yet: 'Comece agora!', 'Executar Agora' disabled with 'Sem cronogramas ativos'. */
export const Empty: Story = {
  parameters: { mockScenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Comece agora!', {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Executar Agora' })).toBeDisabled();
    await expect(canvas.getByText('Sem cronogramas ativos')).toBeInTheDocument();
  },
};

/** The server fails: each panel says so, with a retry. */
export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Erro ao carregar cronogramas', {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' }).length).toBeGreaterThan(1);
  },
};

/** 'Executar Agora' asks first, naming the active schedules; focus on 'Cancelar'. */
export const RunAllConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('schedule-row', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Executar Agora' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Executar Agora' });
    await expect(within(dialog).getByRole('list', { name: 'Cronogramas a executar' })).toHaveTextContent(
      'Refresh almoço',
    );
  },
};

/** After the confirmation: two schedules start (their jobs settle over a few seconds), one is refused by name. */
export const RunInProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('schedule-row', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Executar Agora' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Executar Agora' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Executar 3 cronogramas' }));
    const result = await within(dialog).findByTestId('run-all-result', {}, WAIT);
    await expect(result).toHaveTextContent('Este cronograma já está em execução');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(
      () =>
        expect(
          canvas.getAllByTestId('recent-job').filter((j) => j.dataset.status === 'pending').length,
        ).toBeGreaterThan(1),
      WAIT,
    );
  },
};

/** 'Ver todos' with the Pausados filter (the self-employed broker has a paused schedule). */
export const PausedSchedules: Story = {
  args: { url: '/refresh?schedules=all&status=paused' },
  parameters: { session: 'autonomo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('schedule-row', {}, WAIT);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getByTestId('schedule-status')).toHaveTextContent('Pausado');
  },
};

/** Every schedule paused: 'Comece agora!' offers to activate them, not a first schedule. */
export const AllPaused: Story = {
  parameters: { session: 'autonomo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('schedule-row', {}, WAIT);
    for (const name of ['Refresh manhã', 'Refresh almoço']) {
      await userEvent.click(
        within(canvas.getByRole('group', { name: `Ações de ${name}` })).getByRole('button', {
          name: 'Pausar',
        }),
      );
      // The pause is a call and the list's refetch: give it the time a loaded machine needs.
      await waitFor(
        () =>
          expect(
            within(canvas.getByRole('group', { name: `Ações de ${name}` })).getByRole('button', {
              name: 'Ativar',
            }),
          ).toBeInTheDocument(),
        WAIT,
      );
    }
    const hint = await canvas.findByTestId('start-hint', {}, WAIT);
    await expect(
      within(hint).getByRole('button', { name: 'Ativar 3 cronogramas pausados' }),
    ).toBeInTheDocument();
  },
};

/** 'Atualizar' against a failing server: a toast with the reason, 'Dados desatualizados', the stale panels tagged. */
export const RefreshFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        // The first load answers (the app's own handler); every later call fails.
        http.get('/properties/api/refresh-schedules', ({ response }) =>
          schedulesCalls++ === 0
            ? undefined
            : response(500).json({
                message: 'Erro interno do servidor',
                code: 'INTERNAL_ERROR',
                details: null,
              }),
        ),
      ],
    },
  },
  loaders: [
    () => {
      schedulesCalls = 0;
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('schedule-row', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(await canvas.findByTestId('stale-banner', {}, WAIT)).toHaveTextContent(
      'Dados desatualizados',
    );
    await expect(canvas.getByRole('region', { name: 'Próximos Agendamentos' })).toHaveAttribute(
      'data-stale',
      'true',
    );
  },
};

/** A phone: panels stack, the week collapses to a list of days. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('week-day', {}, WAIT)).toHaveLength(7);
  },
};
