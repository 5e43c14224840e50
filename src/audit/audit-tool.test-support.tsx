/** Test support for the audit assistant (imported by *.test.tsx only). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { expect, onTestFinished } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer } from '../../test/msw/server';
import type { components } from '../../contracts/generated/audit';
import type { components as MainComponents } from '../../contracts/generated/main';
import { followPreferences } from '../browser/follow-preferences';
import { PlatformProvider } from '../platform/platform';
import { chooseGerman } from '../platform/screen.test-support';
import { startTestPlatform } from '../platform/testing';
import { LanguageMenu } from '../shell/views/LanguageMenu';
import { ToastRegion } from '../shell/views/ToastRegion';
import { AuditToolPage, openAuditTool } from './audit-tool';

type Schemas = components['schemas'];
type MainSchemas = MainComponents['schemas'];
/** Scenarios that type whole prompts: user-event types key by key. */
export const typingScenarioMs = 20_000;

export type Prompt = Schemas['Prompt'];

export const prompt = (overrides: Partial<Prompt> = {}): Prompt => ({
  id: 'p-shared',
  prompt_name: 'Vendor review',
  description: 'Reviews a vendor',
  prompt_template: 'You review vendors.',
  department_code: 'IT',
  private: false,
  draft: false,
  user_id: 'alice',
  version: 1,
  ...overrides,
});

export interface AuditServerState {
  models: Schemas['Model'][];
  departments: Schemas['Department'][];
  userDepartments: Schemas['UserDepartment'][];
  /** GET /v1/prompt/{id}/usage, per prompt id (none used when absent). */
  usage?: Record<string, Schemas['VersionUse'][]>;
  activity?: Schemas['ActivityEntry'][];
  /** GET /v1/capabilities' `feedback` (the main host): no votes when absent. */
  feedback?: MainSchemas['FeedbackCapability'];
  /** GET /v1/feedback/prompts/{id}, per prompt id: 403 (not the owner) when absent. */
  promptFeedback?: Record<string, MainSchemas['PromptFeedback']>;
  /** The answer's Studio-Ledger-Id header; none when absent. */
  ledgerId?: string;
}

export const defaultState = (): AuditServerState => ({
  models: [
    { name: 'gpt-audit', hint: 'Default model' },
    { name: 'gpt-audit-large', hint: 'Slower, more thorough' },
  ],
  departments: [
    { department_code: 'FIN', department_name: 'Finance', prompts: [] },
    {
      department_code: 'IT',
      department_name: 'IT',
      // Vendor review has been updated once: its version 1 is in the history.
      prompts: [prompt({ version: 2 }), prompt({ id: 'p-carl', prompt_name: 'Carl checks', user_id: 'carl', draft: true })],
    },
  ],
  userDepartments: [
    { department_code: 'FIN', department_name: 'Finance' },
    { department_code: 'IT', department_name: 'IT' },
  ],
});

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The audit backend in msw with a state the scenario changes; every call is recorded. `fail`
 * answers a path with a status; `stream` gives the answer's pieces (held until `release` when set).
 */
