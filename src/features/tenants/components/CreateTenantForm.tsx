import { Button, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { BusyButton } from '@/components/BusyButton';
import { ErrorBanner } from './ErrorBanner';
import { TenantAddressFields } from './TenantAddressFields';
import { TenantAdminFields } from './TenantAdminFields';
import { TenantContactFields } from './TenantContactFields';
import { TenantIdentityFields } from './TenantIdentityFields';
import { useCreateTenantForm } from './useCreateTenantForm';

export const CREATE_TENANT_FORM_ID = 'create-tenant-form';

/**
 * 'Criar Novo Tenant' open (super administrators): the tenant, its address and its admin user.
 * `onClose` is both 'Cancelar' and what a success does after emptying the form.
 *
 * @param focusRequests opening the form puts the cursor in its first field, and so does each
 *   further press of the header's 'Criar Novo Tenant' while it is open
 */
export function CreateTenantForm({ onClose, focusRequests }: { onClose: () => void; focusRequests: number }) {
  const { form, submit, busy, failure, dismissFailure, fillAddress } = useCreateTenantForm(onClose);
  useEffect(() => form.setFocus('name'), [form, focusRequests]);
  const title = useRef<HTMLHeadingElement>(null);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      id={CREATE_TENANT_FORM_ID}
      aria-labelledby="create-tenant-title"
    >
      <Title
        order={2}
        size="h4"
        id="create-tenant-title"
        mb="sm"
        ref={title}
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        Criar Novo Tenant
      </Title>
      {/* The CEP field reads and empties the address it filled through the form's context. */}
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {failure && (
              <ErrorBanner
                message={failure.message}
                reveal={failure.reveal}
                onClose={() => {
                  // Its × goes with it: the focus goes to the form's title, not to the page.
                  title.current?.focus();
                  dismissFailure();
                }}
              />
            )}
            <TenantIdentityFields form={form} />
            <Divider />
            <TenantContactFields form={form} />
            <Divider />
            <TenantAddressFields form={form} onAddress={fillAddress} />
            <Divider />
            <TenantAdminFields form={form} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                Cancelar
              </Button>
              <BusyButton type="submit" busy={busy} leftSection={<IconBuildingPlus size={16} aria-hidden />}>
                Criar tenant
              </BusyButton>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
