/**
 * The live inspector's channel (development only), on the dev server's own websocket: the studio
 * tab sends a record of each actor snapshot (src/app/inspector.ts); the dev server keeps the last
 * ones and relays each to every inspector page (scripts/build/inspector-plugin.ts); a page that opens says
 * hello and gets those kept (src/inspector/inspector-page.ts). Vite types each message by its name.
 */

/** What the live inspector shows of one moment of one actor: plain JSON, safe to send. */
export interface InspectionRecord {
  /** The actor's system id ("auth", "chat.history.chats"), else its machine's or invocation's id ("loadUser"). */
  actor: string;
  /** active, done, error or stopped. */
  status: string;
  event: string;
  value: unknown;
  tags: string[];
  context: unknown;
  at: number;
}

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    /** Studio tab → dev server: one record. */
    'studio:inspect': InspectionRecord;
    /** Inspector page → dev server: send me what you kept. */
    'studio:inspect:hello': Record<string, never>;
    /** Dev server → inspector page: the records kept, oldest first. */
    'studio:inspect:history': InspectionRecord[];
    /** Dev server → inspector page: one new record. */
    'studio:inspect:record': InspectionRecord;
  }
}
