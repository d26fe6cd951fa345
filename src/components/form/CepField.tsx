import { Loader } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  useFormContext,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { CepAddress } from '@/api/postal-code';
import { useCepLookup } from '@/hooks/useCepLookup';
import { maskCep } from '@/lib/masks';
import { MaskedField } from './MaskedField';

const PREVIOUS_ADDRESS_REMOVED = 'Endereço do CEP anterior removido: preencha o endereço.';

/** What one lookup put in the form: each field it changed, with its value and its empty value. */
interface Filled<T extends FieldValues> {
  cep: string;
  fields: { name: Path<T>; value: unknown; empty: unknown }[];
}

/**
 * Remembers which fields `onAddress` filled for which CEP — by looking at the form before and
 * after, so each form keeps its own field names and rules (the wizard skips a part the service
 * left blank) — and empties them again once the CEP is another one whose address is not that.
 * A field the user has typed in since keeps what they typed; an address the lookup did not fill
 * (typed, or loaded with the record) is left alone, and the CEP's message flags it.
 */
function useFilledAddress<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  onAddress: (address: CepAddress) => void,
) {
  const filled = useRef<Filled<T> | null>(null);

  /** Empties what a lookup of another CEP filled and nobody changed since; true when it did. */
  const clearStale = (cep: string): boolean => {
    const last = filled.current;
    if (!last || last.cep === cep) return false;
    filled.current = null;
    let cleared = false;
    for (const { name, value, empty } of last.fields) {
      if (!Object.is(form.getValues(name), value)) continue;
      form.setValue(name, empty as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
      cleared = true;
    }
    return cleared;
  };

  const fill = (address: CepAddress, cep: string) => {
    clearStale(cep);
    const before: Record<string, unknown> = form.getValues();
    onAddress(address);
    const after: Record<string, unknown> = form.getValues();
    const fields = Object.keys(after)
      .filter((name) => !Object.is(before[name], after[name]))
      .map((name) => ({
        name: name as Path<T>,
        value: after[name],
        // A select empties to null, a text input to ''.
        empty: before[name] === null || before[name] === undefined ? before[name] : '',
      }));
    filled.current = { cep, fields };
  };

  return { fill, clearStale };
}

/**
 * The CEP input of every address form: masked `00000-000`, looked up when complete, `onAddress`
 * fills the form's street, neighbourhood, city and state. When the CEP changes to one
 * that is not found (or cannot be looked up), the address filled for the previous CEP is emptied
 * and the field says so: an address is never saved beside a CEP that is not its own. The lookup's
 * message shows under the field unless the form has its own error for it.
 *
 * Needs its form's `FormProvider` (to read and empty the fields `onAddress` filled).
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
  const form = useFormContext<T, unknown, unknown>() as UseFormReturn<T, unknown, unknown> | null;
  if (!form) throw new Error('CepField needs its form in a FormProvider');
  const address = useFilledAddress(form, onAddress);
  const [removed, setRemoved] = useState(false);
  const cep = useCepLookup({
    onFound: address.fill,
    onMiss: (digits) => setRemoved(address.clearStale(digits)),
  });
  return (
    <MaskedField
      control={control}
      name={name}
      mask={maskCep}
      label={label}
      placeholder="00000-000"
      maxLength={9}
      autoComplete="postal-code"
      onValueChange={(value) => {
        setRemoved(false);
        void cep.onCepChange(value);
      }}
      onBlur={(event) => cep.onCepBlur(event.currentTarget.value)}
      error={cep.error ?? undefined}
      description={removed ? PREVIOUS_ADDRESS_REMOVED : undefined}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      rightSection={cep.loading ? <Loader size="xs" role="status" aria-label="Buscando CEP" /> : undefined}
    />
  );
}
