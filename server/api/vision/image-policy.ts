import { HttpError } from '../http/errors';

/** A policy and the words that may violate it. */
export type ImagePolicies = Readonly<Record<string, readonly string[]>>;

/** The reference API's default list; `IMAGE_POLICY_WORDS` replaces it. */
export const defaultImagePolicies: ImagePolicies = {
  violence: ['gore', 'blood', 'massacre', 'torture'],
  weapons: ['gun', 'rifle', 'weapon', 'bomb'],
  nudity: ['nude', 'naked'],
};

/**
 * `IMAGE_POLICY_WORDS`: `policy=word|word;policy=word`, e.g. `violence=gore|blood;weapons=gun`.
 * An empty value switches the check off.
 */
export function parsePolicyWords(value: string): ImagePolicies {
  const policies: Record<string, string[]> = {};
  for (const entry of value.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [name, words] = entry.split('=');
    const list = (words ?? '').split('|').map((word) => word.trim().toLowerCase()).filter(Boolean);
    if (!name?.trim() || list.length === 0) throw new Error(`IMAGE_POLICY_WORDS: "${entry}" is not policy=word|word.`);
    policies[name.trim()] = list;
  }
  return policies;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));

/** The policies whose words the prompt uses (whole words, any case). The negative prompt names what to avoid and is not checked. */
export function violatedPolicies(prompt: string, policies: ImagePolicies): string[] {
  const used = wordsOf(prompt);
  return Object.entries(policies)
    .filter(([, words]) => words.some((word) => used.has(word)))
    .map(([name]) => name);
}

/** tools.md §8: 400 with the violated policies. */
export function refuseByPolicy(prompt: string, policies: ImagePolicies) {
  const violated = violatedPolicies(prompt, policies);
  if (violated.length > 0) {
    throw new PolicyRefusal(violated);
  }
}

export class PolicyRefusal extends HttpError {
  constructor(readonly violated: string[]) {
    super(400, `The prompt was blocked, as it may violate policies: ${violated.join(', ')}.`);
  }
}
