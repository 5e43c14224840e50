/**
 * The demo accounts of the reference identity provider. Group names match the
 * shipped local configuration (public/config.json); see docs/decisions.md.
 */
export const localGroups = {
  trial: 'studio-trial',
  chat: 'studio-chat',
  vision: 'studio-vision',
  voice: 'studio-voice',
  customerService: 'studio-scos',
  audit: 'studio-audit',
  registry: 'studio-rags',
} as const;

/**
 * Groups that are no tool's: the audit assistant's departments and the registry components' roles.
 * Their names contain no tool group's name, nor each other's (group matching is by substring).
 */
export const departmentGroups = { fin: 'studio-dept-fin', it: 'studio-dept-it' } as const;
export const knowledgeGroups = { it: 'studio-kb-it', travel: 'studio-kb-travel', onboarding: 'studio-kb-onboarding' } as const;
/** Reads everyone's usage (ADMIN_GROUPS' local default, server/api/usage/usage-settings.ts). */
export const usageAdminGroup = 'studio-usage-admin';

/** Each tool's group list as the local configuration and the reference API both use it. */
export const localToolGroups = Object.fromEntries(
  Object.entries(localGroups).map(([tool, group]) => [tool, [group]]),
) as Record<keyof typeof localGroups, string[]>;

export interface DemoAccount {
  username: string;
  password: string;
  name: string;
  workforceID: string;
  groups: readonly string[];
  /** The access token's `email` claim (the API's default e-mail claim): a registry component's ContactEmail makes them its contact. */
  email?: string;
}

const internalToolGroups = [
  localGroups.chat,
  localGroups.vision,
  localGroups.voice,
  localGroups.customerService,
  localGroups.audit,
  localGroups.registry,
];

export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'alice',
    password: 'alice',
    name: 'Alice Adams',
    workforceID: 'W0001',
    groups: [...internalToolGroups, localGroups.trial, ...Object.values(departmentGroups), ...Object.values(knowledgeGroups), usageAdminGroup],
  },
  { username: 'bob', password: 'bob', name: 'Bob Berger', workforceID: 'W0002', groups: [localGroups.chat] },
  { username: 'tina', password: 'tina', name: 'Tina Torres', workforceID: 'W0003', groups: [localGroups.trial] },
  { username: 'nora', password: 'nora', name: 'Nora Nolan', workforceID: 'W0004', groups: [] },
  // A second internal user in the IT department: prompts are shared with and hidden from alice.
  {
    username: 'carl',
    password: 'carl',
    name: 'Carl Castro',
    workforceID: 'W0005',
    groups: [localGroups.chat, localGroups.audit, departmentGroups.it, localGroups.registry, knowledgeGroups.it, knowledgeGroups.travel],
  },
  // The travel policy's contact (server/api/registry/registry-components.json): she reads its feedback.
  { username: 'tara', password: 'tara', name: 'Tara Reis', workforceID: 'W0006', groups: [localGroups.registry, knowledgeGroups.travel], email: 'travel@example.com' },
];

export function findAccount(username: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.username === username);
}

/** Constant-time enough for a demo: the comparison itself is not the secret here. */
export function checkCredentials(username: string, password: string): DemoAccount | undefined {
  const account = findAccount(username.trim().toLowerCase());
  return account && account.password === password ? account : undefined;
}

/** The profile claims of platform.md §3. */
export function profileClaims(account: DemoAccount) {
  return {
    sub: account.username,
    name: account.name,
    fullName: account.name,
    workforceID: account.workforceID,
    groupMembership: [...account.groups],
    ...(account.email ? { email: account.email } : {}),
  };
}
