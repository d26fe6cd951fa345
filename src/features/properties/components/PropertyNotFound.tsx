import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHomeQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

const NOT_FOUND_TITLE = 'Imóvel não encontrado';

/** 'Imóvel não encontrado' with the way back: the detail and the edit wizard. */
export function PropertyNotFound() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconHomeQuestion size={28} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {NOT_FOUND_TITLE}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          O imóvel pode ter sido excluído, ou o endereço não corresponde a um imóvel da sua conta.
        </Text>
        <Button component={Link} to="/properties" leftSection={<IconArrowLeft size={16} />}>
          Voltar para Imóveis
        </Button>
      </Stack>
    </Paper>
  );
}
