import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useRef, useState } from 'react';

/** How a change stands to the one before it (see ListSearchBox and FilterSelect). */
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
export function FilterSelect({
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
