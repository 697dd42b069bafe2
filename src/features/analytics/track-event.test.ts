import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTracker } from './connect-tracker';
import { trackEvent } from './track-event';

// The page's window, as far as the queue uses it.
beforeEach(() => {
  vi.stubGlobal('window', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trackEvent', () => {
  it('keeps events reported before the tracker loads, then sends them in order', () => {
    trackEvent('module_opened', { module: 'tms' });
    trackEvent('demo_clicked');
    const send = vi.fn();
    connectTracker(send);
    expect(send.mock.calls).toEqual([
      ['module_opened', { module: 'tms' }],
      ['demo_clicked', undefined],
    ]);
    trackEvent('lead_sent');
    expect(send).toHaveBeenLastCalledWith('lead_sent', undefined);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends each event once, however many times the tracker connects', () => {
    trackEvent('demo_clicked');
    const first = vi.fn();
    connectTracker(first);
    const second = vi.fn();
    connectTracker(second);
    trackEvent('lead_sent');
    expect(first.mock.calls).toEqual([['demo_clicked', undefined]]);
    expect(second.mock.calls).toEqual([['lead_sent', undefined]]);
  });

  it('sends no more than 50 events that waited (a page left open with the tracker blocked)', () => {
    for (let i = 0; i < 80; i += 1) trackEvent('module_opened', { module: `m${i}` });
    const send = vi.fn();
    connectTracker(send);
    expect(send).toHaveBeenCalledTimes(50);
  });
});
