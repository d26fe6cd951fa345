import { STORAGE_KEYS } from './storage-keys';

function newDeviceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A stable id for this browser (`device_id` in localStorage), sent with the Gandalf link so
 * the portal recognises the device. Created once, on first use.
 */
export function getDeviceId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.deviceId);
    if (stored) return stored;
    const created = newDeviceId();
    localStorage.setItem(STORAGE_KEYS.deviceId, created);
    return created;
  } catch {
    // Storage blocked (private mode): an id for this page's life is still better than none.
    return newDeviceId();
  }
}
