import { afterEach, describe, expect, it } from 'vitest';
import { localConfig } from '../../test/fixtures/runtime-config';
import { applyOriginToDocument } from './origin-document';

const icons = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((icon) => icon.getAttribute('href'));

describe("the page's title and icon follow the origin (platform.md §4, §9: a default and a trial favicon)", () => {
  afterEach(() => document.head.querySelectorAll('link[rel="icon"]').forEach((icon) => icon.remove()));

  it('the trial origin: its app name and the trial favicon; back on a corporate origin: the default ones, one icon link throughout', () => {
    const { origins } = localConfig();
    applyOriginToDocument(origins.trial);
    expect([document.title, icons()]).toEqual(['Studio Trial', ['/favicon-trial.svg']]);
    applyOriginToDocument(origins.corporate1);
    expect([document.title, icons()]).toEqual(['Studio', ['/favicon.svg']]);
  });
});
