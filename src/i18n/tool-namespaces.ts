/**
 * Each tool's own translation namespaces with their English texts' type, declared by its descriptor
 * (`src/<tool>/<tool>.tool.ts`): `declare module '../i18n/tool-namespaces' { interface
 * ToolNamespaces { vox: typeof vox } }`. They load when the tool opens.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ToolNamespaces {}
