import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { formResolver } from '@/lib/form-resolver';
import { isIsoDate } from '@/lib/parse';
import { renderDialog } from '../../../tests/helpers/render-dialog';
import { DateField } from './DateField';

interface Values {
  birth: string | null;
}

const schema = v.object({
  birth: v.optional(v.pipe(v.string(), v.check(isIsoDate, 'Data de nascimento inválida'))),
});

/** A form with one date field and a save that hands over what the form would send. */
function Form({ onSave, initial = null }: { onSave: (values: Values) => void; initial?: string | null }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values, Values>(schema),
    defaultValues: { birth: initial },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <DateField control={control} name="birth" label="Data de nascimento" maxDate="2026-06-30" />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

// The calendar's first render is Mantine's DatePicker with dayjs: slow on a busy shared runner.
const CALENDAR_WAIT = { timeout: 15_000 };

describe('DateField', () => {
  it("masks typed digits as DD/MM/AAAA ('15031985' → '15/03/1985') and saves the ISO date", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderDialog(<Form onSave={onSave} />);
    const input = screen.getByLabelText('Data de nascimento');
    await user.type(input, '1');
    expect(input).toHaveValue('1');
    await user.type(input, '503');
    expect(input).toHaveValue('15/03');
    await user.type(input, '1985');
    expect(input).toHaveValue('15/03/1985');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ birth: '1985-03-15' });
  });

  it("says 'Data inválida' for 31/02/1985, keeps the text and blocks the save", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderDialog(<Form onSave={onSave} />);
    const input = screen.getByLabelText('Data de nascimento');
    await user.type(input, '31/02/1985');
    await user.tab();
    expect(input).toHaveValue('31/02/1985');
    expect(input).toHaveAccessibleDescription('Data inválida');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(input).toHaveValue('31/02/1985');
    expect(input).toHaveAccessibleDescription('Data inválida');
    expect(onSave).not.toHaveBeenCalled();
    // Corrected, the message goes and the save goes through.
    await user.clear(input);
    await user.type(input, '28021985');
    expect(input).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ birth: '1985-02-28' });
  });

  it('opens a calendar by keyboard that keeps the focus, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    await renderDialog(<Form onSave={vi.fn()} initial="1985-03-15" />);
    const input = screen.getByLabelText('Data de nascimento');
    expect(input).toHaveValue('15/03/1985');
    await user.click(input);
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Abrir calendário' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole(
      'dialog',
      { name: 'Calendário: Data de nascimento' },
      CALENDAR_WAIT,
    );
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    // The picked month is shown, in Portuguese, and the focus is inside the calendar.
    expect(within(calendar).getByText(/março 1985/i)).toBeInTheDocument();
    // Its arrows say where they go.
    expect(within(calendar).getByRole('button', { name: 'Mês anterior' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    // Tabbing around stays in the calendar.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(calendar).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        // Gone, not only out of sight.
        screen.queryByRole('dialog', { name: 'Calendário: Data de nascimento', hidden: true }),
      ).not.toBeInTheDocument(),
    );
    expect(opener).toHaveFocus();
    expect(input).toHaveValue('15/03/1985');
  });

  it('puts a day picked in the calendar in the field, as if typed, and gives the focus back', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderDialog(<Form onSave={onSave} initial="1985-03-15" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = await screen.findByRole(
      'dialog',
      { name: 'Calendário: Data de nascimento' },
      CALENDAR_WAIT,
    );
    await user.click(within(calendar).getByRole('button', { name: /^20 março 1985/i }));
    const input = screen.getByLabelText('Data de nascimento');
    await waitFor(() => expect(input).toHaveValue('20/03/1985'));
    // The focus comes back as the calendar's popover finishes closing.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir calendário' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ birth: '1985-03-20' });
  });
});
