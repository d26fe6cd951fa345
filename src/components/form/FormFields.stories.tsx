import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { AREA } from '@/lib/parse';
import { DateField } from './DateField';
import { MoneyField } from './MoneyField';
import { MonthField } from './MonthField';
import { NumberField } from './NumberField';
import { TimeField } from './TimeField';

interface Values {
  area: number | null;
  price: number | null;
  fee: number | null;
  birth: string | null;
  time: string | null;
  delivery: string | null;
}

const EMPTY: Values = { area: null, price: null, fee: null, birth: null, time: null, delivery: null };

/** The typed fields of src/components/form in one react-hook-form form, as a screen uses them. */
function Fields({ values }: { values: Values }) {
  const { control } = useForm<Values>({ defaultValues: values });
  return (
    <Stack maw={360}>
      <NumberField control={control} name="area" kind={AREA} unit="m²" label="Área útil" />
      <MoneyField control={control} name="price" label="Preço de venda" />
      <MoneyField control={control} name="fee" cents label="Condomínio" />
      <DateField control={control} name="birth" label="Data de nascimento" />
      <TimeField control={control} name="time" label="Horário" />
      <MonthField control={control} name="delivery" label="Entrega" />
    </Stack>
  );
}

/**
 * NumberField (kinds from src/lib/parse.ts), MoneyField, DateField, TimeField and MonthField: the
 * input keeps what is typed, the form holds the value read from it, and an unreadable text says
 * why under the field once the field is left.
 */
const meta = {
  title: 'Components/Form fields',
  tags: ['autodocs'],
  component: NumberField,
  subcomponents: {
    MoneyField: MoneyField as never,
    DateField: DateField as never,
    TimeField: TimeField as never,
    MonthField: MonthField as never,
  },
  parameters: { session: null, layout: 'padded' },
  render: (_args, { parameters }) => <Fields values={(parameters.values as Values | undefined) ?? EMPTY} />,
} satisfies Meta;

export default meta;
// The stories render the form (meta.render), not the component from args: no required args.
type Story = StoryObj;

export const Empty: Story = {};

/** Values from the API, laid out the pt-BR way. */
export const Filled: Story = {
  parameters: {
    values: {
      area: 72.5,
      price: 850000,
      fee: 1234.56,
      birth: '1985-03-15',
      time: '07:30',
      delivery: '2027-03',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Área útil')).toHaveValue('72,5');
    await expect(canvas.getByLabelText('Preço de venda')).toHaveValue('850.000');
    await expect(canvas.getByLabelText('Data de nascimento')).toHaveValue('15/03/1985');
  },
};

/** What cannot be read stays as typed, and each field says why. */
export const Unreadable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Área útil'), '72,5,1');
    await userEvent.type(canvas.getByLabelText('Data de nascimento'), '31021985');
    await userEvent.type(canvas.getByLabelText('Horário'), '25:00');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Área útil')).toHaveValue('72,5,1');
    await expect(canvas.getByLabelText('Data de nascimento')).toHaveValue('31/02/1985');
    await expect(await canvas.findByText('Data inválida')).toBeInTheDocument();
    await expect(canvas.getByText('Formato de horário inválido (HH:MM)')).toBeInTheDocument();
  },
};
