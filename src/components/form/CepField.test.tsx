import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { CepAddress } from '@/api/postal-code';
import { toast } from '@/lib/notify';
import { server } from '@mocks/node';
import { renderDialog } from '../../../tests/helpers/render-dialog';
import { CepField } from './CepField';
import { http } from '@mocks/http';

function Form({ onAddress }: { onAddress: (a: CepAddress) => void }) {
  const { control } = useForm({ defaultValues: { zip_code: '' } });
  return <CepField control={control} name="zip_code" onAddress={onAddress} />;
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
    await renderDialog(<Form onAddress={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('CEP'), '22440000');
    expect(await screen.findByText('Erro ao buscar CEP')).toBeInTheDocument();
  });

  it("says 'CEP deve ter 8 dígitos' when the field is left incomplete, and clears it on edit", async () => {
    await renderDialog(<Form onAddress={vi.fn()} />);
    const input = screen.getByLabelText('CEP');
    await userEvent.type(input, '2244');
    await userEvent.tab();
    expect(screen.getByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
    await userEvent.type(input, '0');
    expect(screen.queryByText('CEP deve ter 8 dígitos')).not.toBeInTheDocument();
  });
});
