import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';
import type { RememberedHeader } from './header-rules.ts';

const STORAGE_KEY = 'rememberedHeader';

export function parseRememberedHeader(raw: string | null): RememberedHeader | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<RememberedHeader> | null;
    return typeof value?.content === 'boolean' && typeof value.account === 'boolean'
      ? { content: value.content, account: value.account }
      : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object while the stored text is the same.
let lastRaw: string | null | undefined;
let lastValue: RememberedHeader | null = null;
export function readRememberedHeader(): RememberedHeader | null {
  const raw = readStored(STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parseRememberedHeader(raw);
  }
  return lastValue;
}

/** Read once per render; nothing needs to re-render when it is written (the user has arrived). */
const subscribe = () => () => {};

/**
 * The header the last signed-in user had on this device. Null while a prerendered page
 * hydrates: its HTML was drawn for a visitor, and must be met as it was.
 */
export function useRememberedHeader(): RememberedHeader | null {
  return useSyncExternalStore(subscribe, readRememberedHeader, () => null);
}

export function rememberHeaderOnDevice(value: RememberedHeader | null): void {
  if (value === null) removeStored(STORAGE_KEY);
  else writeStored(STORAGE_KEY, JSON.stringify(value));
}
