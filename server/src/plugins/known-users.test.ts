import { afterEach, describe, expect, it, vi } from 'vitest';
import { KnownUsers } from './known-users.ts';

const row = (id: number, name = `user ${id}`) => ({ id, name });

describe('KnownUsers', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps nothing until notifications are heard, and drops everything when they may not be', () => {
    const known = new KnownUsers<ReturnType<typeof row>>();
    known.keep('a', row(1), known.mark());
    expect(known.get('a')).toBeUndefined();
    known.listening(true);
    known.keep('a', row(1), known.mark());
    expect(known.get('a')).toEqual(row(1));
    known.listening(false);
    expect(known.get('a')).toBeUndefined();
    known.keep('a', row(1), known.mark());
    expect(known.get('a')).toBeUndefined();
  });

  it('forgets the user a notification names, or everyone for an empty one', () => {
    const known = new KnownUsers<ReturnType<typeof row>>();
    known.listening(true);
    known.keep('a', row(1), known.mark());
    known.keep('b', row(2), known.mark());
    known.changed('2');
    expect(known.get('a')).toEqual(row(1));
    expect(known.get('b')).toBeUndefined();
    known.changed('99');
    expect(known.get('a')).toEqual(row(1));
    known.changed('');
    expect(known.get('a')).toBeUndefined();
  });

  it('does not keep a row read while a change or a loss was heard', () => {
    const known = new KnownUsers<ReturnType<typeof row>>();
    known.listening(true);
    const beforeChange = known.mark();
    known.changed('1');
    known.keep('a', row(1, 'read before the change'), beforeChange);
    expect(known.get('a')).toBeUndefined();
    const beforeLoss = known.mark();
    known.listening(false);
    known.listening(true);
    known.keep('a', row(1, 'read before the loss'), beforeLoss);
    expect(known.get('a')).toBeUndefined();
    known.keep('a', row(1), known.mark());
    expect(known.get('a')).toEqual(row(1));
  });

  it('keeps a row five minutes at most and the oldest goes first when full', () => {
    vi.useFakeTimers();
    const known = new KnownUsers<ReturnType<typeof row>>();
    known.listening(true);
    known.keep('a', row(1), known.mark());
    vi.advanceTimersByTime(KnownUsers.MAX_AGE_MS - 1);
    expect(known.get('a')).toEqual(row(1));
    vi.advanceTimersByTime(1);
    expect(known.get('a')).toBeUndefined();

    for (let id = 0; id < KnownUsers.MAX_ENTRIES; id += 1)
      known.keep(`s${id}`, row(id), known.mark());
    expect(known.size).toBe(KnownUsers.MAX_ENTRIES);
    known.keep('newest', row(-1), known.mark());
    expect(known.size).toBe(KnownUsers.MAX_ENTRIES);
    expect(known.get('s0')).toBeUndefined();
    expect(known.get('s1')).toEqual(row(1));
    expect(known.get('newest')).toEqual(row(-1));
    // The one that went is forgotten by id too: a notice for it changes nothing else.
    known.changed('0');
    expect(known.get('s1')).toEqual(row(1));
  });
});
