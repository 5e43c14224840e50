import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { modalDialogFrame } from '../../src/dialogs/ModalDialog';
import { markdownLoader } from '../../src/markdown/markdown-loader';

afterEach(() => {
  cleanup();
});

// The Markdown renderer and the dialogs' frame are fetched on first use in the studio
// (src/deferred/deferred-code.ts); here they are there from the start, so a component renders
// its answers and dialogs in one pass. The wait for deferred code is tested with code of the
// tests' own (StreamingAnswer.loading.test.tsx, DeferredTrigger.test.tsx).
// (Not in a file that asks for the node environment: there is no window for DOMPurify.)
if (typeof window !== 'undefined') await Promise.all([markdownLoader.load(), modalDialogFrame.load()]);
