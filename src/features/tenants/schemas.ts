import * as v from 'valibot';
import { TENANT_TYPES, UF_CODES } from '@/api/enums';
import { todayInBrasilia } from '@/lib/brasilia';
import { isBrazilianPhone } from '@/lib/contact';
import { isValidCnpj, isValidCpf } from '@/lib/documents';
import { isIsoDate } from '@/lib/parse';

/**
 * "Criar Novo Tenant". PF (self-employed broker) requires CPF and full name; PJ
 * (agency) requires CNPJ and company name. The form and the mock (POST /api/tenants/create)
 * validate with this schema.
 *
 * Optional text fields treat a blank value as absent (a form keeps '' in untouched inputs): the
 * output never carries blanks, so what the client sends from it matches the contract.
 */

/** Input masks. */
export const MASK_LIMITS = { cpf: 14, cnpj: 18, phone: 15, zip_code: 9 } as const;

const CPF_PATTERN = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_PATTERN = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;
const CEP_PATTERN = /^\d{5}-?\d{3}$/;

const TENANT_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  tenantTypeInvalid: 'Tipo deve ser PF ou PJ',
  cpfRequired: 'CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
  fullNameRequired: 'Nome completo é obrigatório',
  cnpjRequired: 'CNPJ é obrigatório',
  cnpjInvalid: 'CNPJ inválido',
  companyNameRequired: 'Razão social é obrigatória',
  cepInvalid: 'CEP deve ter 8 dígitos',
  stateInvalid: 'UF inválida',
  emailInvalid: 'Email inválido',
  phoneInvalid: 'Telefone inválido',
  birthDateInvalid: 'Data de nascimento inválida',
  birthDateFuture: 'Data de nascimento não pode ser no futuro',
  adminUsernameRequired: 'Usuário do administrador é obrigatório',
  adminEmailRequired: 'Email do administrador é obrigatório',
  adminPasswordRequired: 'Senha do administrador é obrigatória',
} as const;

const M = TENANT_MESSAGES;

/** An optional text field: blank → absent; otherwise trimmed and checked by `rules`. */
function optionalText(...rules: v.PipeItem<string, string, v.BaseIssue<unknown>>[]) {
  return v.optional(
    v.pipe(
      v.string('Valor inválido'),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), ...rules)),
    ),
  );
}

const REQUIRED: Record<string, string> = {
  name: M.nameRequired,
  admin_username: M.adminUsernameRequired,
  admin_email: M.adminEmailRequired,
  admin_password: M.adminPasswordRequired,
};

/** A missing field reports the field's own "required" message (valibot's default is generic). */
function missingField(issue: v.ObjectIssue): string {
  const key = issue.path?.[issue.path.length - 1]?.key;
  return (typeof key === 'string' && REQUIRED[key]) || 'Campo obrigatório';
}

const maxLen = (n: number, label: string) =>
  v.maxLength<string, number, string>(n, `${label} deve ter no máximo ${n} caracteres`);

const phoneAsSent = optionalText(maxLen(MASK_LIMITS.phone, 'Telefone'));

/**
 * The request's fields; the admin password's rules and the phone's differ between server and form.
 */
