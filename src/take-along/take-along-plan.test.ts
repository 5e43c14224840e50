import { describe, expect, it } from 'vitest';
import type { Chat, StorageScope, UploadedDocument } from '../../domain/chat';
import { chatListKind, chatListKindOf, documentListKind, parseChat, repairChat } from '../persistence/chat-records';
import { decodeList, isRecord } from '../persistence/stored-list';
import { takeAlongFile, type TakeAlongFile } from './take-along-file';
import { tickOf } from '../../machines/take-along/take-along.types';
import { mergedRecord, planImport, readTakeAlong, type Here, type PlanContext } from './take-along-plan';
import { takeAlongList, type TakeAlongSection } from './take-along-section';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 12);
const scope: StorageScope = { tenant: 'corporate', userId: 'alice' };

type ComponentChat = Chat & { component: string };
const withComponent = (read: (value: unknown) => Chat | undefined) => (value: unknown): ComponentChat | undefined => {
  const base = read(value);
  return base && isRecord(value) && typeof value.component === 'string' ? { ...base, component: value.component } : undefined;
};
const componentChatKind = chatListKindOf(withComponent(parseChat), withComponent(repairChat));

/** A tool like the chat (chats, documents) and one like the registry (chats per component, a setting). */
const sections: TakeAlongSection[] = [
  {
    tool: 'chat',
    lists: [
      takeAlongList<Chat>({ list: 'chats', kind: chatListKind, keyOf: (s) => `CHATS:${s.userId}`, restorable: true, maxAgeMs: 90 * day, bornAt: (c) => c.createdAt, nameOf: (c) => c.name }),
      takeAlongList<UploadedDocument>({ list: 'documents', kind: documentListKind, keyOf: (s) => `DOCS:${s.userId}`, restorable: false, maxAgeMs: day, bornAt: (d) => d.timeStamp, nameOf: (d) => d.option.label }),
    ],
    settings: [],
  },
  {
    tool: 'registry',
    lists: [
      takeAlongList<ComponentChat>({
        list: 'chats', kind: componentChatKind, keyOf: (s) => `REG:${s.userId}`, restorable: true, maxAgeMs: 90 * day,
        bornAt: (c) => c.createdAt, nameOf: (c) => c.name, componentOf: (c) => c.component,
      }),
    ],
    settings: [
      {
        name: 'component', keyOf: (s) => `COMPONENT:${s.userId}`,
        parse: (value) => (isRecord(value) && typeof value.key === 'string' ? { key: value.key } : undefined),
        componentOf: (value) => (isRecord(value) && typeof value.key === 'string' ? value.key : undefined),
      },
    ],
  },
];

const chat = (sessionId: string, over: Partial<Chat> = {}): Chat => ({
  sessionId, name: `Chat ${sessionId}`, messages: [{ role: 'user', content: 'Hi' }], timeStamp: now - day, createdAt: now - 2 * day, documents: [], ...over,
});
const document = (label: string, timeStamp: number): UploadedDocument => ({ timeStamp, option: { label, value: `hash-${label}` } });

function fileWith(tools: TakeAlongFile['tools'], over: Partial<TakeAlongFile> = {}): TakeAlongFile {
  return { ...takeAlongFile({ exportedAt: now - day, user: 'alice', tenant: 'corporate', tools }), ...over };
}
const chatsOnly = (items: unknown[]): TakeAlongFile['tools'] => ({ chat: { lists: { chats: { version: 1, items } }, settings: {} } });
const here = (lists: Here['lists'] = {}, settings: Here['settings'] = {}): Here => ({ lists, settings });
const stored = <T>(items: T[], deleted: Record<string, number> = {}) => ({ items: items as unknown[], deleted, problem: null });
const context: PlanContext = { scope, now, sections, usableComponents: new Set(['Desk_prod']) };

