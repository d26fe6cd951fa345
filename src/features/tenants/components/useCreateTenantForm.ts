import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/api/errors';
import type { CepAddress } from '@/api/postal-code';
import { UF_CODES } from '@/api/enums';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { toast } from '@/lib/notify';
import { useCreateTenant } from '../api/tenants';
import {
  conflictField,
  EMPTY_TENANT,
  TENANT_FIELDS,
  tenantResolver,
  type TenantFormValues,
} from '../form-values';
import { bannerMessage, TENANT_MESSAGES_UI } from '../messages';
import type { CreateTenantBody } from '../schemas';

const isUf = (value: string): value is (typeof UF_CODES)[number] =>
  (UF_CODES as readonly string[]).includes(value);

/**
 * The 'Criar Novo Tenant' form's state and submit. A failure says so in the red banner (the
 * server's words, 'Erro de conexão' without an answer, else 'Erro ao criar tenant') and puts what
 * belongs to a field under it (422 details, 409 on the admin or the document); nothing typed is
 * lost. A success toasts, empties the form and calls `onCreated` (the list reloads by itself).
 */
export function useCreateTenantForm(onCreated: () => void) {
  const create = useCreateTenant();
  // The banner's words, and whether it is brought into view: not when a field took the focus.
  const [failure, setFailure] = useState<{ message: string; reveal: boolean } | null>(null);
  const form = useForm<TenantFormValues, unknown, CreateTenantBody>({
    resolver: tenantResolver,
    defaultValues: EMPTY_TENANT,
    // A field's message shows once it is left, the schema's ('não pode ser no futuro') as the
    // parser's ('Data inválida') does: not only on submit.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // Every check, not the first failing one: the schema's PF/PJ requirements come after its fields.
    criteriaMode: 'all',
  });

  const save = useSingleFlight(async (body: CreateTenantBody) => {
    try {
      await create.mutateAsync(body);
      toast.success(TENANT_MESSAGES_UI.created);
      form.reset(EMPTY_TENANT);
      onCreated();
    } catch (error) {
      const message = bannerMessage(error, TENANT_MESSAGES_UI.createError);
      if (!isApiError(error)) {
        setFailure({ message, reveal: true });
        return;
      }
      const placed = Object.entries(error.fieldErrors).filter(([field]) =>
        (TENANT_FIELDS as string[]).includes(field),
      ) as [keyof TenantFormValues, string][];
      const conflict = conflictField(error.code, body.tenant_type);
      if (conflict) placed.push([conflict, error.message]);
      setFailure({ message, reveal: placed.length === 0 });
      placed.forEach(([field, text], index) =>
        form.setError(field, { message: text }, { shouldFocus: index === 0 }),
      );
    }
  });

  const submit = form.handleSubmit((body) => save.run(body));

  /** The CEP lookup's address fills the address fields. */
  const fillAddress = (address: CepAddress) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('street', address.street, options);
    form.setValue('neighborhood', address.neighborhood, options);
    form.setValue('city', address.city, options);
    if (isUf(address.state)) form.setValue('state', address.state, options);
  };

  return {
    form,
    // A new attempt takes the last answer's banner down, the client's own checks' failure too: it
    // stayed, saying 'Nome de usuário do administrador já existe' over 'CPF inválido'.
    submit: (event?: BaseSyntheticEvent) => {
      setFailure(null);
      return submit(event);
    },
    busy: save.busy,
    failure,
    dismissFailure: () => setFailure(null),
    fillAddress,
  };
}
