import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  subscribeToToasts,
  toast,
  toastLimit,
  toastRemoveDelayMs,
} from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  // The store is a module singleton: start every test from an empty queue.
  dismissToast();
  vi.advanceTimersByTime(toastRemoveDelayMs);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store (docs/product.md §4, §9)', () => {
  it('shows a toast, open, with the default variant unless told otherwise', () => {
    const id = toast({ title: 'Mensagem enviada!', description: 'Em breve.' });
    expect(getToasts()).toEqual([
      { id, title: 'Mensagem enviada!', description: 'Em breve.', variant: 'default', open: true },
    ]);
    toast({ title: 'Ops!', variant: 'destructive' });
    expect(getToasts()[0]).toMatchObject({ title: 'Ops!', variant: 'destructive' });
  });

  it(`keeps at most ${toastLimit}: a new toast replaces the old one`, () => {
    toast({ title: 'first' });
    toast({ title: 'second' });
    const third = toast({ title: 'third' });
    expect(getToasts().map((item) => item.title)).toEqual(['third']);
    expect(getToasts()[0]?.id).toBe(third);
  });

  it('gives every toast a new id, so a replacement is a new toast for screen readers', () => {
    const first = toast({ title: 'same' });
    const second = toast({ title: 'same' });
    expect(second).not.toBe(first);
  });

  it(`closes a dismissed toast and removes it after ${toastRemoveDelayMs} ms`, () => {
    const id = toast({ title: 'bye' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(toastRemoveDelayMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('dismissing an unknown id changes nothing', () => {
    const id = toast({ title: 'stay' });
    dismissToast('nope');
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: true })]);
  });

  it('tells subscribers about every change, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = toast({ title: 'a' });
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns a new list on change, as useSyncExternalStore requires', () => {
    const before = getToasts();
    toast({ title: 'new' });
    expect(getToasts()).not.toBe(before);
    const same = getToasts();
    expect(getToasts()).toBe(same);
  });
});
