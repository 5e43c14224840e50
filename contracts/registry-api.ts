/**
 * The component registry's wire shapes by name: docs/openapi/registry.yaml, generated into
 * generated/registry.ts by `npm run generate:api`. The studio's client, its machines and the
 * reference server (its registry and sample components) take them from here.
 */
import type { components } from './generated/registry';

type Schemas = components['schemas'];

/** One retrieval-chat component as the registry lists it, with its health when asked. */
export type RegistryComponent = Schemas['RegistryComponent'];
/** What the registry list says about a component's endpoint. */
export type ComponentHealth = Schemas['ComponentHealth'];
/** A passage an answer drew on. */
export type ComponentSource = Schemas['ComponentSource'];
export type PassageLocation = Schemas['PassageLocation'];
/** The passage call's answer: offsets are into `text`. */
export type PassageInContext = Schemas['PassageInContext'];
/** A line of a component's answer stream; the last may carry the sources. */
export type ComponentStreamChunk = Schemas['ComponentStreamChunk'];
/** The body of a component's POST …/v1/chat/stream: the chat's. */
export type ComponentChatRequest = Schemas['ChatStreamRequest'];
