import { describe, expect, it } from 'vitest';
import { localConfig } from '../../test/fixtures/runtime-config';
import type { OriginKey } from '../../contracts/runtime-config';
import { canOpenTool, decideAccess, navItemsFor, type Viewer } from './access';
import { holdsAnyGroup } from './group-match';
import { toolRoutes } from './route-table';

const config = localConfig();
const alice = ['studio-chat', 'studio-vision', 'studio-voice', 'studio-scos', 'studio-audit', 'studio-rags', 'studio-trial'];
const viewer = (groups: string[] | null, origin: OriginKey = 'development', authDisabled = false): Viewer => ({
  config, origin, groups, authDisabled,
});
const meta = (path: string) => toolRoutes.find((r) => r.path === path)!.meta;

describe('group matching', () => {
  it('matches by substring by default', () => {
    expect(holdsAnyGroup(['cn=studio-chat,ou=groups'], ['studio-chat'], 'substring')).toBe(true);
    expect(holdsAnyGroup(['studio-vision'], ['studio-chat'], 'substring')).toBe(false);
  });

  it('matches exactly when configured', () => {
    expect(holdsAnyGroup(['cn=studio-chat,ou=groups'], ['studio-chat'], 'exact')).toBe(false);
    expect(holdsAnyGroup(['studio-chat'], ['studio-chat'], 'exact')).toBe(true);
  });

  it('any one of the configured groups is enough', () => {
    expect(holdsAnyGroup(['b'], ['a', 'b'], 'exact')).toBe(true);
  });
});

describe('route access', () => {
  it('nobody signed in is sent to sign in', () => {
    expect(decideAccess(meta('/audit-gpt'), viewer(null))).toBe('signIn');
  });

  it('with authentication disabled every route is open', () => {
    expect(decideAccess(meta('/audit-gpt'), viewer(null, 'development', true))).toBe('allowed');
  });

  it('bob (chat only) may chat but not audit', () => {
    expect(decideAccess(meta('/chat'), viewer(['studio-chat']))).toBe('allowed');
    expect(decideAccess(meta('/audit-gpt'), viewer(['studio-chat']))).toBe('unauthorized');
  });

  it('the trial-origin group also unlocks home and vision studio', () => {
    expect(decideAccess(meta('/'), viewer(['studio-trial']))).toBe('allowed');
    expect(decideAccess(meta('/vision-studio'), viewer(['studio-trial']))).toBe('allowed');
    expect(decideAccess(meta('/vox'), viewer(['studio-trial']))).toBe('unauthorized');
  });

  it('guidelines need sign-in only', () => {
    expect(decideAccess(meta('/guidelines'), viewer([]))).toBe('allowed');
  });

  it('on the trial origin the internal tools are closed even to alice', () => {
    expect(decideAccess(meta('/vox'), viewer(alice, 'trial'))).toBe('unauthorized');
    expect(decideAccess(meta('/vision-studio'), viewer(alice, 'trial'))).toBe('allowed');
  });
});

describe('nav items', () => {
  const tools = (v: Viewer) => navItemsFor(v).map((item) => item.tool);

  it('alice sees every tool on an internal origin', () => {
    expect(tools(viewer(alice))).toEqual(['home', 'vision', 'vox', 'scos', 'audit', 'rags']);
  });

  it('nora sees none, bob only home', () => {
    expect(tools(viewer([]))).toEqual([]);
    expect(tools(viewer(['studio-chat']))).toEqual(['home']);
  });

  it('on the trial origin: only home and vision studio, for its group', () => {
    expect(tools(viewer(['studio-trial'], 'trial'))).toEqual(['home', 'vision']);
    expect(tools(viewer(alice, 'trial'))).toEqual(['home', 'vision']);
    expect(tools(viewer(['studio-chat'], 'trial'))).toEqual(['home']);
  });

  it('nobody signed in sees no tools', () => {
    expect(tools(viewer(null))).toEqual([]);
  });
});

describe('buttons that open a tool (the chat’s registry button)', () => {
  it('show exactly when the route lets the user in: the registry group on an internal origin', () => {
    expect(canOpenTool(viewer(alice), 'rags')).toBe(true);
    expect(canOpenTool(viewer(['studio-chat']), 'rags')).toBe(false);
  });

  it('a registry member on the trial origin gets no button to a page that would refuse her', () => {
    expect(canOpenTool(viewer(alice, 'trial'), 'rags')).toBe(false);
  });

  it('nobody signed in gets none; with authentication off every tool opens', () => {
    expect(canOpenTool(viewer(null), 'rags')).toBe(false);
    expect(canOpenTool(viewer(null, 'development', true), 'rags')).toBe(true);
  });
});
