import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Copy } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('an icon button', () => {
  it('is named by its label and does what it is for when pressed', async () => {
    const pressed = vi.fn();
    render(<IconButton icon={Copy} label="Copy message" onPress={pressed} />);

    await userEvent.click(screen.getByRole('button', { name: 'Copy message' }));

    expect(pressed).toHaveBeenCalledOnce();
  });

  it('shows its label as a tooltip once the pointer has rested on it 200 ms (platform.md §9), not react-aria’s 1500 ms', async () => {
    const user = userEvent.setup();
    render(<IconButton icon={Copy} label="Copy message" onPress={() => {}} />);

    const rested = performance.now();
    await user.hover(screen.getByRole('button', { name: 'Copy message' }));
    expect(screen.queryByRole('tooltip')).toBeNull();

    // Found well within a second (react-aria's own delay would be 1.5 s), not before 200 ms.
    expect(await screen.findByRole('tooltip', {}, { timeout: 1000 })).toHaveTextContent('Copy message');
    expect(performance.now() - rested).toBeGreaterThanOrEqual(200);
    // Still named by its label, not by label and tooltip together.
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
  });
});
