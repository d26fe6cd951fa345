import { Button, Group, Menu, NativeSelect, TextInput, type NativeSelectProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconCheck, IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { components } from '@/api/schema';
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '@/lib/property-labels';
import { SORT_KEYS } from '@/api/enums';
import { STATUS_FILTER_OPTIONS } from '../search';

type SortKey = components['schemas']['SortKey'];
type SortOrder = components['schemas']['SortOrder'];

/** Search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS: Record<SortKey, string> = {
  updated_at: 'Data de atualização',
  created_at: 'Data de criação',
  price: 'Preço de venda',
  price_rent: 'Valor do aluguel',
  usable_area: 'Área útil',
  total_area: 'Área total',
};

const ORDER_LABELS: Record<SortOrder, string> = { asc: 'crescente', desc: 'decrescente' };

/** The first option of each filter: no filter (the empty value). */
const ALL_TYPES = { value: '', label: 'Todos os tipos' };
const ALL_STATUSES = { value: '', label: 'Todos os status' };

const TYPE_OPTIONS = [
  ALL_TYPES,
  ...(Object.keys(PROPERTY_TYPE_LABELS) as PropertyType[]).map((value) => ({
    value,
    label: PROPERTY_TYPE_LABELS[value],
  })),
];

/**
 * The search box keeps what is typed in its own state and only tells the list after 300 ms of quiet,
 * so a keystroke re-renders this input and nothing else, and no character is lost while the list
 * reloads. A change from outside replaces the text and drops a search still waiting to be sent (it
 * would bring back what the user left): the URL's text changed ("Limpar filtros", a link) or the
 * history moved (Back, Forward: `historyMoves` counts them), whatever the text there.
 *
 * Each send says whether it refines the one before: both typed since the box last took the focus,
 * with no change from outside in between.
 *
 * A change made elsewhere in the list while a search waits (a filter, the sort, a page) takes that
 * search along (`pendingRef`, useListSearch): sent apart, it landed after the change as a step of
 * its own, and Back showed the change without the search, a list never on screen.
 */
function SearchBox({
  value,
  historyMoves,
  onSearch,
  inputRef,
  pendingRef,
}: {
  value: string;
  historyMoves: number;
  onSearch: (q: string, refines: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
  pendingRef?: Ref<PendingSearch>;
}) {
  const [text, setText] = useState(value);
  // The last value this box sent, and the last URL text and history move seen.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState({ value, historyMoves });
  // Changes from outside so far: each one cancels the search waiting to be sent (the effect below).
  const [outsideChanges, setOutsideChanges] = useState(0);
  const [refining, setRefining] = useState(false);
  if (value !== seen.value || historyMoves !== seen.historyMoves) {
    setSeen({ value, historyMoves });
    if (value !== sent || historyMoves !== seen.historyMoves) {
      setText(value);
      setSent(value);
      setRefining(false);
      setOutsideChanges((n) => n + 1);
    }
  }
  const send = useDebouncedCallback((next: string) => {
    const q = next.trim();
    setSent(q);
    setRefining(true);
    onSearch(q, refining);
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => send.cancel(), [outsideChanges, send]);
  useImperativeHandle(pendingRef, () => ({
    take: () => {
      if (!send.isPending()) return undefined;
      send.cancel();
      const q = text.trim();
      setSent(q);
      // The change that took it is a step of its own; the next pause starts a new search.
      setRefining(false);
      return q;
    },
  }));

  return (
    <TextInput
      ref={inputRef}
      type="search"
      aria-label="Buscar imóveis"
      placeholder="Buscar por título, código, ID ou bairro"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onFocus={() => setRefining(false)}
      style={{ flex: '1 1 280px' }}
      miw={200}
    />
  );
}

/** The search the box has not sent yet, for a change that goes to the list before it. */
export interface PendingSearch {
  /** The waiting search's text, no longer sent by the box; undefined when none waits. */
  take: () => string | undefined;
}

export interface FiltersValue {
  q: string;
  status: PropertyStatus | undefined;
  property_type: PropertyType | undefined;
  sort_by: SortKey;
  sort_order: SortOrder;
}

function SortMenu({
  sortBy,
  sortOrder,
  onSort,
}: {
  sortBy: SortKey;
  sortOrder: SortOrder;
  onSort: (key: SortKey) => void;
}) {
  const Arrow = sortOrder === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconArrowsSort size={16} />}
          rightSection={<Arrow size={14} aria-hidden />}
          aria-label={`Ordenar por ${SORT_LABELS[sortBy]}, ${ORDER_LABELS[sortOrder]}`}
          data-testid="sort-menu"
        >
          {SORT_LABELS[sortBy]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ordenar por</Menu.Label>
        {SORT_KEYS.map((key) => (
          <Menu.Item
            key={key}
            // The current key is said, not only drawn (Mantine keeps every item a plain menuitem).
            aria-current={key === sortBy ? 'true' : undefined}
            onClick={() => onSort(key)}
            leftSection={key === sortBy ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
            rightSection={key === sortBy ? <Arrow size={14} aria-label={ORDER_LABELS[sortOrder]} /> : null}
          >
            {SORT_LABELS[key]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** How a change stands to the one before it (see SearchBox and FilterSelect). */
export interface FiltersChange {
  /** It refines the one before: the list keeps both as one step of the history. */
  refines?: boolean;
}

/**
 * A filter as the browser's own select. The choices made in one visit (while it keeps the focus)
 * refine each other: the arrow keys on a closed select choose one option after another, each a
 * change, and Back then walked through every option passed on the way. A history move (Back,
 * Forward) starts a new visit.
 *
 * It shows a choice at once, as the search box shows its text: bound to the address alone, it
 * went back to the old option until the list's navigation ended (200–360 ms), and an arrow key
 * pressed meanwhile started again from there.
 */
function FilterSelect({
  value,
  historyMoves,
  onChoose,
  ...props
}: Omit<NativeSelectProps, 'value' | 'onChange' | 'onFocus'> & {
  value: string;
  historyMoves: number;
  onChoose: (value: string, refines: boolean) => void;
}) {
  const [shown, setShown] = useState(value);
  // A new value in the address (a link, Back, "Limpar filtros") is shown.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setShown(value);
  }
  // The history moves seen at this visit's last choice; null before its first.
  const lastChoice = useRef<number | null>(null);
  return (
    <NativeSelect
      {...props}
      value={shown}
      onFocus={() => void (lastChoice.current = null)}
      onChange={(event) => {
        const refines = lastChoice.current === historyMoves;
        lastChoice.current = historyMoves;
        setShown(event.currentTarget.value);
        onChoose(event.currentTarget.value, refines);
      }}
    />
  );
}

/**
 * Search, sort, status and type, in one row where they fit. Narrower, the search takes a row of its
 * own and the other three keep together below it; narrower still, sort above status and type, which
 * never part. Choosing the current sort key toggles the direction; another key starts descending.
 *
 * Status and type are the browser's own selects: a handful of fixed choices, which a phone shows in
 * its native picker. Mantine's Select (a combobox with its popover and its portal) sets state as it
 * mounts, which made React render the list's first screen again in the same task (Lighthouse on a
 * phone, the `VITE_API_URL` build: total blocking time 148 → 93 ms, score 93 → 95).
 */
export const PropertyFilters = memo(function PropertyFilters({
  value,
  historyMoves,
  onChange,
  searchRef,
  pendingSearchRef,
}: {
  value: FiltersValue;
  /** Back and Forward so far (useListSearch): the search box takes each as a change from outside. */
  historyMoves: number;
  onChange: (patch: Partial<FiltersValue>, change?: FiltersChange) => void;
  /** The search box, which the screen focuses when it clears the filters. */
  searchRef?: Ref<HTMLInputElement>;
  /** The search the box still waits to send, for the list's other changes to take along. */
  pendingSearchRef?: Ref<PendingSearch>;
}) {
  const statusOptions = [
    ALL_STATUSES,
    ...STATUS_FILTER_OPTIONS.map((s) => ({ value: s, label: PROPERTY_STATUS_LABELS[s] })),
    // `active` is not offered, but a link may carry it (e.g. from the dashboard).
    ...(value.status === 'active' ? [{ value: 'active', label: PROPERTY_STATUS_LABELS.active }] : []),
  ];
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <SearchBox
        value={value.q}
        historyMoves={historyMoves}
        onSearch={(q, refines) => onChange({ q }, { refines })}
        inputRef={searchRef}
        pendingRef={pendingSearchRef}
      />
      <Group gap="sm" wrap="wrap" align="center" style={{ flex: '0 1 auto' }}>
        <SortMenu
          sortBy={value.sort_by}
          sortOrder={value.sort_order}
          onSort={(key) =>
            onChange(
              key === value.sort_by
                ? { sort_order: value.sort_order === 'asc' ? 'desc' : 'asc' }
                : { sort_by: key, sort_order: 'desc' },
            )
          }
        />
        {/* Status and type keep together: a row of their own, half each, on a phone. */}
        <Group gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
          <FilterSelect
            aria-label="Filtrar por status"
            data={statusOptions}
            value={value.status ?? ''}
            historyMoves={historyMoves}
            onChoose={(status, refines) =>
              onChange({ status: (status || undefined) as PropertyStatus | undefined }, { refines })
            }
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          />
          <FilterSelect
            aria-label="Filtrar por tipo de imóvel"
            data={TYPE_OPTIONS}
            value={value.property_type ?? ''}
            historyMoves={historyMoves}
            onChoose={(type, refines) =>
              onChange({ property_type: (type || undefined) as PropertyType | undefined }, { refines })
            }
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 210 }}
          />
        </Group>
      </Group>
    </Group>
  );
});
