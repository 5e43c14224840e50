import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markdownLoader } from '../../src/markdown/markdown-loader';

afterEach(() => {
  cleanup();
});

// The Markdown renderer is fetched on first use in the studio (src/markdown/markdown-loader.ts);
// here it is there from the start, so a component renders its answers in one pass. The wait for
// it is tested with a loader of its own (StreamingAnswer.test.tsx).
await markdownLoader.load();
