import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { CepAddress } from '@/api/postal-code';
import { toast } from '@/lib/notify';
import { server } from '@mocks/node';
import { renderDialog } from '../../../tests/helpers/render-dialog';
import { CepField } from './CepField';
import { http } from '@mocks/http';

interface Address {
  zip_code: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string | null;
}

const EMPTY: Address = { zip_code: '', street: '', neighborhood: '', city: '', state: null };

/** Fills every part, as the tenant form does. */
const fillAll =
  (setValue: (name: keyof Address, value: string) => void) =>
  ({ street, neighborhood, city, state }: CepAddress) => {
    setValue('street', street);
    setValue('neighborhood', neighborhood);
    setValue('city', city);
    setValue('state', state);
  };

/** Fills only the parts the service sent, as the property wizard does. */
const fillKnown =
  (setValue: (name: keyof Address, value: string) => void) =>
  ({ street, neighborhood, city, state }: CepAddress) => {
    if (street) setValue('street', street);
    if (neighborhood) setValue('neighborhood', neighborhood);
    if (city) setValue('city', city);
    if (state) setValue('state', state);
  };

/** An address form: the CEP, the address it fills, and the values the form holds. */
function Form({
  onAddress,
  fill = fillAll,
  initial = EMPTY,
}: {
  onAddress?: (a: CepAddress) => void;
  fill?: typeof fillAll;
  initial?: Address;
}) {
  const form = useForm<Address>({ defaultValues: initial });
  const state = useWatch({ control: form.control, name: 'state' });
  const set = (name: keyof Address, value: string) => form.setValue(name, value, { shouldDirty: true });
  return (
    <FormProvider {...form}>
      <CepField
        control={form.control}
        name="zip_code"
        onAddress={(address) => {
          onAddress?.(address);
          fill(set)(address);
        }}
      />
      <TextInput label="Logradouro" {...form.register('street')} />
      <TextInput label="Bairro" {...form.register('neighborhood')} />
      <TextInput label="Cidade" {...form.register('city')} />
      <output aria-label="UF">{state ?? 'sem UF'}</output>
    </FormProvider>
  );
}

/** Replaces the whole CEP as a person does: select it, type the new digits. */
async function retype(user: ReturnType<typeof userEvent.setup>, cep: string) {
  const input = screen.getByLabelText('CEP');
  await user.tripleClick(input);
  await user.keyboard(cep);
}

