import { describe, expect, it } from 'vitest';
import { claimedUploadKind, isAllowedUploadType, uploadAccept, uploadKindNames, uploadKinds } from './upload-allow-list';

describe('the upload allow-list', () => {
  it('the picker offers exactly the extensions of platform.md §5', () => {
    expect(uploadAccept.split(',').sort()).toEqual(['.csv', '.docx', '.jpeg', '.jpg', '.json', '.pdf', '.png', '.pptx', '.txt', '.xlsx']);
  });

  it('every type the client lets through for a named file is one the API takes for that name', () => {
    for (const kind of uploadKindNames) {
      const { extensions, declaredAs, declaredWithExtension = [] } = uploadKinds[kind];
      for (const extension of extensions) {
        for (const type of [...declaredAs, ...declaredWithExtension]) {
          const name = `file${extension}`;
          expect(isAllowedUploadType({ name, type }), `${name} as ${type}`).toBe(true);
          expect(claimedUploadKind(name, type), `${name} as ${type}`).toEqual({ kind });
        }
      }
    }
  });

  it("a type borrowed with an extension counts only on a file named so (Excel's type is not an .xls)", () => {
    expect(isAllowedUploadType({ name: 'alt.xls', type: 'application/vnd.ms-excel' })).toBe(false);
    expect(claimedUploadKind('alt.xls', 'application/vnd.ms-excel')).toEqual({ refused: 'Files of type .xls are not supported.' });
    expect(claimedUploadKind('daten.pdf', 'text/plain')).toEqual({ refused: 'The file is named .pdf but was sent as text/plain.' });
  });

  it('the API takes a file without a declared type by its name, and one without a name by its type', () => {
    expect(isAllowedUploadType({ name: 'bericht.pdf', type: '' })).toBe(false);
    expect(claimedUploadKind('bericht.pdf', '')).toEqual({ kind: 'pdf' });
    expect(claimedUploadKind('bericht', 'application/pdf')).toEqual({ kind: 'pdf' });
    expect(claimedUploadKind('bericht', 'application/zip')).toEqual({ refused: 'The file type is not supported.' });
  });
});
