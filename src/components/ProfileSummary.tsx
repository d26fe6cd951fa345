import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

/**
 * The signed-in user's 'Meu perfil' card of the administration screens: a tag for what they may
 * do there and up to four facts. Each screen chooses its own tag and facts.
 */
export function ProfileSummary({
  tag,
  highlighted,
  facts,
}: {
  tag: string;
  /** The tag in colour (a permission the user has), else grey. */
  highlighted: boolean;
  facts: { label: string; value: string }[];
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          Meu perfil
        </Title>
        <Badge variant="light" color={highlighted ? 'blue' : 'gray'} tt="none">
          {tag}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {facts.map(({ label, value }) => (
          <Stack key={label} gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
