import type { InspectionRecord } from '../../contracts/inspector-channel';

// The dev server's inspector page: the latest snapshot per actor, and the event log.
const latest = new Map<string, InspectionRecord>();
const actorsElement = document.getElementById('actors')!;
const logElement = document.getElementById('log')!;

function section(record: InspectionRecord): HTMLElement {
  const element = document.createElement('section');
  const heading = document.createElement('h2');
  heading.textContent = record.actor;
  const value = document.createElement('div');
  value.className = 'value';
  value.textContent = `${JSON.stringify(record.value)} (${record.status})`;
  const tags = document.createElement('div');
  tags.textContent = record.tags.length ? `tags: ${record.tags.join(', ')}` : 'no tags';
  const context = document.createElement('pre');
  context.textContent = JSON.stringify(record.context, null, 2);
  element.append(heading, value, tags, context);
  return element;
}

function show(record: InspectionRecord) {
  latest.set(record.actor, record);
  actorsElement.replaceChildren(...[...latest.values()].map(section));
  const item = document.createElement('li');
  item.textContent = `${new Date(record.at).toLocaleTimeString()} ${record.actor}: ${record.event} → ${JSON.stringify(record.value)}`;
  logElement.prepend(item);
}

if (import.meta.hot) {
  import.meta.hot.on('studio:inspect:history', (records) => records.forEach(show));
  import.meta.hot.on('studio:inspect:record', show);
  import.meta.hot.send('studio:inspect:hello', {});
}
