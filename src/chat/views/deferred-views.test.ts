import { describe, expect, it, vi } from 'vitest';

// Whether the top menu's module was ever imported (a stand-in: its real code is React Aria's combobox).
const topMenuImported = vi.hoisted(() => vi.fn());
vi.mock('./ChatTopMenu', () => {
  topMenuImported();
  return { ChatTopMenu: () => null };
});

describe("the chat's code fetched by need", () => {
  it("the first interaction fetches the chat's menus and dialogs, but not the top menu shown only while the sidebar is hidden", async () => {
    const views = await import('./deferred-views');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'H', bubbles: true }));
    await Promise.all([views.chatActionsMenu.arrived, views.chatDialogs.arrived]);
    expect(topMenuImported).not.toHaveBeenCalled();
    expect(views.chatTopMenu.current()).toBeUndefined();

    // Hiding the sidebar (the chat page asks for it then) fetches it.
    await views.chatTopMenu.load();
    expect(topMenuImported).toHaveBeenCalledTimes(1);
  });
});
