import * as v from 'valibot';

/**
 * "Criar Novo Usuário". The screen only shows the 6-character minimum as a
 * placeholder; the server enforces it, and the mock validates POST /api/users/create with this.
 */
const REQUIRED: Record<string, string> = {
  username: 'Usuário é obrigatório',
  email: 'Email é obrigatório',
  password: 'Senha é obrigatória',
};

export const createUserSchema = v.object(
  {
    username: v.pipe(
      v.string('Usuário é obrigatório'),
      v.trim(),
      v.minLength(1, 'Usuário é obrigatório'),
      v.minLength(3, 'Usuário deve ter pelo menos 3 caracteres'),
      v.maxLength(50, 'Usuário deve ter no máximo 50 caracteres'),
    ),
    email: v.pipe(
      v.string('Email é obrigatório'),
      v.trim(),
      v.minLength(1, 'Email é obrigatório'),
      v.email('Email inválido'),
    ),
    password: v.pipe(
      v.string('Senha é obrigatória'),
      v.minLength(1, 'Senha é obrigatória'),
      v.minLength(6, 'Senha deve ter pelo menos 6 caracteres'),
    ),
    is_admin: v.optional(v.boolean('Permissão de administrador inválida'), false),
  },
  // A missing field reports the field's own "required" message (valibot's default is generic).
  (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    return (typeof key === 'string' && REQUIRED[key]) || 'Campo obrigatório';
  },
);

/**
 * The 'Criar Novo Usuário' form's own checks: the required fields only. The 6-character password
 * minimum is shown as a placeholder and left to the server, whose 422 message goes under the field
 *.
 */
export const createUserFormSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, REQUIRED.username!)),
  email: v.pipe(v.string(), v.trim(), v.minLength(1, REQUIRED.email!)),
  password: v.pipe(v.string(), v.minLength(1, REQUIRED.password!)),
  is_admin: v.boolean(),
});

export type CreateUserFormValues = v.InferOutput<typeof createUserFormSchema>;
