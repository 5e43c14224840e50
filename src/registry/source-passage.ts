import { fromPromise } from 'xstate';
import type { OpenedSource, PassageFailure, PassageResult } from '../../machines/registry/source-passage.machine';
import { isApiError } from '../api/api-error';
import type { RegistryBackend } from '../api/registry-client';

/** A component's refusal as the user is told it: 403 no longer theirs, 404 gone; anything else (and no answer at all) a failure. */
const failureOf = (status: number): PassageFailure => (status === 403 ? 'forbidden' : status === 404 ? 'not-found' : 'failed');

/** The source-passage machine's `loadPassage`: the passage from the component with the user's rights, or why not. */
export const loadPassageLogic = (backend: Pick<RegistryBackend, 'passageInContext'>) =>
  fromPromise<PassageResult, OpenedSource>(async ({ input, signal }) => {
    try {
      const { document, text, start, end, truncatedBefore, truncatedAfter } = await backend.passageInContext(input.componentUrl, input.source.location, signal);
      // A range outside the text it came with is no place to show.
      if (start < 0 || end > text.length || start >= end) return { failure: 'failed' };
      return { passage: { document, text, start, end, truncatedBefore, truncatedAfter } };
    } catch (error) {
      if (isApiError(error)) return { failure: failureOf(error.status) };
      throw error;
    }
  });
