import { describe, expect, it } from 'vitest';
import { makeDocx } from '../testing/office-fixtures';
import { inflatedZip } from '../testing/zip-bomb';
import { withinUnpackBudget } from './zip-budget';

describe('the unpacking budget of Office files', () => {
  it('lets an ordinary document through', async () => {
    expect(withinUnpackBudget(await makeDocx(['Hello']))).toBe(true);
  });

  it('stops a small archive whose parts would unpack beyond the budget', async () => {
    expect(withinUnpackBudget(inflatedZip(await makeDocx(['Hello'])))).toBe(false);
  });

  it('stops bytes that are not a zip archive', () => {
    expect(withinUnpackBudget(Buffer.from('PK\u0003\u0004 but nothing else'))).toBe(false);
  });
});
