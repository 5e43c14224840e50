import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import type { InspectionRecord } from '../../contracts/inspector-channel';
import { toInspectionRecord } from './inspection-record';

const toggle = setup({ types: { context: {} as { count: number } } }).createMachine({
  id: 'toggle',
  context: { count: 0 },
  initial: 'off',
  states: { off: { tags: ['idle'], on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

describe('inspection records', () => {
  it('turns each snapshot of a running actor into plain JSON with its event, value, tags and context', () => {
    const records: InspectionRecord[] = [];
    const actor = createActor(toggle, {
      inspect: (event) => {
        const record = toInspectionRecord(event, 1);
        if (record) records.push(record);
      },
    });
    actor.start();
    actor.send({ type: 'flip' });
    expect(records.map(({ event, value, tags }) => ({ event, value, tags }))).toEqual([
      { event: 'xstate.init', value: 'off', tags: ['idle'] },
      { event: 'flip', value: 'on', tags: [] },
    ]);
    expect(records[0]!.context).toEqual({ count: 0 });
    expect(records[0]!.actor).toBe('toggle');
    expect(JSON.parse(JSON.stringify(records))).toEqual(records);
  });
});
