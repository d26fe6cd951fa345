import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/**
 * /properties/$id/edit for a partner's shared property: read-only, as the detail
 * page says, so no form is offered that the server would refuse on save.
 */
export function SharedReadOnly({ id, title }: { id: number; title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} size="h3">
          Imóvel compartilhado por parceiro (somente leitura)
        </Title>
        <Text size="sm" maw={520}>
          “{title}” pertence a uma imobiliária parceira: você pode vê-lo, mas não editá-lo.
        </Text>
        <Button
          renderRoot={(props) => <Link {...props} to="/properties/$id" params={{ id: String(id) }} />}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Ver detalhes do imóvel
        </Button>
      </Stack>
    </Paper>
  );
}
