import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomFollower, type FollowState } from './bottom-follower';

function scroller(scrollHeight: number, clientHeight: number) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'scrollHeight', { get: () => scrollHeight, configurable: true });
  Object.defineProperty(el, 'clientHeight', { get: () => clientHeight });
  return {
    el,
    /** As a browser does: scrollTop stays within 0 … scrollHeight - clientHeight. */
    clampScrolling() {
      let top = el.scrollTop;
      Object.defineProperty(el, 'scrollTop', {
        get: () => top,
        set: (value: number) => {
          top = Math.max(0, Math.min(value, scrollHeight - clientHeight));
        },
      });
    },
    grow(by: number) {
      scrollHeight += by;
    },
  };
}

describe('following the bottom of the message list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('while the reader is at the bottom, new content scrolls into view', () => {
    const { el, grow } = scroller(1000, 400);
    el.scrollTop = 600;
    const follower = new BottomFollower(el, () => {});
    grow(200);
    follower.contentChanged();
    expect(el.scrollTop).toBe(1200);
  });

  it('scrolled up more than 50 px: checked 300 ms later, then new content shows the buttons instead', () => {
    const { el, grow } = scroller(1000, 400);
    const states: FollowState[] = [];
    const follower = new BottomFollower(el, (s) => states.push(s));
    el.scrollTop = 500; // 100 px above the bottom
    el.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(299);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual({ showScrollButton: true, hasNewMessages: false });
    grow(200);
    follower.contentChanged();
    expect(el.scrollTop).toBe(500);
    expect(states.at(-1)).toEqual({ showScrollButton: true, hasNewMessages: true });
    follower.scrollToBottom();
    expect(states.at(-1)).toEqual({ showScrollButton: false, hasNewMessages: false });
  });

  it('rows measured while the reader scrolls up do not pull them back down before the 300 ms check', () => {
    const { el, grow } = scroller(1000, 400);
    const states: FollowState[] = [];
    const follower = new BottomFollower(el, (s) => states.push(s));
    el.scrollTop = 300;
    el.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(50);
    grow(120); // a virtualised row above was measured taller than estimated
    follower.contentResized();
    expect(el.scrollTop).toBe(300);
    vi.advanceTimersByTime(250);
    // Rows measured are not new messages.
    expect(states.at(-1)).toEqual({ showScrollButton: true, hasNewMessages: false });
  });

  it('at the bottom, content that grows (a streaming answer) is followed', () => {
    const { el, grow } = scroller(1000, 400);
    el.scrollTop = 600;
    const follower = new BottomFollower(el, () => {});
    grow(80);
    follower.contentResized();
    expect(el.scrollTop).toBe(1080);
  });

  it('exactly 50 px above the bottom still counts as the bottom; 51 px does not', () => {
    const { el } = scroller(1000, 400);
    const states: FollowState[] = [];
    new BottomFollower(el, (s) => states.push(s));
    el.scrollTop = 550; // 50 px above the bottom
    el.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(300);
    expect(states.at(-1)).toEqual({ showScrollButton: false, hasNewMessages: false });
    el.scrollTop = 549; // 51 px above
    el.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(300);
    expect(states.at(-1)).toEqual({ showScrollButton: true, hasNewMessages: false });
  });

  it('after Scroll to the bottom, rows below measured taller than estimated do not stop the following', () => {
    const { el, grow, clampScrolling } = scroller(1000, 400);
    clampScrolling();
    const states: FollowState[] = [];
    const follower = new BottomFollower(el, (s) => states.push(s));
    el.scrollTop = 100;
    el.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(300);
    follower.scrollToBottom();
    grow(300); // the rows mounted at the new bottom were measured before the resize was seen
    el.dispatchEvent(new Event('scroll'));
    expect(el.scrollTop).toBe(900);
    vi.advanceTimersByTime(300);
    expect(states.at(-1)).toEqual({ showScrollButton: false, hasNewMessages: false });
  });

  it('moving up from the bottom by more than 50 px stops the following', () => {
    const { el, grow, clampScrolling } = scroller(1000, 400);
    clampScrolling();
    const states: FollowState[] = [];
    const follower = new BottomFollower(el, (s) => states.push(s));
    follower.scrollToBottom();
    el.scrollTop = 500;
    el.dispatchEvent(new Event('scroll'));
    grow(100);
    follower.contentResized();
    expect(el.scrollTop).toBe(500);
    vi.advanceTimersByTime(300);
    expect(states.at(-1)).toEqual({ showScrollButton: true, hasNewMessages: false });
  });
});
