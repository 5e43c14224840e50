import { describe, expect, it } from 'vitest';
import { defaultImagePolicies, parsePolicyWords, violatedPolicies } from './image-policy';
import { visionSettings } from './vision-settings';

describe('the image settings from the environment', () => {
  it('defaults to placeholders after 1500 ms and the default policy list', () => {
    expect(visionSettings({})).toEqual({ imageModel: null, offlineDelayMs: 1500, policies: defaultImagePolicies });
  });

  it('reads the model, the delay and the policy words', () => {
    expect(
      visionSettings({ IMAGE_BASE_URL: 'http://images.test/v1', IMAGE_MODEL: 'm', IMAGE_API_KEY: 'k', OFFLINE_IMAGE_DELAY_MS: '0', IMAGE_POLICY_WORDS: 'violence = Gore | blood ; spam=buy' }),
    ).toEqual({ imageModel: { baseUrl: 'http://images.test/v1', model: 'm', apiKey: 'k' }, offlineDelayMs: 0, policies: { violence: ['gore', 'blood'], spam: ['buy'] } });
    expect(visionSettings({ IMAGE_POLICY_WORDS: '' }).policies).toEqual({});
  });

  it.each([
    [{ IMAGE_BASE_URL: 'http://images.test' }, 'IMAGE_BASE_URL is set, so IMAGE_MODEL must name the image model to use.'],
    [{ OFFLINE_IMAGE_DELAY_MS: 'soon' }, 'OFFLINE_IMAGE_DELAY_MS must be a whole number, not "soon".'],
    [{ IMAGE_POLICY_WORDS: 'violence' }, 'IMAGE_POLICY_WORDS: "violence" is not policy=word|word.'],
  ])('stops the start on %j', (env, message) => {
    expect(() => visionSettings(env)).toThrow(message);
  });

  it.each([
    ['A gun', ['weapons']],
    ['A gunboat diplomat', []],
    ['BLOOD moon and a Bomb', ['violence', 'weapons']],
    ['', []],
  ])('"%s" violates %j', (prompt, policies) => {
    expect(violatedPolicies(prompt, defaultImagePolicies)).toEqual(policies);
  });

  it('parses an empty list as no policies', () => {
    expect(parsePolicyWords(' ; ')).toEqual({});
  });
});