const tenantSchema = (adminPassword: v.GenericSchema<string, string>, phone = phoneAsSent) =>
  v.pipe(
    v.object(
      {
        name: v.pipe(v.string(M.nameRequired), v.trim(), v.minLength(1, M.nameRequired), maxLen(255, 'Nome')),
        tenant_type: v.optional(v.picklist(TENANT_TYPES, M.tenantTypeInvalid), 'PJ'),
        // PF
        cpf: optionalText(
          maxLen(MASK_LIMITS.cpf, 'CPF'),
          v.regex(CPF_PATTERN, M.cpfInvalid),
          v.check(isValidCpf, M.cpfInvalid),
        ),
        full_name: optionalText(maxLen(255, 'Nome completo')),
        birth_date: optionalText(
          v.check(isIsoDate, M.birthDateInvalid),
          v.check((date) => date >= '1900-01-01', M.birthDateInvalid),
          v.check((date) => date <= todayInBrasilia(), M.birthDateFuture),
        ),
        // PJ
        cnpj: optionalText(
          maxLen(MASK_LIMITS.cnpj, 'CNPJ'),
          v.regex(CNPJ_PATTERN, M.cnpjInvalid),
          v.check(isValidCnpj, M.cnpjInvalid),
        ),
        company_name: optionalText(maxLen(255, 'Razão social')),
        trade_name: optionalText(maxLen(255, 'Nome fantasia')),
        // Contact
        email: optionalText(v.email(M.emailInvalid)),
        phone,
        creci: optionalText(maxLen(50, 'CRECI')),
        // Address
        zip_code: optionalText(maxLen(MASK_LIMITS.zip_code, 'CEP'), v.regex(CEP_PATTERN, M.cepInvalid)),
        street: optionalText(maxLen(255, 'Logradouro')),
        number: optionalText(maxLen(20, 'Número')),
        complement: optionalText(maxLen(255, 'Complemento')),
        neighborhood: optionalText(maxLen(255, 'Bairro')),
        city: optionalText(maxLen(255, 'Cidade')),
        // Not optionalText: its rules are typed as plain strings, and the body's state is a UF.
        state: v.optional(
          v.pipe(
            v.string(M.stateInvalid),
            v.trim(),
            v.transform((s) => (s === '' ? undefined : s)),
            v.optional(v.picklist(UF_CODES, M.stateInvalid)),
          ),
        ),
        country: v.optional(
          v.pipe(
            v.string('País inválido'),
            v.trim(),
            v.transform((s) => s || 'Brasil'),
            maxLen(100, 'País'),
          ),
          'Brasil',
        ),
        // The tenant's one admin user
        admin_username: v.pipe(
          v.string(M.adminUsernameRequired),
          v.trim(),
          v.minLength(1, M.adminUsernameRequired),
          v.minLength(3, 'Usuário deve ter pelo menos 3 caracteres'),
          maxLen(50, 'Usuário'),
        ),
        admin_email: v.pipe(
          v.string(M.adminEmailRequired),
          v.trim(),
          v.minLength(1, M.adminEmailRequired),
          v.email(M.emailInvalid),
        ),
        admin_password: adminPassword,
      },
      missingField,
    ),
    // Conditional requirements, reported on the field itself (so the form shows them in place).
    v.forward(
      v.partialCheck(
        [['tenant_type'], ['cpf']],
        (t) => t.tenant_type !== 'PF' || Boolean(t.cpf),
        M.cpfRequired,
      ),
      ['cpf'],
    ),
    v.forward(
      v.partialCheck(
        [['tenant_type'], ['full_name']],
        (t) => t.tenant_type !== 'PF' || Boolean(t.full_name),
        M.fullNameRequired,
      ),
      ['full_name'],
    ),
    v.forward(
      v.partialCheck(
        [['tenant_type'], ['cnpj']],
        (t) => t.tenant_type !== 'PJ' || Boolean(t.cnpj),
        M.cnpjRequired,
      ),
      ['cnpj'],
    ),
    v.forward(
      v.partialCheck(
        [['tenant_type'], ['company_name']],
        (t) => t.tenant_type !== 'PJ' || Boolean(t.company_name),
        M.companyNameRequired,
      ),
      ['company_name'],
    ),
  );

const requiredPassword = v.pipe(v.string(M.adminPasswordRequired), v.minLength(1, M.adminPasswordRequired));

/** POST /api/tenants/create as the server checks it (the mock answers 422 with its messages). */
export const createTenantSchema = tenantSchema(
  v.pipe(requiredPassword, v.minLength(6, 'Senha deve ter pelo menos 6 caracteres')),
);

/**
 * The 'Criar Novo Tenant' form's own checks: everything but the admin password's 6-character
 * minimum, which is only a placeholder on the screen and left to the server; and a phone typed
 * whole (the contract takes any text up to 15 characters, and '(11) 9876' was saved).
 */
export const createTenantFormSchema = tenantSchema(
  requiredPassword,
  optionalText(maxLen(MASK_LIMITS.phone, 'Telefone'), v.check(isBrazilianPhone, M.phoneInvalid)),
);

export type CreateTenantBody = v.InferOutput<typeof createTenantFormSchema>;
