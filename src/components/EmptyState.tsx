import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a screen shows when there is nothing yet: what it is, and what to do next. */
export function EmptyState({
  icon: IconComponent,
  title,
  description,
  action,
}: {
  /** A Tabler icon, shown in a light circle above the title (decorative). */
  icon: Icon;
  /** What is empty ('Nenhum imóvel cadastrado'), as a level-2 heading. */
  title: string;
  /** Why, or what to do next, dimmed under the title. */
  description?: ReactNode;
  /** The way forward, usually a button ('Cadastrar imóvel'). */
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconComponent size={28} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" maw={480}>
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
