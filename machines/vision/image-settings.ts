/** tools.md §2/§5/§9: the image form's values and their rules. */
import type { PngProblem } from '../../domain/png-check';

export const aspectRatios = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

export const minResults = 1;
export const maxResults = 4;

/** What the form holds. */
export interface ImageSettings {
  prompt: string;
  negativePrompt: string;
  /** Number of results, 1 to 4. */
  count: number;
  /** Guidance scale, at least 0, one decimal (sent in stack-provider mode only). */
  guidance: number;
  ratio: AspectRatio;
}

/** tools.md §9: 1 result, ratio 1:1, guidance 0. */
export const defaultImageSettings: ImageSettings = { prompt: '', negativePrompt: '', count: 1, guidance: 0, ratio: '1:1' };

/** NaN or below 1 gives 1; above 4 gives 4; fractions are rounded. */
export function clampCount(value: number): number {
  if (!Number.isFinite(value) || value < minResults) return minResults;
  return Math.min(maxResults, Math.round(value));
}

/** NaN or negative gives 0; rounded to one decimal. */
export function normalizeGuidance(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.round(value * 10) / 10;
}

export const isAspectRatio = (value: unknown): value is AspectRatio => aspectRatios.includes(value as AspectRatio);

/** The form's values after a change, each kept within its rules. */
export function editedSettings(current: ImageSettings, changes: Partial<ImageSettings>): ImageSettings {
  const next = { ...current, ...changes };
  return {
    ...next,
    count: clampCount(next.count),
    guidance: normalizeGuidance(next.guidance),
    ratio: isAspectRatio(next.ratio) ? next.ratio : current.ratio,
  };
}

/** Generate is enabled only for a prompt that is not blank. */
export const promptReady = (settings: ImageSettings) => settings.prompt.trim() !== '';

/** What a request actually carried: `guidance` is null where the mode does not send it. */
export interface SentSettings {
  prompt: string;
  negativePrompt: string;
  count: number;
  ratio: AspectRatio;
  guidance: number | null;
}

/** Why a generation failed (tools.md §8), told as data so the machine stays free of HTTP. */
export type GenerationFailure =
  | { kind: 'policy'; policies: string[] }
  | { kind: 'sessionExpired' }
  | { kind: 'status'; status: number }
  | { kind: 'thrown'; message: string };

/** One image as the request's effect hands it over. */
export interface ReceivedImage {
  /** Unique within the visit; part of the download's file name. */
  uid: string;
  /** PNG, base64 without a data-URL prefix; empty where the result is not one (`problem`). */
  base64: string;
  /** Why the result cannot be shown (domain/png-check.ts), or null: it is a PNG to show. */
  problem: PngProblem | null;
  /** The reference API drew it because no image model is configured. */
  placeholder: boolean;
  /** When it arrived (ms since the epoch). */
  createdAt: number;
  sent: SentSettings;
}

/** An image in the gallery: which of its generation it was (for its alt text), and when that generation's first image came. */
export interface GalleryImage extends ReceivedImage {
  position: number;
  of: number;
  /** Kept images are ordered by it (newest generation first), then by position. */
  generationAt: number;
}
