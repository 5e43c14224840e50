import { describe, expect, it } from 'vitest';
import { startupTextsChunkOf } from './startup-texts';

const chunkOf = startupTextsChunkOf(['en-US', 'de-DE']);

describe("the start-up texts' chunks", () => {
  it("gathers each locale's start-up texts into one chunk", () => {
    expect(chunkOf('/app/locales/en-US/common.json')).toBe('texts-en-US');
    expect(chunkOf('/app/locales/de-DE/chat-stream.json')).toBe('texts-de-DE');
  });

  it("leaves a tool's own texts, other modules and look-alikes to the usual splitting", () => {
    expect(chunkOf('/app/locales/en-US/vox.json')).toBeNull();
    expect(chunkOf('/app/src/chat/chat-tool.tsx')).toBeNull();
    expect(chunkOf('/app/locales/en-US/xchat.json')).toBeNull();
    expect(chunkOf('/app/locales/fr-FR/common.json')).toBeNull();
  });
});
