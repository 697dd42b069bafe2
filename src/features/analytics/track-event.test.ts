import { describe, expect, it, vi } from 'vitest';
import { connectTracker, trackEvent } from './track-event';

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
  });
});
