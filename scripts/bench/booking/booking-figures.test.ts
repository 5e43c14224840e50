import { describe, expect, it } from 'vitest';
import { alternation, bookingReportLines, isWrite, median, modeFigures, type BookingRun } from './booking-figures';

const run = (mode: BookingRun['mode'], answersMs: number[], writes: number, statements = writes * 2): BookingRun => ({ mode, answersMs, writes, statements });

describe('the booking bench\'s figures', () => {
  it('alternates on and off, each mode as many times as there are rounds', () => {
    expect(alternation(2)).toEqual(['on', 'off', 'on', 'off']);
    expect(alternation(3)).toEqual(['on', 'off', 'on', 'off', 'on', 'off']);
  });

  it('the median is the middle value, or the mean of the two middle ones, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('a mode\'s median is the median of its runs\' medians, the spread their lowest and highest, writes per answer over its runs', () => {
    const runs = [
      run('on', [10, 90, 20], 12),
      run('off', [1, 2, 3], 3),
      run('on', [40, 50, 51], 15),
      run('off', [3, 4, 5], 3),
      run('on', [15, 16, 5], 12),
    ];
    expect(modeFigures(runs, 'on')).toEqual({
      mode: 'on', runs: 3, medianMs: 20, spreadMs: [15, 50], writesPerAnswer: 4, writesSpread: [4, 5], statementsPerAnswer: 8,
    });
    expect(modeFigures(runs, 'off')).toMatchObject({ runs: 2, medianMs: 3, spreadMs: [2, 4], writesPerAnswer: 1, writesSpread: [1, 1] });
  });

  it('prints each run in its order, then per mode the median with its spread and the writes per answer, then the difference', () => {
    const lines = bookingReportLines([run('on', [12, 14], 8, 20), run('off', [10, 10], 4, 10), run('on', [16, 16], 8, 20), run('off', [11, 11], 4, 10)], 2, 'PGlite in memory');
    expect(lines).toEqual([
      '',
      'Booking: 2 chat answers one after another through the API (PGlite in memory, offline responder), booking on and off alternated',
      '  run 1 booking on: answer median 13.0 ms, writes/answer 4, statements/answer 10',
      '  run 2 booking off: answer median 10.0 ms, writes/answer 2, statements/answer 5',
      '  run 3 booking on: answer median 16.0 ms, writes/answer 4, statements/answer 10',
      '  run 4 booking off: answer median 11.0 ms, writes/answer 2, statements/answer 5',
      'booking on, 2 runs: answer median 14.5 ms (13.0 ms–16.0 ms), writes/answer 4 (4), statements/answer 10',
      'booking off, 2 runs: answer median 10.5 ms (10.0 ms–11.0 ms), writes/answer 2 (2), statements/answer 5',
      '  booking costs 4.0 ms and 2 writes an answer (medians, on − off)',
    ]);
  });

  it('counts inserts, updates, deletes and a CTE that writes as writes; reads and locks not', () => {
    expect(['insert into usage_ledger (a) values ($1)', '  UPDATE usage_ledger set x = 1', 'delete from t returning 1', 'with moved as (update kept_answers set a = 1 returning *) select 1']
      .map(isWrite)).toEqual([true, true, true, true]);
    expect(['select pg_advisory_xact_lock($1, hashtext($2))', 'select count(*) from usage_ledger', 'with x as (select 1) select * from x'].map(isWrite)).toEqual([false, false, false]);
  });
});
