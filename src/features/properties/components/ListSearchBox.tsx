import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';

/** Search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

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
export function ListSearchBox({
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
