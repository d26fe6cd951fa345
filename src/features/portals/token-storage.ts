import { useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The Gandalf token and its expiry live in localStorage under the spec's keys
 * (`gandalf_token`, `gandalf_token_expiry` in ms). Writers go through here so every reader in the
 * tab (badge, monitor) re-renders at once; other tabs see the `storage` event.
 */
const CHANGE_EVENT = 'gandalf-token-change';

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readGandalfToken(): string | null {
  return safeGet(STORAGE_KEYS.gandalfToken);
}

export function readGandalfExpiry(): number | null {
  const raw = safeGet(STORAGE_KEYS.gandalfTokenExpiry);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function storeGandalfToken(token: string | null, expiryMs: number | null): void {
  if (token) localStorage.setItem(STORAGE_KEYS.gandalfToken, token);
  if (expiryMs !== null) localStorage.setItem(STORAGE_KEYS.gandalfTokenExpiry, String(Math.round(expiryMs)));
  notify();
}

function subscribe(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.gandalfToken ||
      event.key === STORAGE_KEYS.gandalfTokenExpiry
    ) {
      callback();
    }
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

export interface TokenSnapshot {
  token: string | null;
  /** Stored expiry in ms, or null. */
  expiryMs: number | null;
  /** When the snapshot was taken (ms). */
  now: number;
}

function takeSnapshot(): TokenSnapshot {
  return { token: readGandalfToken(), expiryMs: readGandalfExpiry(), now: Date.now() };
}

/**
 * A store of the stored token that also re-reads itself every `intervalMs` (the badge's 5-minute
 * re-check, the monitor's 1-second countdown) and whenever the token is written.
 */
function createTokenClock(intervalMs: number) {
  let snapshot = takeSnapshot();
  const listeners = new Set<() => void>();
  const refresh = () => {
    snapshot = takeSnapshot();
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => snapshot,
    refresh,
    subscribe(listener: () => void) {
      listeners.add(listener);
      const unsubscribeStorage = subscribe(refresh);
      const timer = setInterval(refresh, intervalMs);
      return () => {
        listeners.delete(listener);
        unsubscribeStorage();
        clearInterval(timer);
      };
    },
  };
}

/** The stored Gandalf token and expiry, re-read every `intervalMs` and on every write. */
export function useGandalfTokenClock(intervalMs: number): TokenSnapshot & { refresh: () => void } {
  const [clock] = useState(() => createTokenClock(intervalMs));
  const snapshot = useSyncExternalStore(clock.subscribe, clock.getSnapshot, clock.getSnapshot);
  return { ...snapshot, refresh: clock.refresh };
}