describe('reading a take-along file', () => {
  it('refuses text that is not JSON', () => {
    expect(readTakeAlong('{"format": "studio-chats", "vers')).toEqual({ ok: false, refusal: { reason: 'notJson' } });
  });

  it('refuses JSON that is not the studio\'s take-along file (another app\'s export, the history backup)', () => {
    expect(readTakeAlong(JSON.stringify({ conversations: [] }))).toEqual({ ok: false, refusal: { reason: 'notArchive' } });
    expect(readTakeAlong(JSON.stringify([chat('session_1')]))).toEqual({ ok: false, refusal: { reason: 'notArchive' } });
    expect(readTakeAlong(JSON.stringify({ ...fileWith({}), tools: { chat: { lists: { chats: { version: 1, items: 'x' } }, settings: {} } } }))).toEqual({
      ok: false, refusal: { reason: 'notArchive' },
    });
  });

  it('refuses a file made by a newer studio, naming its version', () => {
    expect(readTakeAlong(JSON.stringify({ ...fileWith({}), version: 2 }))).toEqual({ ok: false, refusal: { reason: 'newerVersion', version: 2 } });
  });

  it('reads its own export', () => {
    const file = fileWith(chatsOnly([chat('session_1')]));
    expect(readTakeAlong(JSON.stringify(file))).toEqual({ ok: true, file });
  });
});

describe('planning an import', () => {
  it('refuses another user\'s file and another tenant\'s', () => {
    expect(planImport(fileWith({}, { user: 'bob' }), here(), context)).toEqual({ ok: false, refusal: { reason: 'otherUser' } });
    expect(planImport(fileWith({}, { tenant: 'trial' }), here(), context)).toEqual({ ok: false, refusal: { reason: 'otherTenant' } });
  });

  it('refuses the whole file when one chat in it cannot be read by the records\' own parser, naming the list', () => {
    const file = fileWith(chatsOnly([chat('session_1'), { sessionId: 'session_2', messages: [{ role: 'system', content: 1 }], timeStamp: now }]));
    expect(planImport(file, here(), context)).toEqual({ ok: false, refusal: { reason: 'corrupt', tool: 'chat', list: 'chats' } });
  });

  it('refuses a chat dated more than a day ahead (it would never expire); a clock a little ahead is fine', () => {
    const ahead = (ms: number) => fileWith(chatsOnly([chat('session_1', { createdAt: now + ms, timeStamp: now + ms })]));
    expect(planImport(ahead(2 * day), here(), context)).toEqual({ ok: false, refusal: { reason: 'corrupt', tool: 'chat', list: 'chats' } });
    expect(planImport(ahead(10 * 60_000), here(), context).ok).toBe(true);
  });

  it('refuses a list a newer studio wrote (a version this release does not know) as newer, not as damaged', () => {
    const file = fileWith({ chat: { lists: { chats: { version: 99, items: [] } }, settings: {} } });
    expect(planImport(file, here(), context)).toEqual({ ok: false, refusal: { reason: 'newerVersion', version: 99 } });
  });

  it('adds chats new here, keeps the newer copy of a chat in both, and counts the rest unchanged', () => {
    const file = fileWith(chatsOnly([chat('new'), chat('newer-there', { timeStamp: now - 10 }), chat('newer-here', { timeStamp: now - 3 * day + 1 })]));
    const plan = planImport(file, here({ 'CHATS:alice': stored([chat('newer-there'), chat('newer-here', { timeStamp: now - 5 })]) }), context);
    if (!plan.ok) throw new Error('refused');
    expect(plan.plan.lists[0]).toMatchObject({ tool: 'chat', list: 'chats', key: 'CHATS:alice', counts: { added: 1, updated: 1, unchanged: 1 } });
    expect(plan.plan.lists[0]!.incoming.map((item) => (item as Chat).sessionId)).toEqual(['new', 'newer-there']);
  });

  it('drops chats older than 90 days and documents older than 24 hours, counted from when they were made', () => {
    const file = fileWith({
      chat: {
        lists: {
          // Changed yesterday, but made 91 days ago: expired.
          chats: { version: 1, items: [chat('old', { createdAt: now - 91 * day, timeStamp: now - day }), chat('young')] },
          documents: { version: 1, items: [document('old.pdf', now - day - 1), document('fresh.pdf', now - 60_000)] },
        },
        settings: {},
      },
    });
    const plan = planImport(file, here(), context);
    if (!plan.ok) throw new Error('refused');
    expect(plan.plan.lists.map(({ list, counts }) => [list, counts.added, counts.expired])).toEqual([['chats', 1, 1], ['documents', 1, 1]]);
    expect(plan.plan.lists[1]!.incoming).toEqual([document('fresh.pdf', now - 60_000)]);
  });

  it('drops registry chats and the remembered component for components the user may no longer use', () => {
    const file = fileWith({
      registry: {
        lists: { chats: { version: 1, items: [{ ...chat('desk'), component: 'Desk_prod' }, { ...chat('hr'), component: 'Hr_prod' }] } },
        settings: { component: { version: 1, key: 'Hr_prod', title: 'HR' } },
      },
    });
    const plan = planImport(file, here(), context);
    if (!plan.ok) throw new Error('refused');
    expect(plan.plan.lists[0]!.counts).toMatchObject({ added: 1, notUsable: 1 });
    expect(plan.plan.settings).toEqual([]);
    const usable = planImport(file, here(), { ...context, usableComponents: new Set(['Desk_prod', 'Hr_prod']) });
    expect(usable.ok && usable.plan.settings).toEqual([{ tool: 'registry', name: 'component', key: 'COMPONENT:alice', value: { key: 'Hr_prod' } }]);
  });

  it('keeps a setting already made here', () => {
    const file = fileWith({ registry: { lists: {}, settings: { component: { key: 'Desk_prod' } } } });
    const plan = planImport(file, here({}, { 'COMPONENT:alice': { key: 'Other_prod' } }), context);
    expect(plan.ok && plan.plan.settings).toEqual([]);
  });

  it('offers a chat deleted here to tick, and a document deleted here not at all', () => {
    const file = fileWith({
      chat: { lists: { chats: { version: 1, items: [chat('gone', { name: 'Trip' })] }, documents: { version: 1, items: [document('gone.pdf', now - 60_000)] } }, settings: {} },
    });
    const plan = planImport(file, here({ 'CHATS:alice': stored([], { gone: now - 5 }), 'DOCS:alice': stored([], { 'gone.pdf': now - 5 }) }), context);
    if (!plan.ok) throw new Error('refused');
    expect(plan.plan.deletedHere).toEqual([{ tool: 'chat', list: 'chats', id: 'gone', name: 'Trip', deletedAt: now - 5 }]);
    expect(plan.plan.lists.map(({ counts }) => counts.added + counts.deletedHere)).toEqual([1, 0]);
  });
});

