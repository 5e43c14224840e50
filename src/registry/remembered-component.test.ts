import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { parseRememberedComponent, rememberedComponentKey, rememberedComponentStore } from './remembered-component';

describe('the remembered component record', () => {
  it('is kept per user under ragStudioComponent, with its version', async () => {
    const storage = memoryKeyValueStore();
    const remembered = rememberedComponentStore(storage);
    const alice = { tenant: 'corporate', userId: 'alice' } as const;
    await remembered.remember(alice, { key: 'travel-policy_dev', title: 'Travel policy' });
    expect(rememberedComponentKey(alice)).toBe('ragStudioComponent:alice');
    expect(await storage.get('ragStudioComponent:alice')).toEqual({ version: 1, key: 'travel-policy_dev', title: 'Travel policy' });
    expect(await remembered.recall(alice)).toEqual({ key: 'travel-policy_dev', title: 'Travel policy' });
    expect(await remembered.recall({ tenant: 'corporate', userId: 'carl' })).toBeNull();
    await remembered.forget(alice);
    expect(await remembered.recall(alice)).toBeNull();
  });

  it.each([
    ['another version', { version: 2, key: 'travel-policy_dev', title: 'Travel policy' }],
    ['no version', { key: 'travel-policy_dev', title: 'Travel policy' }],
    ['an empty key', { version: 1, key: '', title: 'Travel policy' }],
    ['a bare string', 'travel-policy_dev'],
  ])('reads %s as nothing remembered', (_, value) => {
    expect(parseRememberedComponent(value)).toBeNull();
  });
});
