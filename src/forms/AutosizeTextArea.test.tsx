import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea, TextField } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutosizeTextArea } from './AutosizeTextArea';

// jsdom lays nothing out: the text's height is what this scenario says it is.
let textHeight = 0;
vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(() => textHeight);
afterEach(() => {
  textHeight = 0;
});

function Field({ text }: { text: string }) {
  return <AutosizeTextArea aria-label="Message" value={text} onChange={() => {}} minHeight={54} maxHeight={120} style={{ boxSizing: 'border-box', border: '1px solid' }} />;
}

const heightFor = (height: number) => {
  textHeight = height;
  const { unmount } = render(<Field text={`${height}`} />);
  const field = screen.getByRole('textbox', { name: 'Message' });
  const result = { height: field.style.height, overflowY: field.style.overflowY };
  unmount();
  return result;
};

describe('a text area that grows with its text', () => {
  it('rests at its minimum height while the text is short', () => {
    expect(heightFor(30)).toEqual({ height: '54px', overflowY: 'hidden' });
  });

  it('grows with the text, borders included (scrollHeight holds only the padding)', () => {
    expect(heightFor(80)).toEqual({ height: '82px', overflowY: 'hidden' });
  });

  it('stops at its maximum height and scrolls from there', () => {
    expect(heightFor(300)).toEqual({ height: '120px', overflowY: 'auto' });
  });
});

describe('a pasted log of 1.5 MB', () => {
  it('is held at the maximum height without being laid out again for each key', () => {
    textHeight = 90_000;
    const reads = vi.mocked(Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'scrollHeight')!.get!);
    reads.mockClear();
    const log = 'x'.repeat(1_500_000);
    const { rerender } = render(<Field text={log} />);
    rerender(<Field text={`${log}y`} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect({ height: field.style.height, overflowY: field.style.overflowY }).toEqual({ height: '120px', overflowY: 'auto' });
    expect(reads).not.toHaveBeenCalled();
  });
});

// Browsers without CSS `field-sizing: content` (the audit editor's fields relied on it) grow too.
describe('inside a react-aria text field, with the sheet setting its limits', () => {
  it('grows while the user types (the text comes from the field), up to the sheet\'s max-height, then scrolls', async () => {
    const user = userEvent.setup();
    render(
      <TextField aria-label="Template" defaultValue="">
        <AutosizeTextArea as={TextArea} minRows={1} style={{ minHeight: '20px', maxHeight: '100px' }} />
      </TextField>,
    );
    const field = screen.getByRole('textbox', { name: 'Template' });
    expect(field).toHaveAttribute('rows', '1');
    textHeight = 10;
    await user.type(field, 'a');
    expect(field.style.height).toBe('20px');
    textHeight = 70;
    await user.type(field, 'b');
    expect(field.style).toMatchObject({ height: '70px', overflowY: 'hidden' });
    textHeight = 400;
    await user.type(field, 'c');
    expect(field.style).toMatchObject({ height: '100px', overflowY: 'auto' });
  });
});

