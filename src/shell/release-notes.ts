import { isTrialOrigin } from '../config/origin';
import type { OriginKey } from '../../contracts/runtime-config';

/**
 * platform.md §1, §6: release notes are for the internal variant only — the dialog at start and
 * "Show Release Notes" in the user menu alike.
 */
export const offersReleaseNotes = (origin: OriginKey) => !isTrialOrigin(origin);