describe('CepField', () => {
  it('masks the CEP, looks up a complete one and hands the address over', async () => {
    const success = vi.spyOn(toast, 'success');
    const onAddress = vi.fn();
    await renderDialog(<Form onAddress={onAddress} />);
    await userEvent.type(screen.getByLabelText('CEP'), '22440000');
    expect(screen.getByLabelText('CEP')).toHaveValue('22440-000');
    await waitFor(() =>
      expect(onAddress).toHaveBeenCalledWith({
        street: 'Avenida Ataulfo de Paiva',
        neighborhood: 'Leblon',
        city: 'Rio de Janeiro',
        state: 'RJ',
      }),
    );
    expect(success).toHaveBeenCalledWith('Endereço encontrado!');
  });

  it("says 'CEP não encontrado' for an unknown CEP and fills nothing", async () => {
    const onAddress = vi.fn();
    await renderDialog(<Form onAddress={onAddress} />);
    await userEvent.type(screen.getByLabelText('CEP'), '99999999');
    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();
    expect(onAddress).not.toHaveBeenCalled();
  });

  it("says 'Erro ao buscar CEP' when the service fails", async () => {
    server.use(http.get('/ws/{cep}/json', () => HttpResponse.error()));
    await renderDialog(<Form />);
    await userEvent.type(screen.getByLabelText('CEP'), '22440000');
    expect(await screen.findByText('Erro ao buscar CEP')).toBeInTheDocument();
  });

  it("says 'CEP deve ter 8 dígitos' when the field is left incomplete, and clears it on edit", async () => {
    await renderDialog(<Form />);
    const input = screen.getByLabelText('CEP');
    await userEvent.type(input, '2244');
    await userEvent.tab();
    expect(screen.getByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
    await userEvent.type(input, '0');
    expect(screen.queryByText('CEP deve ter 8 dígitos')).not.toBeInTheDocument();
  });

  it('empties the address a previous CEP filled when the new one is not found, and says so', async () => {
    const user = userEvent.setup();
    const hide = vi.spyOn(toast, 'hide');
    const success = vi.spyOn(toast, 'success');
    await renderDialog(<Form />);
    await user.type(screen.getByLabelText('CEP'), '22440000');
    await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('Avenida Ataulfo de Paiva'));
    const found = success.mock.results[0]!.value as string;
    expect(screen.getByLabelText('UF')).toHaveTextContent('RJ');
    await retype(user, '99999999');
    expect(screen.getByLabelText('CEP')).toHaveValue('99999-999');
    await waitFor(() =>
      expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription(/CEP não encontrado/),
    );
    // Leblon's address no longer stands beside a CEP that is not Leblon's.
    expect(screen.getByLabelText('Logradouro')).toHaveValue('');
    expect(screen.getByLabelText('Bairro')).toHaveValue('');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    expect(screen.getByLabelText('UF')).toHaveTextContent('sem UF');
    expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription(
      /Endereço do CEP anterior removido: preencha o endereço/,
    );
    // 'Endereço encontrado!' spoke of the CEP replaced: it goes as soon as that CEP is edited.
    expect(hide).toHaveBeenCalledWith(found);
  });

  it('keeps what the user typed or corrected over a filled address', async () => {
    const user = userEvent.setup();
    await renderDialog(<Form />);
    await user.type(screen.getByLabelText('CEP'), '22440000');
    await waitFor(() => expect(screen.getByLabelText('Bairro')).toHaveValue('Leblon'));
    await user.clear(screen.getByLabelText('Bairro'));
    await user.type(screen.getByLabelText('Bairro'), 'Leblon Alto');
    await retype(user, '99999999');
    await waitFor(() =>
      expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription(/CEP não encontrado/),
    );
    expect(screen.getByLabelText('Logradouro')).toHaveValue('');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Leblon Alto');
  });

  it('leaves an address it did not fill (typed, or loaded with the record) and only flags the CEP', async () => {
    const user = userEvent.setup();
    await renderDialog(
      <Form
        initial={{
          zip_code: '22440-000',
          street: 'Rua Dias Ferreira',
          neighborhood: 'Leblon',
          city: 'Rio de Janeiro',
          state: 'RJ',
        }}
      />,
    );
    await retype(user, '99999999');
    await waitFor(() =>
      expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription(/CEP não encontrado/),
    );
    expect(screen.getByLabelText('Logradouro')).toHaveValue('Rua Dias Ferreira');
    expect(screen.getByLabelText('UF')).toHaveTextContent('RJ');
  });

  it('empties the previous address when the lookup of the new CEP fails', async () => {
    const user = userEvent.setup();
    await renderDialog(<Form />);
    await user.type(screen.getByLabelText('CEP'), '22440000');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Rio de Janeiro'));
    server.use(http.get('/ws/{cep}/json', () => HttpResponse.error()));
    await retype(user, '01310100');
    await waitFor(() =>
      expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription(/Erro ao buscar CEP/),
    );
    expect(screen.getByLabelText('Logradouro')).toHaveValue('');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
  });

  it("replaces the previous address even where the form keeps a part the new CEP lacks (a city's CEP without a street)", async () => {
    const user = userEvent.setup();
    await renderDialog(<Form fill={fillKnown} />);
    await user.type(screen.getByLabelText('CEP'), '22440000');
    await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('Avenida Ataulfo de Paiva'));
    server.use(
      http.get('/ws/{cep}/json', ({ response }) =>
        response(200).json({
          cep: '28990-000',
          logradouro: '',
          bairro: '',
          localidade: 'Saquarema',
          uf: 'RJ',
        }),
      ),
    );
    await retype(user, '28990000');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Saquarema'));
    expect(screen.getByLabelText('Logradouro')).toHaveValue('');
    expect(screen.getByLabelText('Bairro')).toHaveValue('');
    expect(screen.getByLabelText('UF')).toHaveTextContent('RJ');
  });
});
