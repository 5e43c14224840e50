import { describe, expect, it } from 'vitest';
import { makeLyingDocx, makeLyingPptx, makeLyingXlsx, makePdfBomb } from '../testing/bomb-fixtures';
import { makePdf } from '../testing/file-fixtures';
import { makeDocx, makeXlsx } from '../testing/office-fixtures';
import { inflatedZip } from '../testing/zip-bomb';
import { pdfInflatedBudget } from './pdf-budget';
import { claimedBudget, inflatedBudget } from './zip-budget';

const cap = 8 * 1024 * 1024;

describe('the inflation budget of Office files', () => {
  it('lets an ordinary document and workbook through', async () => {
    expect(await inflatedBudget(await makeDocx(['Hello']), cap)).toBe('within');
    expect(await inflatedBudget(await makeXlsx({ Sheet: [['a', 1]] }), cap)).toBe('within');
  });

  it('stops an archive whose directory admits to more than the budget, before inflating anything', async () => {
    const honestBomb = inflatedZip(await makeDocx(['Hello']), cap + 1);
    expect(claimedBudget(honestBomb, cap)).toBe('over');
    expect(await inflatedBudget(honestBomb, cap)).toBe('over');
  });

  it.each([
    ['docx', makeLyingDocx],
    ['pptx', makeLyingPptx],
    ['xlsx', makeLyingXlsx],
  ])('counts what a %s whose directory lies downwards really inflates to', async (_kind, make) => {
    const bomb = await make(2 * cap);
    expect(claimedBudget(bomb, cap)).toBe('within');
    expect(await inflatedBudget(bomb, cap)).toBe('over');
  });

  it('stops bytes that are not a zip archive', async () => {
    expect(await inflatedBudget(Buffer.from('PK\u0003\u0004 but nothing else'), cap)).toBe('broken');
  });
});

describe('the inflation budget of PDFs', () => {
  it('lets an ordinary PDF through', async () => {
    expect(await pdfInflatedBudget(await makePdf(['Quartalsbericht']), cap)).toBe('within');
  });

  it('stops a small PDF whose one content stream inflates beyond the budget', async () => {
    const bomb = await makePdfBomb(2 * cap);
    expect(bomb.length).toBeLessThan(cap / 50);
    expect(await pdfInflatedBudget(bomb, cap)).toBe('over');
  });

  it('measures what the stream inflates to, against the cap it is given', async () => {
    expect(await pdfInflatedBudget(await makePdfBomb(cap / 2), cap)).toBe('within');
    expect(await pdfInflatedBudget(await makePdfBomb(cap / 2), cap / 4)).toBe('over');
  });
});
