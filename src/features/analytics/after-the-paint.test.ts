import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterTheFirstPaint, capAfterLoadMs } from './after-the-paint';

/** The browser's largest-paint reports, delivered by the test. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['largest-contentful-paint', 'paint'];
  static observing = new Set<FakePaintObserver>();
  constructor(private readonly report: () => void) {}
  observe(options: PerformanceObserverInit) {
    expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    FakePaintObserver.observing.add(this);
  }
  disconnect() {
    FakePaintObserver.observing.delete(this);
  }
  /** The browser reports a largest paint to whoever observes. */
  static paint() {
    for (const observer of [...FakePaintObserver.observing]) observer.report();
  }
}

/** A shown page still loading, in a browser that reports largest paints unless told otherwise. */
function openPage({ reportsPaints = true } = {}) {
  const page = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    readyState: 'interactive' as DocumentReadyState,
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', document);
  if (reportsPaints) vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  else vi.stubGlobal('PerformanceObserver', undefined);
  return {
    load() {
      document.readyState = 'complete';
      page.dispatchEvent(new Event('load'));
    },
    hide() {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    leave() {
      page.dispatchEvent(new Event('pagehide'));
    },
  };
}

const send = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  send.mockClear();
  FakePaintObserver.observing.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page view after the first paint', () => {
  it('goes on the task after the first largest paint, not before it, and once', () => {
    const page = openPage();
    afterTheFirstPaint(send);
    page.load();
    vi.advanceTimersByTime(capAfterLoadMs - 1);
    expect(send).not.toHaveBeenCalled();

    FakePaintObserver.paint();
    expect(send, 'not inside the frame that painted').not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(send).toHaveBeenCalledTimes(1);

    FakePaintObserver.paint();
    page.hide();
    page.leave();
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes as the visitor leaves before the paint, once', () => {
    const page = openPage();
    afterTheFirstPaint(send);
    page.leave();
    expect(send).toHaveBeenCalledTimes(1);
    page.hide();
    FakePaintObserver.paint();
    page.load();
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes when the page is hidden before the paint (a tab switched, a phone locked)', () => {
    const page = openPage();
    afterTheFirstPaint(send);
    page.hide();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes a while after the load when no paint is reported', () => {
    const page = openPage();
    afterTheFirstPaint(send);
    page.load();
    vi.advanceTimersByTime(capAfterLoadMs - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    FakePaintObserver.paint();
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes after the load in a browser that reports no largest paint', () => {
    const page = openPage({ reportsPaints: false });
    afterTheFirstPaint(send);
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
    page.load();
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes after the load in a browser whose observer knows no largest paint', () => {
    const page = openPage();
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakePaintObserver {
        static override supportedEntryTypes = ['paint'];
      },
    );
    afterTheFirstPaint(send);
    page.load();
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('runs its own script after the load as well', () => {
    const page = openPage();
    page.load();
    afterTheFirstPaint(send);
    FakePaintObserver.paint();
    vi.advanceTimersByTime(0);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
