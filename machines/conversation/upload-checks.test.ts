import { describe, expect, it } from 'vitest';
import { maxUploadMegabytes } from '../../domain/upload-allow-list';
import { checkUploads, uploadRejection } from './upload-checks';

const candidate = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe('upload checks', () => {
  it.each([
    ['bericht.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain'],
    ['notes.txt', 'text/plain;charset=UTF-8'],
    ['foto.jpeg', 'image/jpeg'],
    ['foto.jpg', 'IMAGE/JPEG'],
    // The API always took this alias; the one allow-list gives it to the client too.
    ['foto.jpg', 'image/jpg'],
    ['chart.png', 'image/png'],
    ['brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['zahlen.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['folien.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['daten.csv', 'text/csv'],
    ['daten.CSV', 'application/vnd.ms-excel'],
    ['daten.json', 'application/json'],
  ])('%s as %s may be uploaded', (name, type) => {
    expect(uploadRejection(candidate(name, type))).toBeNull();
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['alt.xls', 'application/vnd.ms-excel'],
    ['alt.doc', 'application/msword'],
    ['bild.gif', 'image/gif'],
    ['ohne-typ', ''],
    ['archiv.zip', 'application/zip'],
  ])('%s as "%s" is refused for its type', (name, type) => {
    expect(uploadRejection(candidate(name, type))).toBe('type');
  });

  it('the limit is 7,000,000 bytes inclusive, shown as 7 MB', () => {
    expect(maxUploadMegabytes).toBe(7);
    expect(uploadRejection(candidate('gross.pdf', 'application/pdf', 7_000_000))).toBeNull();
    expect(uploadRejection(candidate('gross.pdf', 'application/pdf', 7_000_001))).toBe('size');
  });

  it('an empty file (0 bytes) is refused: there is nothing in it to read', () => {
    expect(uploadRejection(candidate('leer.pdf', 'application/pdf', 0))).toBe('empty');
    expect(uploadRejection(candidate('ein-byte.txt', 'text/plain', 1))).toBeNull();
  });

  it('a file wrong in type and size is reported once, for its type', () => {
    expect(uploadRejection(candidate('setup.exe', 'application/x-msdownload', 9e9))).toBe('type');
  });

  it('a batch keeps the accepted files in order and names each refused one', () => {
    const a = candidate('a.pdf', 'application/pdf');
    const b = candidate('b.exe', 'application/x-msdownload');
    const c = candidate('c.txt', 'text/plain', 8_000_000);
    const d = candidate('d.png', 'image/png');
    expect(checkUploads([a, b, c, d])).toEqual({
      accepted: [a, d],
      rejected: [
        { file: b, reason: 'type' },
        { file: c, reason: 'size' },
      ],
    });
  });
});
