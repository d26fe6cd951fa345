import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { configureRuntime } from '@mocks/runtime';
import { recordRequests } from '../../../../tests/helpers/render-dialog';
import { renderApp } from '../../../../tests/render';

const WAIT = { timeout: 15_000 };
const BASE = '/properties/api/refresh-schedules';

let stopRecording: (() => void) | undefined;
afterEach(() => stopRecording?.());

const day = (label: string) => screen.getByRole('checkbox', { name: label });

async function openCreate() {
  await renderApp('/refresh/new');
  await screen.findByLabelText(/Nome do agendamento/, {}, WAIT);
  return userEvent.setup();
}

describe('schedule create wizard', { timeout: 60_000 }, () => {
  it('starts at 10:00, Monday to Friday, active', async () => {
    await openCreate();
    expect(screen.getByLabelText(/Horário de execução/)).toHaveValue('10:00');
    for (const label of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) expect(day(label)).toBeChecked();
    for (const label of ['Dom', 'Sáb']) expect(day(label)).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Agendamento ativo/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('its links back to the cockpit are not announced as the current page', async () => {
    await openCreate();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Cockpit do Corretor' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(main).getByRole('link', { name: /Cancelar/ })).not.toHaveAttribute('aria-current');
  });

  it('step 1 refuses bad input in its own words, and each error clears when its field is edited', async () => {
    const user = await openCreate();
    const time = screen.getByLabelText(/Horário de execução/);
    await user.clear(time);
    await user.type(time, '2561');
    for (const label of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) await user.click(day(label));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Formato de horário inválido (HH:MM)')).toBeInTheDocument();
    expect(screen.getByText('Selecione ao menos um dia da semana')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Configurações do agendamento' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nome do agendamento/), 'R');
    expect(screen.queryByText('Nome é obrigatório')).not.toBeInTheDocument();
    await user.clear(time);
    expect(screen.queryByText('Formato de horário inválido (HH:MM)')).not.toBeInTheDocument();
    await user.click(day('Dom'));
    expect(screen.queryByText('Selecione ao menos um dia da semana')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Horário é obrigatório')).toBeInTheDocument();
  });

  it('reads a time typed key by key as people type it: 7:30, 07:30, 0730, 7h30 are 07:30', async () => {
    const user = await openCreate();
    const time = screen.getByLabelText(/Horário de execução/);
    for (const typed of ['7:30', '07:30', '0730', '7h30']) {
      await user.clear(time);
      await user.type(time, typed);
      // The field keeps exactly what was typed (it once became '73:0'), with no message.
      expect(time).toHaveValue(typed);
      expect(screen.queryByText('Formato de horário inválido (HH:MM)')).not.toBeInTheDocument();
      expect(screen.getByTestId('next-run-preview')).toHaveTextContent(/ 07:30 \(horário de Brasília\)$/);
      await user.tab();
      expect(time).toHaveValue('07:30');
      expect(screen.getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'false');
    }
    // A recommended time still replaces what was typed, and typing again replaces it.
    await user.click(screen.getByRole('button', { name: '20:00' }));
    expect(time).toHaveValue('20:00');
    expect(screen.getByRole('button', { name: '20:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('next-run-preview')).toHaveTextContent(/ 20:00 \(horário de Brasília\)$/);
    await user.clear(time);
    await user.type(time, '2130');
    expect(screen.getByRole('button', { name: '20:00' })).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(time).toHaveValue('21:30');
    // What cannot be a time stays as typed, with the spec's message, and blocks the step.
    await user.clear(time);
    await user.type(time, '7:3');
    await user.tab();
    expect(time).toHaveValue('7:3');
    expect(screen.getByText('Formato de horário inválido (HH:MM)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '12:00' }));
    expect(time).toHaveValue('12:00');
    expect(screen.queryByText('Formato de horário inválido (HH:MM)')).not.toBeInTheDocument();
  });

  it('saves the time typed as 7h30 as 07:30', async () => {
    const recorder = recordRequests();
    stopRecording = recorder.stop;
    const user = await openCreate();
    await user.type(screen.getByLabelText(/Nome do agendamento/), 'Refresh cedo');
    const time = screen.getByLabelText(/Horário de execução/);
    await user.clear(time);
    await user.type(time, '7h30');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const available = within(await screen.findByRole('region', { name: 'Imóveis disponíveis' }, WAIT));
    const rows = await available.findAllByTestId('available-property', {}, WAIT);
    const enabled = rows.find((row) => !row.querySelector('input')!.disabled)!;
    await user.click(enabled.querySelector('input')!);
    await user.click(screen.getByRole('button', { name: 'Criar Agendamento' }));
    expect(await screen.findByText('Cronograma criado com sucesso!', {}, WAIT)).toBeInTheDocument();
    const post = recorder.requests.find((r) => r.call === `POST ${BASE}`)!;
    expect(post.body).toMatchObject({ name: 'Refresh cedo', time_slot: '07:30' });
  });

  it('a link into step 2 opens step 1; leaving with something typed asks first', async () => {
    await renderApp('/refresh/new?etapa=imoveis');
    const name = await screen.findByLabelText(/Nome do agendamento/, {}, WAIT);
    const user = userEvent.setup();
    await user.type(name, 'Refresh de sábado');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: /Cancelar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByLabelText(/Nome do agendamento/)).toHaveValue('Refresh de sábado');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Cockpit do Corretor' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sair',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Cockpit do Corretor' }, WAIT)).toBeInTheDocument();
  });

  it('creates through both steps with the spec’s payload; Back keeps what was typed', async () => {
    const recorder = recordRequests();
    stopRecording = recorder.stop;
    const user = await openCreate();
    await user.type(screen.getByLabelText(/Nome do agendamento/), 'Refresh fim de semana');
    await user.click(screen.getByRole('button', { name: '21:00' }));
    await user.click(day('Sáb'));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: '2. Imóveis do agendamento' })).toHaveFocus();

    await screen.findAllByTestId('available-property', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Criar Agendamento' }));
    expect(
      await screen.findByText('É necessário selecionar ao menos um imóvel para o agendamento'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByLabelText(/Nome do agendamento/)).toHaveValue('Refresh fim de semana');
    expect(screen.getByLabelText(/Horário de execução/)).toHaveValue('21:00');
    expect(day('Sáb')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    const available = within(screen.getByRole('region', { name: 'Imóveis disponíveis' }));
    const rows = (await available.findAllByTestId('available-property', {}, WAIT)).filter(
      (row) => !row.querySelector('input')!.disabled,
    );
    const picked = rows.slice(0, 2).map((row) => Number(row.dataset.propertyId));
    for (const row of rows.slice(0, 2)) await user.click(row.querySelector('input')!);
    const selected = within(screen.getByRole('region', { name: 'Imóveis selecionados' }));
    expect(selected.getAllByTestId('selected-property')).toHaveLength(2);
    expect(
      screen.queryByText('É necessário selecionar ao menos um imóvel para o agendamento'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar Agendamento' }));

    expect(await screen.findByText('Cronograma criado com sucesso!', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cockpit do Corretor' }, WAIT)).toBeInTheDocument();
    const post = recorder.requests.find((r) => r.call === `POST ${BASE}`)!;
    expect(post.body).toEqual({
      name: 'Refresh fim de semana',
      time_slot: '21:00',
      frequency_days: 1,
      property_ids: picked,
      is_active: true,
      days_of_week: [1, 2, 3, 4, 5, 6],
    });
    const created = db.schedules.all().find((s) => s.name === 'Refresh fim de semana')!;
    expect(created).toMatchObject({ tenant_id: 2, time_slot: '21:00', is_active: true });
  });

  it('step 2 offers exported properties only: a never-exported one is disabled with the reason', async () => {
    const never = db.properties.all().find((p) => p.tenant_id === 2 && !p.archived && !p.remote_id)!;
    const user = await openCreate();
    await user.type(screen.getByLabelText(/Nome do agendamento/), 'Só exportados');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const available = within(await screen.findByRole('region', { name: 'Imóveis disponíveis' }, WAIT));
    expect(
      available.getByText('Só imóveis já exportados para o Canal Pro podem ser atualizados.'),
    ).toBeInTheDocument();
    await available.findAllByTestId('available-property', {}, WAIT);
    await user.type(available.getByLabelText('Buscar imóveis'), never.property_code!);
    await waitFor(() => expect(available.getAllByTestId('available-property')).toHaveLength(1));
    const box = available.getByRole('checkbox', { name: never.title });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Nunca exportado: não pode ser atualizado no portal');
    await user.click(box);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 imóveis selecionados');
    // 'Selecionar todos' takes the exported ones only.
    await user.clear(available.getByLabelText('Buscar imóveis'));
    await waitFor(() => expect(available.getByTestId('pick-count')).not.toHaveTextContent(' de '));
    await user.click(available.getByRole('checkbox', { name: /^Selecionar todos/ }));
    const exported = db.properties.all().filter((p) => p.tenant_id === 2 && !p.archived && p.remote_id);
    expect(screen.getByTestId('selected-count')).toHaveTextContent(`${exported.length} imóveis selecionados`);
  });

  it('with the properties failing to load, "Criar Agendamento" says why it creates nothing', async () => {
    configureRuntime({ scenario: 'server-error' });
    const recorder = recordRequests();
    stopRecording = recorder.stop;
    const user = await openCreate();
    await user.type(screen.getByLabelText(/Nome do agendamento/), 'Agendamento falho');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Erro ao carregar imóveis disponíveis', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Erro interno do servidor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar Agendamento' }));
    expect(await screen.findByTestId('properties-error')).toHaveTextContent(
      'É necessário selecionar ao menos um imóvel para o agendamento',
    );
    expect(recorder.requests.some((r) => r.call === `POST ${BASE}`)).toBe(false);

    // Once the list loads, picking a property clears the message.
    configureRuntime({ scenario: 'default' });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const rows = await screen.findAllByTestId('available-property', {}, WAIT);
    expect(screen.getByTestId('properties-error')).toBeInTheDocument();
    await user.click(rows.find((r) => !r.querySelector('input')!.disabled)!.querySelector('input')!);
    expect(screen.queryByTestId('properties-error')).not.toBeInTheDocument();
  });

  it('a refused save keeps everything, says "Erro ao salvar cronograma." with the server’s detail', async () => {
    server.use(
      http.post(BASE, ({ response }) =>
        response(422).json({
          message: 'Já existe um cronograma com este nome',
          code: 'VALIDATION_ERROR',
          details: { name: 'Já existe um cronograma com este nome' },
        }),
      ),
    );
    const user = await openCreate();
    await user.type(screen.getByLabelText(/Nome do agendamento/), 'Refresh manhã');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const rows = await screen.findAllByTestId('available-property', {}, WAIT);
    await user.click(rows.find((r) => !r.querySelector('input')!.disabled)!.querySelector('input')!);
    await user.click(screen.getByRole('button', { name: 'Criar Agendamento' }));
    const alert = await screen.findByTestId('save-error', {}, WAIT);
    expect(within(alert).getByText('Erro ao salvar cronograma.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('"code": "VALIDATION_ERROR"');
    expect(await screen.findByText('Erro ao criar cronograma')).toBeInTheDocument();
    // The field the server refused is on step 1: the wizard goes back there, nothing lost.
    expect(await screen.findByLabelText(/Nome do agendamento/)).toHaveValue('Refresh manhã');
    expect(screen.getAllByText('Já existe um cronograma com este nome').length).toBeGreaterThan(0);
  });
});

describe('schedule edit', { timeout: 60_000 }, () => {
  it('loads the schedule into one step and saves it without property_ids', async () => {
    const schedule = db.schedules.all().find((s) => s.tenant_id === 2)!;
    const links = db.scheduleLinks.all().filter((l) => l.schedule_id === schedule.id).length;
    const recorder = recordRequests();
    stopRecording = recorder.stop;
    await renderApp(`/refresh/${schedule.id}/edit`);
    const name = await screen.findByLabelText(/Nome do agendamento/, {}, WAIT);
    await waitFor(() => expect(name).toHaveValue(schedule.name));
    expect(screen.getByLabelText(/Horário de execução/)).toHaveValue(schedule.time_slot);
    for (const d of schedule.days_of_week) {
      expect(day(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'][d]!)).toBeChecked();
    }
    expect(screen.queryByRole('region', { name: 'Imóveis disponíveis' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Refresh manhã cedo');
    await user.click(screen.getByRole('button', { name: '20:00' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Cronograma atualizado com sucesso!', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cockpit do Corretor' }, WAIT)).toBeInTheDocument();
    const put = recorder.requests.find((r) => r.call === `PUT ${BASE}/${schedule.id}`)!;
    expect(put.body).toEqual({
      name: 'Refresh manhã cedo',
      time_slot: '20:00',
      frequency_days: 1,
      days_of_week: schedule.days_of_week,
      is_active: schedule.is_active,
    });
    expect(db.scheduleLinks.all().filter((l) => l.schedule_id === schedule.id)).toHaveLength(links);
  });

  it('an edit refused by the server keeps what was typed', async () => {
    const schedule = db.schedules.all().find((s) => s.tenant_id === 2)!;
    server.use(
      http.put(`${BASE}/{id}`, ({ response }) =>
        response(500).json({ message: 'Erro interno do servidor', code: 'INTERNAL_ERROR', details: null }),
      ),
    );
    await renderApp(`/refresh/${schedule.id}/edit`);
    const name = await screen.findByLabelText(/Nome do agendamento/, {}, WAIT);
    await waitFor(() => expect(name).toHaveValue(schedule.name));
    const user = userEvent.setup();
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByTestId('save-error', {}, WAIT)).toHaveTextContent('Erro interno do servidor');
    expect(await screen.findByText('Erro ao atualizar cronograma')).toBeInTheDocument();
    expect(name).toHaveValue(`${schedule.name} 2`);
  });

  it('with every call failing, the load error shows and there is no save to ignore', async () => {
    const schedule = db.schedules.all().find((s) => s.tenant_id === 2)!;
    configureRuntime({ scenario: 'server-error' });
    await renderApp(`/refresh/${schedule.id}/edit`);
    expect(await screen.findByText('Erro ao carregar cronograma', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
  });

  it('another account’s schedule is not found; a non-numeric id is invalid; both lead back', async () => {
    const foreign = db.schedules.all().find((s) => s.tenant_id === 3)!;
    const { unmount } = await renderApp(`/refresh/${foreign.id}/edit`);
    expect(
      await screen.findByRole('heading', { name: 'Cronograma não encontrado' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Cockpit' })).toHaveAttribute('href', '/refresh');
    unmount();
    await renderApp('/refresh/abc/edit');
    expect(
      await screen.findByRole('heading', { name: 'ID do cronograma inválido' }, WAIT),
    ).toBeInTheDocument();
  });
});
