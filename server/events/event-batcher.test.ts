/**
 * The visit events' group commit: which events go into one batch, and that each is answered
 * only once its batch is committed. Turns of the event loop are counted with setImmediate,
 * never with a clock.
 */
import type { CountedEvent } from '@server/db/visit-counts-repository';
import { describe, expect, it } from 'vitest';
import { EventBatcher } from './event-batcher';

const event = (visitor: string): CountedEvent => ({
  visitor,
  name: 'pageview',
  path: '/',
  language: 'pt',
  source: '(direct)',
  medium: '',
  campaign: '',
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batcher whose commits are recorded and finish when the test says so. */
function recordingBatcher() {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const batcher = new EventBatcher(
    (_day, events) =>
      new Promise<void>((resolve) => {
        batches.push(events.map((counted) => counted.visitor));
        pending.push(resolve);
      }),
  );
  const finishCommits = () => {
    for (const resolve of pending.splice(0)) resolve();
  };
  return { batcher, batches, finishCommits };
}

describe('the visit events batcher', () => {
  it('commits a lone event at the next turn of the event loop', async () => {
    const { batcher, batches, finishCommits } = recordingBatcher();
    const counted = batcher.count('2026-03-10', event('1'));
    await nextTurn();
    expect(batches).toEqual([['1']]);
    finishCommits();
    await counted;
  });

  it('gathers events that keep arriving turn after turn into one batch', async () => {
    const { batcher, batches, finishCommits } = recordingBatcher();
    // Two requests read in the same turn, a third in the next one.
    const counted = [
      batcher.count('2026-03-10', event('1')),
      batcher.count('2026-03-10', event('2')),
    ];
    await nextTurn();
    counted.push(batcher.count('2026-03-10', event('3')));
    await nextTurn();
    expect(batches).toEqual([]);
    // Nothing new in this turn: the batch goes.
    await nextTurn();
    expect(batches).toEqual([['1', '2', '3']]);
    finishCommits();
    await Promise.all(counted);
  });

  it('stops gathering after a few turns, so a steady stream still commits', async () => {
    const { batcher, batches, finishCommits } = recordingBatcher();
    const counted = [batcher.count('2026-03-10', event('first'))];
    for (let turn = 0; turn < 20 && batches.length === 0; turn++) {
      counted.push(batcher.count('2026-03-10', event(String(turn))));
      await nextTurn();
    }
    expect(batches).toHaveLength(1);
    expect(batches[0]?.length).toBeLessThan(20);
    finishCommits();
    await Promise.all(counted.slice(0, batches[0]?.length));
  });

  it('answers an event only after the batch that counted it is committed', async () => {
    const { batcher, finishCommits } = recordingBatcher();
    let answered = false;
    const counted = batcher.count('2026-03-10', event('1')).then(() => {
      answered = true;
    });
    await nextTurn();
    await nextTurn();
    expect(answered).toBe(false);
    finishCommits();
    await counted;
    expect(answered).toBe(true);
  });

  it('commits the events that arrived during a commit in the next batch, each day apart', async () => {
    const { batcher, batches, finishCommits } = recordingBatcher();
    const first = batcher.count('2026-03-10', event('1'));
    await nextTurn();
    const later = [
      batcher.count('2026-03-10', event('2')),
      batcher.count('2026-03-11', event('3')),
    ];
    await nextTurn();
    expect(batches).toEqual([['1']]);
    finishCommits();
    await first;
    for (let turn = 0; turn < 3 && batches.length < 2; turn++) await nextTurn();
    expect(batches).toEqual([['1'], ['2']]);
    finishCommits();
    for (let turn = 0; turn < 3 && batches.length < 3; turn++) await nextTurn();
    expect(batches).toEqual([['1'], ['2'], ['3']]);
    finishCommits();
    await Promise.all(later);
  });
});
