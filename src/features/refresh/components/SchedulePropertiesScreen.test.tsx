import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { answersServerError } from '@mocks/overrides';
import { renderApp } from '../../../../tests/render';

const WAIT = { timeout: 15_000 };

function gestorSchedule() {
  const schedule = db.schedules.all().find((s) => s.tenant_id === 2)!;
  const linked = db.scheduleLinks
    .all()
    .filter((l) => l.schedule_id === schedule.id)
    .map((l) => db.properties.findFirst((q) => q.where({ id: l.property_id }))!);
  return { schedule, linked };
}

const linkedIds = (scheduleId: number) =>
  db.scheduleLinks
    .all()
    .filter((l) => l.schedule_id === scheduleId)
    .map((l) => l.property_id)
    .sort((a, b) => a - b);

async function open(id: number | string) {
  await renderApp(`/refresh/${id}/properties`);
  await screen.findAllByTestId('schedule-property', {}, WAIT);
  return userEvent.setup();
}

describe('schedule properties', { timeout: 60_000 }, () => {
  it('lists the schedule’s properties under its name, with search', async () => {
    const { schedule, linked } = gestorSchedule();
    const user = await open(schedule.id);
    expect(screen.getByRole('heading', { level: 1, name: `Imóveis: ${schedule.name}` })).toBeInTheDocument();
    expect(screen.getAllByTestId('schedule-property')).toHaveLength(linked.length);
    expect(screen.getByTestId('schedule-properties-count')).toHaveTextContent(`${linked.length} imóveis`);
    const target = linked[0]!;
    const row = screen.getAllByTestId('schedule-property').find((r) => within(r).queryByText(target.title))!;
    expect(row).toHaveTextContent(`${target.address!.neighborhood}, ${target.address!.city}`);
    await user.type(screen.getByLabelText('Buscar imóveis do agendamento'), target.address!.neighborhood!);
    await waitFor(() =>
      expect(screen.getAllByTestId('schedule-property').length).toBeLessThanOrEqual(linked.length),
    );
    for (const r of screen.getAllByTestId('schedule-property')) {
      expect(r).toHaveTextContent(target.address!.neighborhood!);
    }
  });

  it('removes the selected properties after a confirmation', async () => {
    const { schedule, linked } = gestorSchedule();
    const user = await open(schedule.id);
    const [a, b] = linked;
    await user.click(screen.getByRole('checkbox', { name: a!.title }));
    await user.click(screen.getByRole('checkbox', { name: b!.title }));
    await user.click(screen.getByRole('button', { name: 'Remover selecionados (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover imóveis do agendamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Propriedade removida!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('schedule-property')).toHaveLength(linked.length - 2));
    expect(linkedIds(schedule.id)).not.toContain(a!.id);
    expect(linkedIds(schedule.id)).not.toContain(b!.id);
  });

  it('removing the last properties asks, says the schedule is left empty, and pauses it too', async () => {
    const { schedule, linked } = gestorSchedule();
    const user = await open(schedule.id);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await user.click(screen.getByRole('button', { name: `Remover selecionados (${linked.length})` }));
    const dialog = await screen.findByRole('dialog', { name: 'Deixar o agendamento sem imóveis?' });
    expect(dialog).toHaveTextContent(`Estes são todos os ${linked.length} imóveis de ${schedule.name}`);
    expect(dialog).toHaveTextContent('ele continua ativo, mas cada execução não fará nada');
    const pause = within(dialog).getByRole('switch', { name: 'Pausar o agendamento também' });
    expect(pause).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Remover e pausar' }));
    expect(await screen.findByText('Propriedade removida!')).toBeInTheDocument();
    expect(await screen.findByText('Cronograma desativado com sucesso!')).toBeInTheDocument();
    expect(linkedIds(schedule.id)).toEqual([]);
    await waitFor(() =>
      expect(db.schedules.findFirst((q) => q.where({ id: schedule.id }))!.is_active).toBe(false),
    );
    expect(
      await screen.findByRole('heading', { name: 'Nenhum imóvel neste agendamento' }),
    ).toBeInTheDocument();
  });

  it('an active schedule left empty on purpose says so and offers to pause it', async () => {
    const { schedule, linked } = gestorSchedule();
    const user = await open(schedule.id);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await user.click(screen.getByRole('button', { name: `Remover selecionados (${linked.length})` }));
    const dialog = await screen.findByRole('dialog', { name: 'Deixar o agendamento sem imóveis?' });
    await user.click(within(dialog).getByRole('switch', { name: 'Pausar o agendamento também' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Propriedade removida!')).toBeInTheDocument();
    expect(db.schedules.findFirst((q) => q.where({ id: schedule.id }))!.is_active).toBe(true);
    expect(
      await screen.findByText(
        'O agendamento está ativo, mas sem imóveis cada execução não atualiza nada. Adicione imóveis exportados ou pause-o.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pausar agendamento' }));
    expect(await screen.findByText('Cronograma desativado com sucesso!')).toBeInTheDocument();
  });

  it('adds properties from the ones not yet in the schedule', async () => {
    const { schedule, linked } = gestorSchedule();
    const user = await open(schedule.id);
    await user.click(screen.getByRole('button', { name: 'Adicionar Imóveis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Imóveis' });
    const rows = await within(dialog).findAllByTestId('available-property', {}, WAIT);
    const offered = rows.map((r) => Number(r.dataset.propertyId));
    expect(offered.some((id) => linked.some((p) => p.id === id))).toBe(false);
    const pick = rows.find((r) => !r.querySelector('input')!.disabled)!;
    await user.click(pick.querySelector('input')!);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar (1)' }));
    expect(await screen.findByText('Propriedade adicionada!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('schedule-property')).toHaveLength(linked.length + 1));
    expect(linkedIds(schedule.id)).toContain(Number(pick.dataset.propertyId));
  });

  it('never-exported properties cannot be added: disabled with the reason, out of "Selecionar todos"', async () => {
    const { schedule } = gestorSchedule();
    const never = db.properties.all().find((p) => p.tenant_id === 2 && !p.archived && !p.remote_id)!;
    const user = await open(schedule.id);
    await user.click(screen.getByRole('button', { name: 'Adicionar Imóveis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Imóveis' });
    await within(dialog).findAllByTestId('available-property', {}, WAIT);
    await user.type(within(dialog).getByLabelText('Buscar imóveis'), never.property_code!);
    await waitFor(() => expect(within(dialog).getAllByTestId('available-property')).toHaveLength(1));
    const box = within(dialog).getByRole('checkbox', { name: never.title });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Nunca exportado: não pode ser atualizado no portal');
    expect(within(dialog).getByRole('checkbox', { name: 'Selecionar todos (0)' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Buscar imóveis'));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Selecionar todos/ }));
    const chosen = Number(
      /\((\d+)\)/.exec(within(dialog).getByRole('button', { name: /^Adicionar \(/ }).textContent!)![1],
    );
    const exported = db.properties
      .all()
      .filter((p) => p.tenant_id === 2 && !p.archived && p.remote_id)
      .filter((p) => !linkedIds(schedule.id).includes(p.id)).length;
    expect(chosen).toBe(exported);
  });

  it('a failed add toasts "Erro ao adicionar propriedade" and keeps the modal', async () => {
    const { schedule } = gestorSchedule();
    server.use(http.post('/properties/api/refresh-schedules/{id}/properties', answersServerError));
    const user = await open(schedule.id);
    await user.click(screen.getByRole('button', { name: 'Adicionar Imóveis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Imóveis' });
    const rows = await within(dialog).findAllByTestId('available-property', {}, WAIT);
    await user.click(rows.find((r) => !r.querySelector('input')!.disabled)!.querySelector('input')!);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar (1)' }));
    expect(await screen.findByText('Erro ao adicionar propriedade')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adicionar Imóveis' })).toBeInTheDocument();
  });

  it('a non-numeric id is invalid; another account’s schedule is not found', async () => {
    const { unmount } = await renderApp('/refresh/xyz/properties');
    expect(
      await screen.findByRole('heading', { name: 'ID do cronograma inválido' }, WAIT),
    ).toBeInTheDocument();
    unmount();
    const foreign = db.schedules.all().find((s) => s.tenant_id === 3)!;
    await renderApp(`/refresh/${foreign.id}/properties`, { user: 'corretor' });
    expect(
      await screen.findByRole('heading', { name: 'Cronograma não encontrado' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Cockpit' })).toHaveAttribute('href', '/refresh');
  });
});
