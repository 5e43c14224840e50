import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Transcript } from '../../machines/vox/transcript';
import { passageHeading, passagesOf } from './transcript-export';

/**
 * The transcript as a Word document: the file's name as its title, then per
 * passage its times and speaker in bold and its text, line breaks kept. Loaded only when a
 * DOCX export is asked for (the `docx` package is a chunk of its own).
 */
export async function transcriptDocx(fileName: string, transcript: Transcript): Promise<Blob> {
  const passages = passagesOf(transcript).map(
    (passage) =>
      new Paragraph({
        spacing: { after: 160 },
        children: [
          new TextRun({ text: passageHeading(passage), bold: true }),
          ...passage.text.split(/\r?\n/).map((line) => new TextRun({ text: line, break: 1 })),
        ],
      }),
  );
  const document = new Document({
    title: fileName,
    creator: 'Studio (Vox Studio)',
    sections: [{ children: [new Paragraph({ text: fileName, heading: HeadingLevel.HEADING_1 }), ...passages] }],
  });
  return Packer.toBlob(document);
}
