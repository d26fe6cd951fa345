import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import type { components } from '@/api/schema';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useInvalidateAfterManualRefresh, useRefreshProperty } from '../api/monitor';
import { REFRESH_MESSAGES as M } from '../messages';

type Answer = components['schemas']['ManualRefreshResult'];

/** The dialog closes this long after a success. */
const SUCCESS_CLOSE_MS = 2000;

export type ManualPhase = 'idle' | 'processing' | 'success' | 'error';
type ItemStatus = 'waiting' | 'running' | 'success' | 'error';

export interface RefreshItem {
  id: number;
  title: string;
  status: ItemStatus;
  /** The failure's reason. */
  message: string | null;
}

/**
 * A refresh succeeded when it answers `operation_id` or `new_remote_id`; otherwise the answer's message, or
 * 'Erro desconhecido durante o refresh'.
 */
export function refreshAnswerError(answer: Answer | undefined): string | null {
  if (answer?.operation_id || answer?.new_remote_id) return null;
  return answer?.message?.trim() || M.manualUnknown;
}

/** A failed call: no answer is 'Erro de conexão'; an answer says its own reason when it has one. */
export function refreshCallError(error: unknown): string {
  if (isApiError(error) && error.status === 0) return M.manualConnection;
  if (isApiError(error) && error.fromServer) return error.message;
  return M.manualUnknown;
}

/**
 * The manual refresh: one `POST /api/properties/{id}/refresh` per property, one after the other so
 * the progress is honest; idle → processing → success (the caller closes after 2 s) or error, with
 * each property's outcome.
 */
export function useManualRefresh({ onSuccess }: { onSuccess: () => void }) {
  const mutation = useRefreshProperty();
  const invalidate = useInvalidateAfterManualRefresh();
  const [phase, setPhase] = useState<ManualPhase>('idle');
  const [items, setItems] = useState<RefreshItem[]>([]);

  const update = (id: number, patch: Partial<RefreshItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const flight = useSingleFlight(async (targets: { id: number; title: string }[]) => {
    if (targets.length === 0) return;
    setItems(targets.map((t) => ({ ...t, status: 'waiting', message: null })));
    setPhase('processing');
    let failures = 0;
    for (const target of targets) {
      update(target.id, { status: 'running' });
      let message: string | null;
      try {
        message = refreshAnswerError(await mutation.mutateAsync(target.id));
      } catch (error) {
        message = refreshCallError(error);
      }
      if (message) failures += 1;
      update(target.id, { status: message ? 'error' : 'success', message });
    }
    await invalidate();
    setPhase(failures === 0 ? 'success' : 'error');
  });

  // The latest callback, so a re-render (the cockpit polls) never restarts the 2-second clock.
  const onSuccessRef = useRef(onSuccess);
  useLayoutEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => onSuccessRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return {
    phase,
    items,
    start: flight.run,
    busy: flight.busy,
    /** Back to the selection after an error (the selection is kept). */
    reset: () => {
      setPhase('idle');
      setItems([]);
    },
  };
}
