/**
 * The reference API's wire shapes by name (chat, upload, image generation): docs/openapi/main.yaml,
 * generated into generated/main.ts by `npm run generate:api`. The trial backend's document
 * declares the same shapes; the studio's client, its machines and the server take them from here.
 */
import type { components } from './generated/main';

type Schemas = components['schemas'];

export type ChatStreamRequest = Schemas['ChatStreamRequest'];
export type ChatMessage = Schemas['ChatMessage'];
/** One line of the answer stream. */
export type StreamChunk = Schemas['StreamChunk'];
/** What an answer was given to read (the answer stream's first line). */
export type ContextReceipt = Schemas['ContextReceipt'];
export type ReceiptDocument = Schemas['ReceiptDocument'];
export type UploadResponse = Schemas['UploadResponse'];
export type ImageGenRequest = Schemas['ImageGenRequest'];
export type ImageGenResponse = Schemas['ImageGenResponse'];
/** A passage of a transcript as the API answers it. */
export type VoiceSegment = Schemas['VoiceSegment'];
export type VoiceAnalysis = Schemas['VoiceAnalysis'];
/** A passage the analysis rests on, as the model quoted it, with its time when it gave one. */
export type VoiceQuote = Schemas['VoiceQuote'];
/** What this server can do, and what of the usage the caller may see. */
export type Capabilities = Schemas['Capabilities'];
