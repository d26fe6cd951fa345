import { Loader } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { CepAddress } from '@/api/postal-code';
import { useCepLookup } from '@/hooks/useCepLookup';
import { maskCep } from '@/lib/masks';
import { MaskedField } from './MaskedField';

/**
 * The CEP input of every address form: masked `00000-000`, looked up when complete, `onAddress`
 * fills the form's street, neighbourhood, city and state (part 2 §5). The lookup's message shows
 * under the field unless the form has its own error for it.
 */
export function CepField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  onAddress,
  label = 'CEP',
}: {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  onAddress: (address: CepAddress) => void;
  label?: string;
}) {
  const cep = useCepLookup(onAddress);
  return (
    <MaskedField
      control={control}
      name={name}
      mask={maskCep}
      label={label}
      placeholder="00000-000"
      maxLength={9}
      autoComplete="postal-code"
      onValueChange={(value) => void cep.onCepChange(value)}
      onBlur={(event) => cep.onCepBlur(event.currentTarget.value)}
      error={cep.error ?? undefined}
      rightSection={cep.loading ? <Loader size="xs" aria-label="Buscando CEP" /> : undefined}
    />
  );
}
