import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ToastActionElement, ToastVariant } from './toast.tsx';

/** Admin spec §4 and §9: one toast at a time; a dismissed toast is dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
  open: boolean;
  variant: ToastVariant;
  /**
   * Milliseconds on screen; the provider's 5000 (spec §9) when absent. Infinity keeps a toast
   * that holds something to act on (a link to copy) until it is closed.
   */
  duration?: number;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

const NO_TOASTS: readonly ToastItem[] = [];

/**
 * A module-level store, so `toast()` works from anywhere (mutation callbacks included) and every
 * Toaster reads the same list.
 */
let toasts: readonly ToastItem[] = NO_TOASTS;
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

export function updateToast(id: string, patch: Partial<ToastInput>): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, ...patch } : item)));
}

/** Shows a toast, replacing the one on screen (TOAST_LIMIT 1). */
export function toast({ variant = 'default', ...input }: ToastInput) {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const kept = [{ ...input, id, open: true, variant }, ...toasts].slice(0, TOAST_LIMIT);
  for (const [timerId, timer] of removalTimers) {
    if (kept.some((item) => item.id === timerId)) continue;
    clearTimeout(timer);
    removalTimers.delete(timerId);
  }
  setToasts(kept);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastInput>) => updateToast(id, patch),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
// Prerendered pages and the first client render both start with no toasts.
const getServerSnapshot = () => NO_TOASTS;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
