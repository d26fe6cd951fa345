import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deletionBody, deleteProperty, RELOAD_AFTER_DELETE_MS, scheduleReloadAfterDelete } from './deletion';
import { propertyKeys } from './keys';

afterEach(() => vi.useRealTimers());

describe('deletion helpers', () => {
  it('reloads every property view 1.5 s after a delete', () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    scheduleReloadAfterDelete(qc);
    vi.advanceTimersByTime(RELOAD_AFTER_DELETE_MS - 1);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: propertyKeys.all });
    expect(RELOAD_AFTER_DELETE_MS).toBe(1500);
  });

  it('sends reason, trimmed notes and confirmed: true', () => {
    expect(deletionBody('SOLD')).toEqual({ reason: 'SOLD', confirmed: true });
    expect(deletionBody('OTHER', '  ')).toEqual({ reason: 'OTHER', confirmed: true });
    expect(deletionBody('RENTED', ' Locado ')).toEqual({
      reason: 'RENTED',
      notes: 'Locado',
      confirmed: true,
    });
  });

  it("rejects an unknown deletion type with 'Tipo de exclusão inválido'", async () => {
    await expect(deleteProperty(41, 'archive' as never, { reason: 'SOLD', confirmed: true })).rejects.toThrow(
      'Tipo de exclusão inválido',
    );
  });
});
