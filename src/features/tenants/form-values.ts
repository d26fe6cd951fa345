import type { Resolver } from 'react-hook-form';
import type { components } from '@/api/schema';
import { formResolver } from '@/lib/form-resolver';
import { createTenantFormSchema, type CreateTenantBody } from './schemas';

/** What the 'Criar Novo Tenant' inputs hold: text as typed ('' when empty), null for no date or UF. */
export interface TenantFormValues {
  name: string;
  tenant_type: components['schemas']['TenantType'];
  cpf: string;
  full_name: string;
  birth_date: string | null;
  cnpj: string;
  company_name: string;
  trade_name: string;
  email: string;
  phone: string;
  creci: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string | null;
  country: string;
  admin_username: string;
  admin_email: string;
  admin_password: string;
}

/** Defaults: type PJ, country Brasil. */
export const EMPTY_TENANT: TenantFormValues = {
  name: '',
  tenant_type: 'PJ',
  cpf: '',
  full_name: '',
  birth_date: null,
  cnpj: '',
  company_name: '',
  trade_name: '',
  email: '',
  phone: '',
  creci: '',
  zip_code: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: null,
  country: 'Brasil',
  admin_username: '',
  admin_email: '',
  admin_password: '',
};

export const TENANT_FIELDS = Object.keys(EMPTY_TENANT) as (keyof TenantFormValues)[];

/** The fields of the other type stay in the form (switching back finds them) but are not sent. */
const ONLY_FOR = {
  PF: ['cpf', 'full_name', 'birth_date'],
  PJ: ['cnpj', 'company_name', 'trade_name'],
} as const;

const validate = formResolver<TenantFormValues, CreateTenantBody>(createTenantFormSchema);

/** The form's schema applied to the chosen type's fields only (null is what the schema calls absent). */
export const tenantResolver: Resolver<TenantFormValues, unknown, CreateTenantBody> = (
  values,
  context,
  options,
) => {
  const other = ONLY_FOR[values.tenant_type === 'PF' ? 'PJ' : 'PF'];
  const sent = { ...values, ...Object.fromEntries(other.map((field) => [field, null])) };
  return validate(sent as TenantFormValues, context, options);
};

/** Where a 409 belongs: the admin's username or email, or the document of the tenant's type. */
export function conflictField(
  code: string,
  type: TenantFormValues['tenant_type'],
): keyof TenantFormValues | undefined {
  if (code === 'USERNAME_TAKEN') return 'admin_username';
  if (code === 'EMAIL_TAKEN') return 'admin_email';
  if (code === 'DOCUMENT_TAKEN') return type === 'PF' ? 'cpf' : 'cnpj';
  return undefined;
}
