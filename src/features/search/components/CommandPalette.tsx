import '@mantine/spotlight/styles.css';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import type { PropertyListItem } from '@/features/properties/api/properties';
import { normalizePropertyDetail, propertyDetailOptions } from '@/features/properties/api/property-detail';
import { propertySearchOptions, vectorSearchOptions } from '../api/search';
import { PropertyHit, type Hit } from './PropertyHit';
import { usePaletteCommands } from './usePaletteCommands';

const [store, palette] = createSpotlight();

const SEARCH_ERROR = 'Erro ao buscar imóveis';

/** 'Erro ao buscar imóveis', with the server's reason or the connection message when there is one. */
function searchFailure(error: unknown): string {
  const detail = errorMessage(error, SEARCH_ERROR);
  return detail === SEARCH_ERROR ? SEARCH_ERROR : `${SEARCH_ERROR}: ${detail}`;
}

/**
 * The results' scroll area is reachable by Tab too (the arrows move through the results from the
 * search box), a region named 'Resultados' (a name on a role-less div is not read: axe
 * aria-prohibited-attr). ActionsList hands its other props to ScrollArea.Autosize, whose
 * `viewportProps` its own type leaves out.
 */
const RESULTS_VIEWPORT = {
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Resultados' },
} as Record<string, unknown>;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The command palette (Ctrl+K / ⌘K): screens and main actions, properties by code, external id or
 * title as the user types, and by a sentence through the vector search. Loaded on first use.
 */
export default function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const commands = usePaletteCommands(query);

  useEffect(() => {
    if (opened) palette.open();
  }, [opened]);

  const found = useQuery(propertySearchOptions(debounced));
  const similar = useQuery(vectorSearchOptions(debounced));
  const similarIds = (similar.data ?? []).filter((id) => !found.data?.data.some((p) => p.id === id));
  const similarDetails = useQueries({
    queries: similarIds.map((id) => ({ ...propertyDetailOptions(id), select: normalizePropertyDetail })),
  });

  const byCode: Hit[] = debounced.length >= 2 ? (found.data?.data ?? []).map(toHit) : [];
  const bySentence: Hit[] = similarDetails.flatMap((q) => (q.data ? [viewToHit(q.data)] : []));
  const loading = found.isFetching || similar.isFetching || similarDetails.some((q) => q.isFetching);
  const open = (id: number) => void navigate({ to: '/properties/$id/view', params: { id: String(id) } });
  const nothing = commands.length === 0 && byCode.length === 0 && bySentence.length === 0;

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={440}
      // The dialog's name; the header that carries it is only for screen readers.
      title="Buscar telas, ações e imóveis"
      // The highlighted result's description stays opaque: Mantine fades it to 0.7, white on the
      // primary colour at 3.3:1 (axe: color-contrast); opaque it is 5:1.
      styles={{ header: VISUALLY_HIDDEN, actionDescription: { opacity: 1 } }}
    >
      <Spotlight.Search
        placeholder="Buscar telas, ações e imóveis (código, título ou uma descrição)"
        aria-label="Buscar telas, ações e imóveis"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={loading ? <Loader size="xs" role="status" aria-label="Buscando" /> : null}
      />
      <Spotlight.ActionsList {...RESULTS_VIEWPORT}>
        {(found.isError || similar.isError) && (
          <Text size="sm" c="red" px="md" py="xs" role="alert">
            {searchFailure(found.error ?? similar.error)}
          </Text>
        )}
        {byCode.length > 0 && (
          <PaletteGroup label="Imóveis">
            {byCode.map((hit) => (
              <PropertyHit key={`code-${hit.id}`} hit={hit} onOpen={open} />
            ))}
          </PaletteGroup>
        )}
        {bySentence.length > 0 && (
          <PaletteGroup label="Parecidos com a descrição">
            {bySentence.map((hit) => (
              <PropertyHit key={`similar-${hit.id}`} hit={hit} onOpen={open} />
            ))}
          </PaletteGroup>
        )}
        {commands.length > 0 && (
          <PaletteGroup label="Telas e ações">
            {commands.map((command) => (
              <Spotlight.Action
                key={command.id}
                label={command.label}
                description={command.description}
                leftSection={<command.icon size={18} aria-hidden />}
                onClick={command.run}
              />
            ))}
          </PaletteGroup>
        )}
        {nothing && !loading && <Spotlight.Empty>Nada encontrado</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/**
 * A titled group of results. Spotlight's own group draws its title from a CSS variable, which
 * neither a screen reader's group navigation nor a test can find; this one is a labelled group.
 */
function PaletteGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="sm" pb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function toHit(p: PropertyListItem): Hit {
  return {
    id: p.id,
    code: p.property_code ?? p.external_id,
    title: p.title,
    neighborhood: p.address?.neighborhood ?? null,
    price: p.price_sale ?? null,
    rent: p.price_rent ?? null,
  };
}

function viewToHit(p: ReturnType<typeof normalizePropertyDetail>): Hit {
  return {
    id: p.id,
    code: p.propertyCode ?? p.externalId,
    title: p.title,
    neighborhood: p.address.neighborhood,
    price: p.prices.sale,
    rent: p.prices.rent,
  };
}
