/**
 * Which visitors of a batch skip their rows of the day (decision 080): those this instance
 * counted less than 30 minutes ago, with the attribution their row gave; their last-seen
 * time is written once per refresh interval, and the rest when the server stops.
 */
import { describe, expect, it } from 'vitest';
import { RecentVisitors } from './recent-visitors';

const day = '2026-03-10';
const at = (time: string) => new Date(`${day}T${time}Z`);
const newsletter = { source: 'newsletter', medium: 'email', campaign: 'nov' };

/** A batch of `visitors` at `time`, committed with the rows of those the plan did not know. */
function countBatch(recent: RecentVisitors, visitors: string[], time: string, batchDay = day) {
  const plan = recent.plan(batchDay, visitors, at(time));
  const rows = visitors
    .filter((visitor) => !plan.known.has(visitor))
    .map((visitor) => ({ visitor, ...newsletter, goals: 0 }));
  recent.committed(batchDay, plan, rows, at(time));
  return plan;
}

describe('RecentVisitors', () => {
  it('sends a visitor through their row for a goal their visit is not known to have reached', () => {
    const recent = new RecentVisitors(60_000);
    countBatch(recent, ['1'], '15:00:00');
    const contact = new Map([['1', 0b1]]);
    const first = recent.plan(day, ['1'], at('15:01:00'), contact);
    expect(first.known.size).toBe(0);
    // The row now says the visit viewed the contact page: its next views skip the row again.
    recent.committed(day, first, [{ visitor: '1', ...newsletter, goals: 0b1 }], at('15:01:00'));
    expect(recent.plan(day, ['1'], at('15:02:00'), contact).known.size).toBe(1);
    expect(recent.plan(day, ['1'], at('15:02:00'), new Map([['1', 0b11]])).known.size).toBe(0);
  });

  it('knows a visitor counted less than 30 minutes ago, with their visit’s attribution', () => {
    const recent = new RecentVisitors(60_000);
    expect(countBatch(recent, ['1', '2'], '15:00:00').known.size).toBe(0);
    const plan = recent.plan(day, ['1', '3'], at('15:29:59'));
    expect([...plan.known]).toEqual([['1', newsletter]]);
  });

  it('reads the row again once the visitor has been idle for 30 minutes', () => {
    const recent = new RecentVisitors(60_000);
    countBatch(recent, ['1'], '15:00:00');
    countBatch(recent, ['1'], '15:10:00');
    expect(recent.plan(day, ['1'], at('15:39:59')).known.has('1')).toBe(true);
    expect(recent.plan(day, ['1'], at('15:40:00')).known.has('1')).toBe(false);
  });

  it("writes a known visitor's last-seen time once per refresh interval", () => {
    const recent = new RecentVisitors(60_000);
    countBatch(recent, ['1'], '15:00:00');
    expect(countBatch(recent, ['1'], '15:00:59').touched).toEqual([]);
    expect(countBatch(recent, ['1', '1'], '15:01:00').touched).toEqual([
      { visitor: '1', at: at('15:01:00'), ...newsletter },
    ]);
    expect(countBatch(recent, ['1'], '15:01:30').touched).toEqual([]);
  });

  it('hands over the last-seen times not written yet', () => {
    const recent = new RecentVisitors(60_000);
    expect(recent.unwritten()).toBeUndefined();
    countBatch(recent, ['1', '2'], '15:00:00');
    countBatch(recent, ['1'], '15:00:20');
    expect(recent.unwritten()).toEqual({
      day,
      seen: [{ visitor: '1', at: at('15:00:20'), ...newsletter }],
    });
  });

  it('forgets every visitor on a new day (a new salt makes new hashes)', () => {
    const recent = new RecentVisitors(60_000);
    countBatch(recent, ['1'], '15:00:00');
    expect(recent.plan('2026-03-11', ['1'], at('15:00:10')).known.size).toBe(0);
    expect(recent.plan(day, ['1'], at('15:00:20')).known.size).toBe(0);
  });

  it('learns nothing from a batch that was not committed', () => {
    const recent = new RecentVisitors(60_000);
    countBatch(recent, ['1'], '15:00:00');
    recent.plan(day, ['1', '2'], at('15:05:00'));
    expect(recent.plan(day, ['1', '2'], at('15:31:00')).known.size).toBe(0);
  });

  it('remembers no more visitors than its limit', () => {
    const recent = new RecentVisitors(60_000, 2);
    countBatch(recent, ['1', '2', '3'], '15:00:00');
    expect([...recent.plan(day, ['1', '2', '3'], at('15:00:10')).known.keys()]).toEqual(['1', '2']);
  });
});
