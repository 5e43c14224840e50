import { describe, expect, it } from 'vitest';
import { localConfig } from '../../test/fixtures/runtime-config';
import type { OriginKey } from '../../contracts/runtime-config';
import type { ToolDescriptor } from '../tools/tool-descriptor';
import { toolDescriptors } from '../tools/tools';
import { canOpenTool, decideAccess, navItemsFor, navItemsOf, type Viewer } from './access';
import { routeTableOf, toolRoutes } from './route-table';

const config = localConfig();
const alice = ['studio-chat', 'studio-vision', 'studio-voice', 'studio-scos', 'studio-audit', 'studio-rags', 'studio-trial'];
const viewer = (groups: string[] | null, origin: OriginKey = 'development', authDisabled = false): Viewer => ({
  config, origin, groups, authDisabled,
});
const meta = (path: string) => toolRoutes.find((r) => r.path === path)!.meta;

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
    expect(tools(viewer(alice))).toEqual(['chat', 'vision', 'vox', 'scos', 'audit', 'registry']);
  });

  it('nora sees none, bob only home', () => {
    expect(tools(viewer([]))).toEqual([]);
    expect(tools(viewer(['studio-chat']))).toEqual(['chat']);
  });

  it('on the trial origin: only home and vision studio, for its group', () => {
    expect(tools(viewer(['studio-trial'], 'trial'))).toEqual(['chat', 'vision']);
    expect(tools(viewer(alice, 'trial'))).toEqual(['chat', 'vision']);
    expect(tools(viewer(['studio-chat'], 'trial'))).toEqual(['chat']);
  });

  it('nobody signed in sees no tools', () => {
    expect(tools(viewer(null))).toEqual([]);
  });
});

describe('buttons that open a tool (the chat’s registry button)', () => {
  it('show exactly when the route lets the user in: the registry group on an internal origin', () => {
    expect(canOpenTool(viewer(alice), 'registry')).toBe(true);
    expect(canOpenTool(viewer(['studio-chat']), 'registry')).toBe(false);
  });

  it('a registry member on the trial origin gets no button to a page that would refuse her', () => {
    expect(canOpenTool(viewer(alice, 'trial'), 'registry')).toBe(false);
  });

  it('nobody signed in gets none; with authentication off every tool opens', () => {
    expect(canOpenTool(viewer(null), 'registry')).toBe(false);
    expect(canOpenTool(viewer(null, 'development', true), 'registry')).toBe(true);
  });
});

describe('a tool is its descriptor', () => {
  const notes: ToolDescriptor<'notes'> = {
    key: 'notes',
    paths: ['/notes'],
    groups: ['chat'],
    origins: 'internal',
    nav: { order: 7, label: 'tools.home' },
    namespaces: [],
    apiHosts: [],
    module: () => Promise.reject(new Error('not loaded in this test')),
    machines: async () => ({}),
    slices: async () => [],
  };
  const eight = [...toolDescriptors, notes];

  it('an eighth descriptor alone gives the tool its route, with its groups and origins', () => {
    const route = routeTableOf(eight).find((candidate) => candidate.path === '/notes');
    expect(route?.tool).toBe('notes');
    expect(decideAccess(route!.meta, viewer(['studio-chat']))).toBe('allowed');
    expect(decideAccess(route!.meta, viewer(['studio-chat'], 'trial'))).toBe('unauthorized');
    expect(routeTableOf(toolDescriptors).some((candidate) => candidate.path === '/notes')).toBe(false);
  });

  it('and its nav entry, in its place, for those its groups let in', () => {
    expect(navItemsOf(viewer(alice), eight).map((item) => item.tool)).toEqual(['chat', 'vision', 'vox', 'scos', 'audit', 'registry', 'notes']);
    expect(navItemsOf(viewer(['studio-vision']), eight).map((item) => item.tool)).toEqual(['vision']);
  });

  it('every tool folder has its descriptor, keyed by the folder name', () => {
    expect(toolDescriptors.map((tool) => tool.key).sort()).toEqual(['audit', 'chat', 'registry', 'scos', 'usage', 'vision', 'vox']);
  });
});

describe('the admins\' usage page, opened by what the API grants', () => {
  const usageViewer = (usageAdmin: boolean | null, origin: OriginKey = 'development'): Viewer => ({ ...viewer(['studio-chat'], origin), capabilities: { usageAdmin } });

  it('waits while the API has not answered, then lets an admin in and sends anyone else away', () => {
    expect(decideAccess(meta('/usage'), usageViewer(null))).toBe('checking');
    expect(decideAccess(meta('/usage'), usageViewer(true))).toBe('allowed');
    expect(decideAccess(meta('/usage'), usageViewer(false))).toBe('unauthorized');
  });

  it('is in the nav for admins only, never on the trial origin', () => {
    const tools = (who: Viewer) => navItemsFor(who).map((item) => item.tool);
    expect(tools(usageViewer(true))).toContain('usage');
    expect(tools(usageViewer(false))).not.toContain('usage');
    expect(tools(usageViewer(null))).not.toContain('usage');
    expect(tools(usageViewer(true, 'trial'))).not.toContain('usage');
  });

  it('asks sign-in first', () => {
    expect(decideAccess(meta('/usage'), { ...viewer(null), capabilities: { usageAdmin: true } })).toBe('signIn');
  });
});

describe('which group opens which route (tools.md §6, written out)', () => {
  const opened = (groups: string[]) =>
    toolRoutes
      .filter((route) => route.meta.requiresAuth && route.meta.requiredGroups.length > 0)
      .filter((route) => decideAccess(route.meta, viewer(groups)) === 'allowed')
      .map((route) => route.path)
      .sort();

  it.each([
    ['studio-chat', ['/', '/chat']],
    ['studio-vision', ['/vision-studio']],
    ['studio-voice', ['/vox']],
    ['studio-scos', ['/scos-demo']],
    ['studio-audit', ['/audit-gpt']],
    ['studio-rags', ['/rags']],
    ['studio-trial', ['/', '/chat', '/vision-studio']],
  ])('%s opens %j and nothing else', (group, paths) => {
    expect(opened([group])).toEqual([...paths].sort());
  });
});
