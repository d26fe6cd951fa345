import { Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { plural } from '@/lib/format';
import { PORTAL_REFUSALS } from '@/lib/portal-rules';
import { RULE_FIELDS } from './steps';
import type { WizardReadiness } from './WizardReadinessProvider';
import type { WizardField } from './values';

/** The heading that names what stops publishing (Publicar is described by it). */
function readinessHeading(r: WizardReadiness): string {
  if (r.ready) return 'Pronto para publicar';
  if (r.blocking.length > 0) {
    return `${plural(r.blocking.length, 'campo obrigatório', 'campos obrigatórios')} para publicar`;
  }
  return `${plural(r.invalid.length, 'valor a corrigir', 'valores a corrigir')} para publicar`;
}

/**
 * A list entry that opens its field. The link is a block, so a long entry wraps under itself and
 * the bullet or icon stays beside its first line.
 */
function EntryLink({
  onClick,
  dimmed,
  children,
}: {
  onClick: () => void;
  dimmed?: boolean;
  children: string;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      display="block"
      c={dimmed ? 'dimmed' : undefined}
      onClick={onClick}
    >
      {children}
    </Anchor>
  );
}

/** Icons beside the first line of a wrapped entry, not its middle. */
const TOP_ALIGNED = { itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 3 } } as const;

/**
 * What blocks publishing — fields missing, values the save would refuse — and what is
 * advised, each a link to its field. With the export on, the portal's own rule about photos is said.
 */
export function ReadinessLists({
  readiness: r,
  portal,
  headingId,
  open,
}: {
  readiness: WizardReadiness;
  portal: boolean;
  headingId: string;
  open: (field: WizardField) => void;
}) {
  const showBlocking = r.blocking.length > 0;
  return (
    <>
      <section aria-labelledby={headingId}>
        <Text id={headingId} size="sm" fw={700}>
          {readinessHeading(r)}
        </Text>
        {showBlocking && (
          <List
            size="sm"
            spacing={2}
            mt={4}
            icon={<IconAlertTriangle size={14} aria-hidden />}
            styles={TOP_ALIGNED}
          >
            {r.blockingKeys.map((key, i) => (
              <List.Item key={key}>
                <EntryLink onClick={() => open(RULE_FIELDS[key])}>{r.blocking[i]!}</EntryLink>
              </List.Item>
            ))}
          </List>
        )}
        {portal && r.blockingKeys.includes('photos') && (
          <Text size="xs" c="dimmed" mt={4}>
            Regra do Canal Pro: {PORTAL_REFUSALS.MISSING_IMAGES}. Sem exportar, fotos são só uma recomendação.
          </Text>
        )}
      </section>
      {r.invalid.length > 0 && (
        <section aria-labelledby={`${headingId}-invalid`}>
          <Text id={`${headingId}-invalid`} size="sm" fw={700} c="var(--mantine-color-error)">
            {showBlocking ? 'Corrija também' : 'Corrija para publicar e salvar'}
          </Text>
          <List
            size="sm"
            spacing={2}
            mt={4}
            icon={<IconAlertCircle size={14} color="var(--mantine-color-error)" aria-hidden />}
            styles={TOP_ALIGNED}
          >
            {r.invalid.map((issue) => (
              <List.Item key={`${issue.field ?? ''}:${issue.message}`}>
                {issue.field ? (
                  <EntryLink onClick={() => open(issue.field!)}>{issue.message}</EntryLink>
                ) : (
                  <Text size="sm">{issue.message}</Text>
                )}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {r.warnings.length > 0 && (
        <section aria-labelledby={`${headingId}-warnings`}>
          <Text id={`${headingId}-warnings`} size="sm" fw={700}>
            Recomendações
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {r.warningKeys.map((key, i) => (
              <List.Item key={key}>
                <EntryLink dimmed onClick={() => open(RULE_FIELDS[key])}>
                  {r.warnings[i]!}
                </EntryLink>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </>
  );
}
