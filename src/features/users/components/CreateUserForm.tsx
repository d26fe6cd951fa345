import { Group, Paper, SimpleGrid, Switch, TextInput, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '@/api/errors';
import { BusyButton } from '@/components/BusyButton';
import { PasswordField } from '@/components/form/PasswordField';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/notify';
import { useCreateUser } from '../api/users';
import { createUserFormSchema, type CreateUserFormValues } from '../schemas';

const CREATE_USER_ERROR = 'Erro ao criar usuário';
const FIELDS = ['username', 'email', 'password'] as const;
const EMPTY: CreateUserFormValues = { username: '', email: '', password: '', is_admin: false };

/**
 * 'Criar Novo Usuário' (administrators): the new user joins the list; the server's refusals
 * (422 details, a username or email already taken) go under their field, nothing typed is lost.
 */
export function CreateUserForm() {
  const create = useCreateUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CreateUserFormValues>({
    resolver: formResolver<CreateUserFormValues, CreateUserFormValues>(createUserFormSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  });

  const save = useSingleFlight(async (values: CreateUserFormValues) => {
    try {
      const result = await create.mutateAsync(values);
      toast.success(result.message ?? 'Usuário criado com sucesso');
      reset(EMPTY);
    } catch (error) {
      toast.failure(error, CREATE_USER_ERROR);
      if (!isApiError(error)) return;
      const placed = Object.entries(error.fieldErrors).filter(([field]) =>
        (FIELDS as readonly string[]).includes(field),
      ) as [(typeof FIELDS)[number], string][];
      // A name or email already taken (409) belongs under its field too.
      if (error.code === 'USERNAME_TAKEN') placed.push(['username', error.message]);
      if (error.code === 'EMAIL_TAKEN') placed.push(['email', error.message]);
      // The first of them takes the focus, as the client's own checks do.
      placed.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="create-user-title">
      <Title order={2} size="h4" id="create-user-title" mb="sm">
        Criar Novo Usuário
      </Title>
      <form onSubmit={handleSubmit((values) => save.run(values))} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Usuário"
            required
            autoComplete="off"
            error={errors.username?.message}
            {...register('username')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Senha"
            required
            placeholder="Mínimo 6 caracteres"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Controller
            control={control}
            name="is_admin"
            render={({ field }) => (
              <Switch
                label="Administrador"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <BusyButton type="submit" busy={save.busy} leftSection={<IconUserPlus size={16} aria-hidden />}>
            Criar usuário
          </BusyButton>
        </Group>
      </form>
    </Paper>
  );
}
