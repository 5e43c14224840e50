/** tools.md §9: within 50 px of the bottom the list follows new content; checked 300 ms after scrolling. */
export const stickThresholdPx = 50;
export const scrollCheckDelayMs = 300;

export interface FollowState {
  showScrollButton: boolean;
  hasNewMessages: boolean;
}

export const isNearBottom = (el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>) =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= stickThresholdPx;

/**
 * Keeps a scroll container at the bottom while the reader is there; otherwise reports that
 * there is more below and that new content arrived. Plain DOM, so React only renders its state.
 */
export class BottomFollower {
  private atBottom = true;
  private hasNew = false;
  /** Where the follower last put the list (or the reader last stood at the bottom). */
  private pinnedTop: number | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onScroll = () => {
    // Following stops (or resumes) at once, so rows measured mid-scroll never pull the reader
    // back down; the buttons are brought up to date 300 ms after the scrolling.
    const { scrollTop } = this.el;
    if (isNearBottom(this.el)) {
      this.atBottom = true;
      this.pinnedTop = scrollTop;
    } else if (this.atBottom && this.pinnedTop !== undefined && scrollTop >= this.pinnedTop) {
      // Not the reader moving up: rows below the old bottom were measured taller after a jump
      // there (the scroll event can come before the resize). Still following.
      this.pin();
    } else {
      this.atBottom = false;
      this.pinnedTop = undefined;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.atBottom) this.hasNew = false;
      this.report();
    }, scrollCheckDelayMs);
  };

  private readonly resizes: ResizeObserver | undefined;

  constructor(
    private readonly el: HTMLElement,
    private readonly onChange: (state: FollowState) => void,
  ) {
    el.addEventListener('scroll', this.onScroll, { passive: true });
    // A streaming answer grows without any React state of the list changing: follow its size.
    // Only follow: in a virtualised list sizes also change as rows mount while scrolling, which
    // is no news for the new-messages button.
    if (typeof ResizeObserver !== 'undefined' && el.firstElementChild) {
      this.resizes = new ResizeObserver(() => this.contentResized());
      this.resizes.observe(el.firstElementChild);
    }
  }

  contentResized() {
    if (this.atBottom) this.pin();
  }

  /** New messages: followed at the bottom, else announced by the new-messages button. */
  contentChanged() {
    if (this.atBottom) this.pin();
    else if (!this.hasNew) {
      this.hasNew = true;
      this.report();
    }
  }

  scrollToBottom() {
    this.pin();
    this.atBottom = true;
    this.hasNew = false;
    this.report();
  }

  dispose() {
    this.resizes?.disconnect();
    this.el.removeEventListener('scroll', this.onScroll);
    clearTimeout(this.timer);
  }

  private pin() {
    this.el.scrollTop = this.el.scrollHeight;
    this.pinnedTop = this.el.scrollTop;
  }

  private report() {
    this.onChange({ showScrollButton: !this.atBottom, hasNewMessages: this.hasNew });
  }
}
