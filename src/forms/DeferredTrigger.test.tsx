import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { deferredCode } from '../deferred/deferred-code';
import { DeferredTrigger, type Arrival } from './DeferredTrigger';

function FruitMenu({ autoFocus, isOpen, onOpenChange }: Partial<Arrival>) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button autoFocus={autoFocus} className="button" aria-label="Fruit">
        🍎
      </Button>
      <Popover>
        <Menu aria-label="Fruit">
          <MenuItem id="apple">Apple</MenuItem>
          <MenuItem id="pear">Pear</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The menu's code, arriving (or failing) when the test says. */
function heldBackMenu() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const fetchMenu = vi.fn(() => new Promise<{ FruitMenu: typeof FruitMenu }>((resolve, reject) => ((arrive = () => resolve({ FruitMenu })), (fail = reject))));
  const code = deferredCode('the fruit menu', fetchMenu);
  return { code, fetchMenu, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)) };
}

const renderTrigger = (code: ReturnType<typeof heldBackMenu>['code']) =>
  render(
    <>
      <input aria-label="Elsewhere" />
      <DeferredTrigger code={code} className="button" label="Fruit" face="🍎">
        {({ FruitMenu: Menu }, arrival) => <Menu {...arrival} />}
      </DeferredTrigger>
    </>,
  );

describe('a menu whose code comes when it is wanted', () => {
  it('a plain button named like the real one stands in, and nothing is fetched before the user points, focuses or presses', () => {
    const held = heldBackMenu();
    renderTrigger(held.code);
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(held.fetchMenu).not.toHaveBeenCalled();
  });

  it('pressing the stand-in opens the menu as its code arrives, with focus in the menu', async () => {
    const user = userEvent.setup();
    const held = heldBackMenu();
    renderTrigger(held.code);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(held.fetchMenu).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    await held.arrive();
    expect(await screen.findByRole('menu', { name: 'Fruit' })).toContainElement(document.activeElement as HTMLElement);
    // The menu's state is held by the stand-in's successor: it closes as any menu does. (Focus
    // going back to the real button is checked in Chromium, test/e2e/shell.spec.ts: jsdom does
    // not restore focus on Escape even for a menu that was never deferred.)
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a press whose code arrives between the pointer going down and the click still opens the menu', async () => {
    const user = userEvent.setup();
    const held = heldBackMenu();
    renderTrigger(held.code);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Fruit' }) });
    await held.arrive(); // the real button replaces the stand-in under the pressed pointer
    // The menu may already be open by now (the press counts from the pointer going down), its
    // popover hiding the page from the accessibility tree: the pointer is released where it is.
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Fruit', hidden: true }) });
    expect(await screen.findByRole('menu', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('Space held down on the stand-in while the code arrives opens the menu too', async () => {
    const user = userEvent.setup();
    const held = heldBackMenu();
    renderTrigger(held.code);
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.tab();
    await user.keyboard('[Space>]');
    await held.arrive();
    await user.keyboard('[/Space]');
    expect(await screen.findByRole('menu', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('focus on the stand-in (Tab) fetches the code and carries over to the real button, the menu still closed', async () => {
    const user = userEvent.setup();
    const held = heldBackMenu();
    renderTrigger(held.code);
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.tab();
    expect(held.fetchMenu).toHaveBeenCalledTimes(1);

    await held.arrive();
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('ArrowDown on the stand-in counts as a press', async () => {
    const user = userEvent.setup();
    const held = heldBackMenu();
    renderTrigger(held.code);
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await held.arrive();
    expect(await screen.findByRole('menu', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('once the code is here, the real menu renders at once', async () => {
    const held = heldBackMenu();
    const loading = held.code.load();
    await held.arrive();
    await loading;
    renderTrigger(held.code);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(screen.getByRole('menu', { name: 'Fruit' })).toBeInTheDocument();

  });

  it('a failed fetch is logged, the stand-in stays, and the next press tries again', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = heldBackMenu();
    renderTrigger(held.code);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    await held.fail(new Error('offline'));
    expect(logged).toHaveBeenCalledWith('the fruit menu could not be fetched', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(held.fetchMenu).toHaveBeenCalledTimes(2);
    await held.arrive();
    expect(await screen.findByRole('menu', { name: 'Fruit' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
