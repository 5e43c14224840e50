import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../machines/auth/auth.types';
import type { ComponentFeedback } from '../../contracts/feedback-api';
import { capabilitiesRead } from '../../store/capabilities.slice';
import { localeChosen } from '../../store/locale.slice';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { registryListHandler } from '../../test/msw/handlers/registry';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { serviceDesk, startRegistryHarness, travelPolicy } from './registry-tool.test-support';

const tara: SessionUser = { subject: 'tara', name: 'Tara Reis', groups: ['studio-rags', 'studio-kb-travel', 'studio-kb-it'], expiresAt: 2_000_000_000 };

const travelFeedback: ComponentFeedback = {
  component: 'travel-policy', uses: 6, up: 2, down: 1, reasons: { wrong: 1, incomplete: 0, offTopic: 0, unclear: 0, other: 0 },
  entries: [{ day: '2026-12-02', vote: 'down', reason: 'wrong', comment: 'The hotel limit is 150 euros', exchange: { question: 'Hotel limit?', answer: 'Up to 120 euros.' } }],
};

/** GET /v1/feedback/components/{component}, answered by `answer`; the components asked recorded. */
function componentFeedbackApi(answer: () => Response = () => HttpResponse.json(travelFeedback)) {
  const asked: string[] = [];
  mswServer.use(http.get<{ component: string }>(`${defaultApiBase}/v1/feedback/components/:component`, ({ params }) => {
    asked.push(params.component);
    return answer();
  }));
  return asked;
}

/** The registry as tara sees it, the capabilities saying whose contact she is (the shell reads them at sign-in). */
async function openRegistry(contactOf: string[], { german = false } = {}) {
  mswServer.use(registryListHandler({ body: [travelPolicy, serviceDesk] }));
  const registry = await startRegistryHarness({ user: tara });
  registry.store.dispatch(capabilitiesRead({ subject: 'tara', usageAdmin: false, feedbackContactOf: contactOf }));
  if (german) {
    registry.store.dispatch(localeChosen('de-DE'));
    await registry.platform.i18n.changeLanguage('de-DE');
  }
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Travel policy' }));
  await user.click(screen.getByRole('button', { name: 'IT service desk' }));
  return { ...registry, user };
}

describe("a registry component's feedback for its contact (real registry tool, msw)", () => {
  setupMswForSuite();

  it('the contact opens the feedback on her component: answers, thumbs, reasons and what users said, with the included question and answer', async () => {
    const asked = componentFeedbackApi();
    const { user } = await openRegistry(['travel-policy']);
    // Not the service desk's contact: no entry on its card.
    expect(screen.queryByRole('button', { name: 'Feedback on IT service desk' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Feedback on Travel policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback on Travel policy' });
    await waitFor(() => expect(within(dialog).getAllByRole('definition').map((cell) => cell.textContent)).toEqual(['6', '2', '1', 'It is wrong: 1']));
    const said = within(dialog).getByRole('list', { name: 'What users said about Travel policy' });
    expect(said).toHaveTextContent('12/02/26: bad · It is wrong · “The hotel limit is 150 euros”');
    await user.click(within(said).getByText('The question and answer'));
    expect(within(said).getByText('Hotel limit?')).toBeVisible();
    expect(asked).toEqual(['travel-policy']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('someone who is no component’s contact is offered no feedback, and nothing is asked', async () => {
    const asked = componentFeedbackApi();
    await openRegistry([]);
    expect(screen.getByRole('button', { name: 'To chat with Travel policy' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Feedback on/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('a failed read says what went wrong in words, and "Try again" reads again', async () => {
    let answer = HttpResponse.json({ detail: 'down' }, { status: 503 });
    componentFeedbackApi(() => answer);
    const { user } = await openRegistry(['travel-policy']);
    await user.click(screen.getByRole('button', { name: 'Feedback on Travel policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback on Travel policy' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The feedback could not be loaded (the server answered with status 503).');
    answer = HttpResponse.json({ detail: "Only the component's contact and admins may see its feedback." }, { status: 403 });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent("Only the component's contact and admins may see its feedback."));
    answer = HttpResponse.json({ ...travelFeedback, entries: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No one has given a reason or words yet.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    componentFeedbackApi(() => HttpResponse.json({ detail: 'down' }, { status: 503 }));
    const { user } = await openRegistry(['travel-policy'], { german: true });
    await user.click(screen.getByRole('button', { name: 'Rückmeldungen zu Travel policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rückmeldungen zu Travel policy' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Rückmeldungen konnten nicht geladen werden (der Server antwortete mit Status 503).');
    expect(within(dialog).getByRole('button', { name: 'Noch einmal versuchen' })).toBeInTheDocument();
  });
});
