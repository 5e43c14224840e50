import type { LongChatsRun } from './long-chat-scenario';

const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const max = (values: number[]) => (values.length > 0 ? Math.max(...values) : 0);
const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

/** The long-chats part of the report, aims beside the figures. */
export function longChatsReportLines(run: LongChatsRun): string[] {
  const lines = ['', '## Long chats and big lists (through the take-along import)'];
  const empty = median(run.emptyStartupMs);
  lines.push(`start-up, nothing stored: message box usable at ${list(run.emptyStartupMs)} ms after navigation (median ${ms(empty)})`);
  for (const chat of run.chats) {
    lines.push(
      `- ${chat.label}, ${chat.fileMB.toFixed(1)} MB file, imported in ${(chat.importMs / 1000).toFixed(1)} s`,
      `  chosen: message box usable ${ms(chat.usableMs)} (aim ≤ 300), chosen again ${list(chat.openLongMs)} ms; rows mounted ${chat.rowsMountedOpen}`,
      `  start-up with it stored: ${list(chat.startupMs)} ms (median ${ms(median(chat.startupMs))}, ${median(chat.startupMs) - empty >= 0 ? '+' : ''}${ms(median(chat.startupMs) - empty)} vs none; aim ≤ +150)`,
      `  typing in it: key to next frame p50 ${ms(median(chat.keyLagMs))}, max ${ms(max(chat.keyLagMs))} (aim < 16)`,
      `  end to top at 3,000 px a frame: ${chat.scroll.frames} frames in ${ms(chat.scroll.wallMs)}, rows mounted at most ${chat.scroll.maxRowsMounted}, long animation frames ${chat.scroll.longFrameMs.length} (max ${ms(max(chat.scroll.longFrameMs))}; aim none)${chat.scroll.reachedFirst ? '' : ' — stopped after 60 s before the first message'}`,
    );
  }
  const { sidebar, paste } = run;
  lines.push(
    `- sidebar of ${sidebar.chats} chats: rows mounted ${sidebar.rowsMounted}; search key to next frame p50 ${ms(median(sidebar.keystrokeMs))}, max ${ms(max(sidebar.keystrokeMs))} (aim ≤ 50)`,
    `- pasted log, ${paste.lines} lines (${(paste.chars / 1e6).toFixed(2)} MB): the paste's task ${ms(paste.taskMs)}, long tasks over 200 ms ${paste.longTaskMs.filter((task) => task > 200).length} (all over 50: ${list(paste.longTaskMs) || 'none'}); typing after it p50 ${ms(median(paste.keyLagMs))}, max ${ms(max(paste.keyLagMs))}; "too long" shown ${paste.tooLongShown ? 'yes' : 'NO'}, Send disabled ${paste.sendDisabled ? 'yes' : 'NO'}, text kept ${paste.boxChars === paste.chars ? 'yes' : 'NO'}`,
  );
  const { empty: inNewChat, atEnd, shownAlike } = run.streaming;
  const ratio = atEnd.mainThreadMsPerToken / inNewChat.mainThreadMsPerToken;
  lines.push(
    `- streaming at the end of the 5,000-message chat: main thread ${atEnd.mainThreadMsPerToken.toFixed(3)} ms a token vs ${inNewChat.mainThreadMsPerToken.toFixed(3)} in a new chat (${ratio.toFixed(2)}×; aim ≤ 1.20×); ` +
      `storage writes while streaming ${atEnd.writesWhileStreaming} and ${inNewChat.writesWhileStreaming} (aim 0); long tasks ${atEnd.longTasks} and ${inNewChat.longTasks}; ` +
      `shown as in the new chat ${shownAlike ? 'yes' : 'NO'}; saved whole ${atEnd.savedAnswerComplete && inNewChat.savedAnswerComplete ? 'yes' : 'NO'}`,
  );
  return lines;
}
