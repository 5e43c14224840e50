import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswForSuite, mswServer } from '../../test/msw/server';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { capabilities, captureDownloads, keptCall, keptKey, speakerPicker, startVox, voxFileInput, wav } from './testing';

// What looked unfinished: the browser's own file input ("Choose Files / No file chosen"), a native
// select per passage and link-like export buttons. Each is the kit's control now.
describe("Vox's controls are the kit's", () => {
  setupMswForSuite();

  it('the file chooser is a labelled button that opens the hidden input, pressed by keyboard; no native file input is shown', async () => {
    mswServer.use(capabilities(false));
    const vox = await startVox();
    const choose = screen.getByRole('button', { name: 'Choose audio or video files' });
    expect(choose).toHaveClass('button');
    expect(choose).toHaveAttribute('data-rac');
    const input = voxFileInput();
    expect(input).not.toBeVisible();
    expect(input).toHaveAttribute('multiple');
    expect(input.accept).toContain('audio/wav');
    // Nothing visible on the page is a file input (the browser's own text comes with a visible one).
    for (const element of document.querySelectorAll('input[type=file]')) expect(element).not.toBeVisible();
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    choose.focus();
    await vox.user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await vox.user.upload(input, [wav('chosen.wav')]);
    expect(await screen.findByText('chosen.wav')).toBeInTheDocument();
  });

  it("a passage's speaker is the kit's select (a listbox by keyboard) and the exports are the kit's buttons", async () => {
    mswServer.use(capabilities(false));
    const downloads = captureDownloads();
    const vox = await startVox(memoryKeyValueStore({ [keptKey]: keptCall }));
    await vox.user.click(screen.getByRole('button', { name: 'call-7.wav' }));
    // No native select to meet (the kit's keeps a hidden one for forms, out of reach).
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    const picker = speakerPicker('00:00:04');
    expect(picker).toHaveClass('option-select-button');
    expect(picker).toHaveAttribute('aria-haspopup', 'listbox');
    picker.focus();
    await vox.user.keyboard('{ArrowDown}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Speaker 1', 'New speaker']);
    await vox.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(speakerPicker('00:00:04')).toHaveTextContent('Speaker 2'));

    const exports = within(screen.getByRole('group', { name: 'Export' })).getAllByRole('button');
    expect(exports.map((button) => button.className)).toEqual(Array(4).fill('button vox-export'));
    exports[2]!.focus();
    await vox.user.keyboard('{Enter}');
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['call-7.txt']));
  });
});