export function auditApi(state: AuditServerState = defaultState()) {
  const calls: RecordedCall[] = [];
  const failures = new Map<string, number>();
  let pieces = ['**No** ', 'risk ', 'found.'];
  let hold: Promise<void> | null = null;
  let open = () => undefined as void;
  const record = async (request: Request, path: string) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    calls.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : null });
    const status = failures.get(`${request.method} ${path}`);
    return status ? HttpResponse.json({ detail: `failed with ${status}` }, { status }) : null;
  };
  mswServer.use(
    http.get(`${defaultApiBase}/v1/models`, async ({ request }) => (await record(request, '/v1/models')) ?? HttpResponse.json(state.models)),
    http.get(`${defaultApiBase}/v1/prompts`, async ({ request }) => (await record(request, '/v1/prompts')) ?? HttpResponse.json(state.departments)),
    http.get(`${defaultApiBase}/v1/departments`, async ({ request }) =>
      (await record(request, '/v1/departments')) ?? HttpResponse.json(state.userDepartments),
    ),
    http.post(`${defaultApiBase}/v1/prompt`, async ({ request }) =>
      (await record(request, '/v1/prompt')) ?? HttpResponse.json({ prompt_id: 'p-new' }),
    ),
    http.put<{ id: string }>(`${defaultApiBase}/v1/prompt/:id`, async ({ request, params }) =>
      (await record(request, `/v1/prompt/${params.id}`)) ?? HttpResponse.json({ prompt_id: params.id }),
    ),
    http.delete<{ id: string }>(`${defaultApiBase}/v1/prompt/:id`, async ({ request, params }) =>
      (await record(request, `/v1/prompt/${params.id}`)) ?? new HttpResponse(null, { status: 204 }),
    ),
    http.get<{ id: string }>(`${defaultApiBase}/v1/prompt/:id/versions`, async ({ request, params }) =>
      (await record(request, `/v1/prompt/${params.id}/versions`)) ??
      HttpResponse.json<Schemas['PromptVersion'][]>([
        { ...prompt({ prompt_name: 'Vendor review (old)', description: 'Old description' }), version: 1, replaced_at: '2026-03-01T08:00:00Z' },
      ]),
    ),
    http.get<{ id: string }>(`${defaultApiBase}/v1/prompt/:id/usage`, async ({ request, params }) =>
      (await record(request, `/v1/prompt/${params.id}/usage`)) ?? HttpResponse.json(state.usage?.[params.id] ?? []),
    ),
    http.post<{ id: string }>(`${defaultApiBase}/v1/prompt/:id/live`, async ({ request, params }) =>
      (await record(request, `/v1/prompt/${params.id}/live`)) ?? new HttpResponse(null, { status: 204 }),
    ),
    http.post<{ id: string }>(`${defaultApiBase}/v1/prompt/:id/restore`, async ({ request, params }) =>
      (await record(request, `/v1/prompt/${params.id}/restore`)) ?? HttpResponse.json({ prompt_id: params.id }),
    ),
    http.get(`${defaultApiBase}/v1/prompt-activity`, async ({ request }) =>
      (await record(request, '/v1/prompt-activity')) ?? HttpResponse.json(state.activity ?? []),
    ),
    http.get(`${defaultApiBase}/v1/prompt-activity.csv`, async ({ request }) =>
      (await record(request, '/v1/prompt-activity.csv')) ??
      new HttpResponse('id,at,action\r\n1,2026-03-02T09:00:00.000Z,created\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    ),
    http.post<PathParams>(`${defaultApiBase}/v1/rag/stream`, async ({ request }) => {
      const failed = await record(request, '/v1/rag/stream');
      if (failed) return failed;
      const encoder = new TextEncoder();
      const gate = hold;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(pieces[0] ?? ''));
          if (gate) await gate;
          for (const piece of pieces.slice(1)) controller.enqueue(encoder.encode(piece));
          controller.close();
        },
      });
      const ledger: Record<string, string> = state.ledgerId ? { 'Studio-Ledger-Id': state.ledgerId } : {};
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...ledger } });
    }),
    http.get(`${defaultApiBase}/v1/capabilities`, async ({ request }) =>
      (await record(request, '/v1/capabilities')) ?? HttpResponse.json(state.feedback ? { feedback: state.feedback } : {}),
    ),
    http.put<{ ledgerId: string }>(`${defaultApiBase}/v1/feedback/votes/:ledgerId`, async ({ request, params }) => {
      const failed = await record(request, `/v1/feedback/votes/${params.ledgerId}`);
      if (failed) return failed;
      const body = calls.at(-1)?.body as MainSchemas['FeedbackVoteInput'];
      return HttpResponse.json<MainSchemas['FeedbackVote']>({
        ledgerId: params.ledgerId, vote: body.vote, ...(body.reason ? { reason: body.reason } : {}), ...(body.comment ? { comment: body.comment } : {}),
        exchangeIncluded: body.exchange !== undefined, votedAt: '2026-03-02T09:16:00Z',
      });
    }),
    http.delete<{ ledgerId: string }>(`${defaultApiBase}/v1/feedback/votes/:ledgerId`, async ({ request, params }) =>
      (await record(request, `/v1/feedback/votes/${params.ledgerId}`)) ?? new HttpResponse(null, { status: 204 }),
    ),
    http.get<{ id: string }>(`${defaultApiBase}/v1/feedback/prompts/:id`, async ({ request, params }) => {
      const failed = await record(request, `/v1/feedback/prompts/${params.id}`);
      if (failed) return failed;
      const read = state.promptFeedback?.[params.id];
      return read ? HttpResponse.json(read) : HttpResponse.json({ detail: 'Not yours to read' }, { status: 403 });
    }),
  );
  return {
    state,
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    fail: (method: string, path: string, status: number) => failures.set(`${method} ${path}`, status),
    answer(next: string[], { held = false } = {}) {
      pieces = next;
      hold = held ? new Promise<void>((resolve) => (open = resolve)) : null;
    },
    release: () => open(),
  };
}

/** The toasts on screen: their headlines. */
export function toastTitles(): string[] {
  const region = document.querySelector<HTMLElement>('.toast-region');
  if (!region) throw new Error('the toast region is not rendered');
  return [...region.querySelectorAll('strong')].map((node) => node.textContent ?? '');
}

/** The audit assistant through the real platform (store, i18n, API client; msw answers), signed in as `subject`. */
export async function startAuditHarness({ subject = 'alice' } = {}) {
  const { platform } = await startTestPlatform({
    user: { subject, name: 'Test User', groups: ['studio-audit'], expiresAt: 2_000_000_000 },
  });
  const { store, i18n } = platform;
  const unsubscribe = followPreferences(store, (locale) => i18n.changeLanguage(locale));
  onTestFinished(unsubscribe);
  await i18n.loadNamespaces(['audit', 'chat']);
  const downloads: Array<{ name: string; text: Promise<string> }> = [];
  const tool = openAuditTool(platform, { now: () => Date.parse('2026-03-02T09:15:00Z') });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <LanguageMenu />
          <AuditToolPage tool={tool} />
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  return {
    store,
    i18n,
    tool,
    view,
    user,
    downloads,
    ready: () => waitFor(() => expect(tool.load.getSnapshot().hasTag('ready')).toBe(true)),
    chooseGerman: () => chooseGerman(user),
    /** Opens a select (or combobox) by its label and picks the option. */
    async pick(label: string, option: RegExp | string) {
      const combo = screen.queryByRole('combobox', { name: label });
      if (combo) {
        await user.click(combo);
      } else {
        // A select's button is named by its value, then its label.
        await user.click(screen.getByRole('button', { name: (name) => name === label || name.endsWith(` ${label}`) }));
      }
      const listbox = await screen.findByRole('listbox');
      await user.click(within(listbox).getByRole('option', { name: option }));
    },
  };
}
