import { ContactDecoys, DECOY_MAX_STEP } from './contactDecoys';

/** A repeatable "random" sequence. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('ContactDecoys', () => {
  it('gives ids just past the newest stored one, by a small varying step, rising and never repeated', () => {
    const decoys = new ContactDecoys(sequence(0, 0.5, 0.99, 0.2));
    expect(decoys.nextId(100)).toBe(101);
    expect(decoys.nextId(100)).toBe(103); // past the last decoy, not the same id again
    expect(decoys.nextId(100)).toBe(106);
    expect(decoys.nextId(200)).toBe(201); // real messages were stored meanwhile: follows them
    expect(decoys.nextId(150)).toBe(202);
  });

  it('never steps more than DECOY_MAX_STEP, whatever the random source gives', () => {
    const decoys = new ContactDecoys(sequence(0.999999, 1, 0));
    const ids = Array.from({ length: 30 }, () => decoys.nextId(10));
    const steps = ids.map((id, i) => id - (i === 0 ? 10 : ids[i - 1]));
    for (const step of steps) {
      expect(step).toBeGreaterThanOrEqual(1);
      expect(step).toBeLessThanOrEqual(DECOY_MAX_STEP);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers after about as long as a real message takes to store, less the time spent already', async () => {
    const waits: number[] = [];
    const decoys = new ContactDecoys(() => 0.5, async (ms) => void waits.push(ms));
    for (let i = 0; i < 50; i++) decoys.observeSave(40);
    await decoys.answerAfter(10);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(25);
    expect(waits[0]).toBeLessThan(31);
    await decoys.answerAfter(100); // already slower than a real one: no wait
    expect(waits).toHaveLength(1);
  });

  it('varies the answer time by up to a quarter and never waits more than a second', async () => {
    const waits: number[] = [];
    const decoys = new ContactDecoys(sequence(0, 1), async (ms) => void waits.push(ms));
    for (let i = 0; i < 50; i++) decoys.observeSave(100);
    await decoys.answerAfter(0);
    await decoys.answerAfter(0);
    expect(waits[0]).toBeCloseTo(75, 0);
    expect(waits[1]).toBeCloseTo(125, 0);
    for (let i = 0; i < 100; i++) decoys.observeSave(60_000);
    await decoys.answerAfter(0);
    expect(waits[2]).toBe(1000);
  });

  it('remembers the decoy given for an idempotency key', () => {
    const decoys = new ContactDecoys();
    const submission = { id: 7 } as never;
    decoys.remember('key-1', 'abc', submission);
    expect(decoys.recall('key-1')).toEqual({ fingerprint: 'abc', submission });
    expect(decoys.recall('key-2')).toBeUndefined();
  });
});
