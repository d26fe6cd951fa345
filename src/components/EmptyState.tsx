import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What a screen shows when there is nothing (yet) to show: what it is, and what to do next. As a
 * whole page (`page`: a property or schedule not found, an archived property's edit address) its
 * title is the page's level-1 heading and the icon is yellow, a warning rather than a start.
 */
export function EmptyState({
  icon: IconComponent,
  title,
  description,
  action,
  page = false,
  testId,
}: {
  /** A Tabler icon, shown in a light circle above the title (decorative). */
  icon: Icon;
  /** What is empty ('Nenhum imóvel cadastrado'), as a level-2 heading. */
  title: string;
  /** Why, or what to do next, dimmed under the title. */
  description?: ReactNode;
  /** The way forward, usually a button ('Cadastrar imóvel'). */
  action?: ReactNode;
  /** The whole page's content, not a part of a screen (see above). */
  page?: boolean;
  testId?: string;
}) {
  return (
    <Paper withBorder p="xl" radius="md" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={page ? 'yellow' : undefined} aria-hidden>
          <IconComponent size={28} />
        </ThemeIcon>
        <Title order={page ? 1 : 2} size={page ? 'h3' : 'h4'}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" maw={480} style={{ overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
