/**
 * The toast queue (docs/product.md §3 Toast, §4 Toasts): at most one toast visible, a new one replaces
 * the old; a dismissed toast stays in memory, closed, for the removal delay before it is dropped.
 * A tiny external store read with useSyncExternalStore, so any code can call `toast()`.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export const toastLimit = 1;
export const toastRemoveDelayMs = 1_000_000;
/** The key that moves focus to the notifications area (Radix's default, docs/product.md §4). */
export const toastHotkey = 'F8';

type Listener = () => void;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastData[] {
  return toasts;
}

const noToasts: ToastData[] = [];
/** Server snapshot: nothing is ever toasted while prerendering. */
export function getServerToasts(): ToastData[] {
  return noToasts;
}

/** Shows a toast and returns its id. */
export function toast({
  title,
  description,
  variant = 'default',
}: {
  title: string;
  description?: string;
  variant?: ToastVariant;
}): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ id, title, description, variant, open: true }, ...toasts].slice(0, toastLimit));
  return id;
}

/** Closes a toast (or all of them) and schedules its removal. */
export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if (id === undefined || item.id === id) scheduleRemoval(item.id);
  }
  emit(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((item) => item.id !== id));
  }, toastRemoveDelayMs);
  removalTimers.set(id, timer);
}
