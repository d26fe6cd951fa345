import * as v from 'valibot';

/** The sign-in and registration rules, with the spec's exact messages. The mock validates /auth/* bodies with these too. */
export const loginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, 'Usuário é obrigatório')),
  password: v.pipe(v.string(), v.minLength(1, 'Senha é obrigatória')),
});

export const registerSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(3, 'Usuário deve ter pelo menos 3 caracteres'),
    v.maxLength(50, 'Usuário deve ter no máximo 50 caracteres'),
  ),
  email: v.pipe(v.string(), v.trim(), v.email('Email inválido')),
  password: v.pipe(v.string(), v.minLength(6, 'Senha deve ter pelo menos 6 caracteres')),
  tenant_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))),
});

export type LoginValues = v.InferOutput<typeof loginSchema>;
export type RegisterValues = v.InferOutput<typeof registerSchema>;
