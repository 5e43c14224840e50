import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Transition = NonNullable<AnyStateNode['always']>[number];

const idOf = (node: AnyStateNode) => node.path.join('_') || 'root';

function eventLabel(eventType: string): string {
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delayed) return `after ${delayed[1]}`;
  return eventType;
}

function guardLabel(transition: Transition): string {
  const guard = transition.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String((guard as { type: unknown }).type)}]`;
  return ' [guard]';
}

function edges(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const add = (transition: Transition, label: string) => {
    for (const target of transition.target ?? []) {
      lines.push(`${indent}${idOf(node)} --> ${idOf(target)}: ${label}${guardLabel(transition)}`);
    }
  };
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) add(transition, eventLabel(eventType));
  }
  for (const transition of node.always ?? []) add(transition, 'always');
  return lines;
}

function block(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const lines: string[] = [];
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
  for (const child of children) {
    const name = child.key;
    const tags = [...child.tags];
    lines.push(`${indent}state "${name}${tags.length ? ` (${tags.join(', ')})` : ''}" as ${idOf(child)}`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${idOf(child)} {`, ...block(child, `${indent}  `), `${indent}}`);
    }
    if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
  }
  for (const child of children) lines.push(...edges(child, indent));
  return lines;
}

/** A Mermaid state diagram of a machine: states with their tags, transitions with events and guards. */
export function machineDiagram(name: string, machine: AnyStateMachine): string {
  const root = machine.root;
  const global = [...root.transitions].flatMap(([eventType, transitions]) =>
    transitions.flatMap((t) => (t.target ?? []).map((target: AnyStateNode) => `- \`${eventLabel(eventType)}\` → \`${target.path.join('.')}\``)),
  );
  return [
    `# ${name}`,
    '',
    `Generated from \`${machine.id}\` by \`npm run diagrams\`; do not edit.`,
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...block(root, '  '),
    '```',
    ...(global.length ? ['', 'From any state:', '', ...global] : []),
    '',
  ].join('\n');
}