describe('writing the planned import', () => {
  const spec = sections[0]!.lists[0]!;
  const planOf = (file: TakeAlongFile, current: Here) => {
    const result = planImport(file, current, context);
    if (!result.ok) throw new Error('refused');
    return result.plan.lists[0]!;
  };

  it('merges by chat id without duplicates and keeps createdAt, so expiry still applies', () => {
    const theirs = chat('both', { timeStamp: now - 10, createdAt: now - 80 * day, messages: [{ role: 'user', content: 'later' }] });
    const current = here({ 'CHATS:alice': stored([chat('both'), chat('mine')]) });
    const { record, added, updated } = mergedRecord(spec, current.lists['CHATS:alice']!, planOf(fileWith(chatsOnly([theirs, chat('new')])), current), new Set());
    // Counted as the summary counts them: one new, one newer than here.
    expect({ added, updated }).toEqual({ added: 1, updated: 1 });
    expect(record.items.map((item) => (item as Chat).sessionId).sort()).toEqual(['both', 'mine', 'new']);
    expect(record.items.find((item) => (item as Chat).sessionId === 'both')).toEqual(theirs);
    // The written record reads back as the tools read it.
    expect(decodeList(record, chatListKind).items).toHaveLength(3);
  });

  it('brings a chat deleted here back only when it is ticked, and then without its tombstone', () => {
    const current = here({ 'CHATS:alice': stored([chat('kept')], { gone: now - 5 }) });
    const plan = planOf(fileWith(chatsOnly([chat('gone')])), current);
    const unticked = mergedRecord(spec, current.lists['CHATS:alice']!, plan, new Set());
    expect(unticked).toMatchObject({ added: 0, record: { deleted: { gone: now - 5 } } });
    expect(unticked.record.items).toHaveLength(1);
    const ticked = mergedRecord(spec, current.lists['CHATS:alice']!, plan, new Set([tickOf({ tool: 'chat', list: 'chats', id: 'gone' })]));
    expect(ticked).toMatchObject({ added: 1, record: { deleted: {} } });
    expect(ticked.record.items.map((item) => (item as Chat).sessionId)).toEqual(['kept', 'gone']);
  });

  it('keeps a copy changed here after the plan was made', () => {
    const current = here({ 'CHATS:alice': stored([chat('both')]) });
    const plan = planOf(fileWith(chatsOnly([chat('both', { timeStamp: now - 10 })])), current);
    const changedMeanwhile = stored([chat('both', { timeStamp: now - 1, name: 'Renamed here' })]);
    expect(mergedRecord(spec, changedMeanwhile, plan, new Set())).toMatchObject({ added: 0, record: { items: [{ name: 'Renamed here' }] } });
  });
});

