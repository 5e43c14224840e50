/// <reference lib="dom" />
import { flushSync } from 'react-dom';
import type { Stage } from './stage';
import type { ChatMessage } from '../../../domain/chat';
import { MessageContent } from '../../../src/conversation/render/MessageContent';
import { VirtualList } from '../../../src/conversation/render/VirtualList';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { animationFrames, type FrameScheduler } from '../../../src/markdown/frame-scheduler';
import { renderMarkdown } from '../../../src/markdown/render-markdown';
import type { StreamRequest, StreamRun } from '../bench-types';
import { blocksHtml } from '../blocks-html';
import {
  longAnimationFrameSupported,
  longAnimationFramesBetween,
  longTasksBetween,
  nextFrame,
  settleObservers,
  storageWriteCount,
} from './instrumentation';

/** The naive baseline: the whole answer parsed, sanitised and put in the DOM on every render. */
function NaiveAnswer({ text }: { text: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />;
}

let flushes: number[] = [];
/** The real animation frames, timing each tail flush of StreamingAnswer. */
const measuredFrames: FrameScheduler = (callback) =>
  animationFrames(() => {
    const start = performance.now();
    callback();
    flushes.push(performance.now() - start);
  });

const question: ChatMessage = { role: 'user', content: 'Write the full operations handbook, with examples.' };

/** The message area as the chat shows it: a virtual list of messages, pinned to the end. */
function ChatView({ answer, naive }: { answer: string; naive: boolean }) {
  const messages: ChatMessage[] = [question, { role: 'assistant', content: answer || chatSentinels.typing }];
  return (
    <VirtualList
      className="bench-list"
      aria-label="Messages"
      items={messages}
      itemKey={(_, index) => String(index)}
      estimateHeight={200}
      startAt="end"
      renderItem={(message) => (
        <div className="bench-row">
          {naive && message.role === 'assistant' && answer ? <NaiveAnswer text={answer} /> : <MessageContent message={message} frames={measuredFrames} />}
        </div>
      )}
    />
  );
}

export function createStreamBench(root: Stage) {
  let request: StreamRequest | undefined;
  let text = '';
  // A new key per prepared stream: each run starts from a fresh mount.
  let run = 0;
  return {
    async prepareStream(next: StreamRequest) {
      request = next;
      text = next.chunks.slice(0, next.from).join('');
      run += 1;
      flushSync(() => root.render(<ChatView key={run} answer={text} naive={next.naive} />));
      await nextFrame();
      await nextFrame();
    },

    /** Streams the prepared chunks, one per timer task at the requested pace, as a model does. */
    async runStream(): Promise<StreamRun> {
      if (!request) throw new Error('prepareStream first');
      const { chunks, from, to, intervalMs, naive } = request;
      const chunkTimes: number[] = [];
      flushes = [];
      let frames = 0;
      let streaming = true;
      const countFrames = () => {
        frames += 1;
        if (streaming) requestAnimationFrame(countFrames);
      };
      requestAnimationFrame(countFrames);
      const writesBefore = storageWriteCount();
      const start = performance.now();
      await new Promise<void>((resolve) => {
        for (let index = from; index < to; index += 1) {
          setTimeout(() => {
            const chunkStart = performance.now();
            text += chunks[index] ?? '';
            flushSync(() => root.render(<ChatView key={run} answer={text} naive={naive} />));
            chunkTimes.push(performance.now() - chunkStart);
            if (index === to - 1) resolve();
          }, (index - from) * intervalMs);
        }
      });
      // The last tail flush.
      await nextFrame();
      await nextFrame();
      const end = performance.now();
      streaming = false;
      const storageWrites = storageWriteCount() - writesBefore;
      await settleObservers();
      return {
        tokens: to - from,
        wallMs: end - start,
        chunkMs: chunkTimes,
        flushMs: naive ? chunkTimes : flushes,
        frames,
        longTaskMs: longTasksBetween(start, end),
        longAnimationFrameMs: longAnimationFrameSupported ? longAnimationFramesBetween(start, end) : undefined,
        storageWrites,
      };
    },

    streamedEqualsWhole() {
      return blocksHtml({ selector: '.markdown', which: 'first' }) === String(renderMarkdown(text));
    },
  };
}
