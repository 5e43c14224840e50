import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { toastAdded } from '../../../store/toasts.slice';
import { PlatformProvider } from '../../platform/platform';
import { startTestPlatform } from '../../platform/testing';
import { ToastRegion } from './ToastRegion';

async function renderRegion() {
  const { platform } = await startTestPlatform();
  const { store, i18n } = platform;
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('toast region', () => {
  it('danger and warning toasts are alerts; neutral ones are status messages', async () => {
    const store = await renderRegion();
    act(() => {
      store.dispatch(toastAdded({ title: 'Careful', color: 'warning' }));
      store.dispatch(toastAdded({ title: 'Broken', color: 'danger' }));
      store.dispatch(toastAdded({ title: 'Saved' }));
    });
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([expect.stringContaining('Careful'), expect.stringContaining('Broken')]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('a toast leaves when its progress bar ends', async () => {
    const store = await renderRegion();
    act(() => void store.dispatch(toastAdded({ title: 'Copied to clipboard', duration: 5000 })));
    expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();
    const bar = screen.getByTestId('toast-progress');
    expect(bar).toHaveStyle({ animationDuration: '5000ms' });
    // jsdom has no AnimationEvent, so React listens for the prefixed name there (browsers: animationend).
    fireEvent(bar, new Event('webkitAnimationEnd', { bubbles: true }));
    expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
  });

  it('no progress bar for a toast without duration; it stays until closed', async () => {
    const store = await renderRegion();
    act(() => void store.dispatch(toastAdded({ title: 'Sticky', duration: 0 })));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    expect(screen.queryByTestId('toast-progress')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });
});

describe('a toast gives the reader time (WCAG 2.2.1)', () => {
  it('its time stands still while hovered or while the focus is in it, and runs on after', async () => {
    const store = await renderRegion();
    act(() => void store.dispatch(toastAdded({ title: 'Saved', duration: 5000 })));
    const bar = screen.getByTestId('toast-progress');
    const toast = screen.getByRole('status');
    expect(bar).toHaveStyle({ animationPlayState: 'running' });
    fireEvent.mouseEnter(toast);
    expect(bar).toHaveStyle({ animationPlayState: 'paused' });
    fireEvent.mouseLeave(toast);
    expect(bar).toHaveStyle({ animationPlayState: 'running' });
    act(() => screen.getByRole('button', { name: 'Close notification' }).focus());
    expect(bar).toHaveStyle({ animationPlayState: 'paused' });
    act(() => screen.getByRole('button', { name: 'Close notification' }).blur());
    expect(bar).toHaveStyle({ animationPlayState: 'running' });
  });

  it('a danger toast waits for the user, even when given a duration; warnings still time out', async () => {
    const store = await renderRegion();
    act(() => {
      store.dispatch(toastAdded({ title: 'Broken', color: 'danger' }));
      store.dispatch(toastAdded({ title: 'Also broken', color: 'danger', duration: 5000 }));
      store.dispatch(toastAdded({ title: 'Careful', color: 'warning' }));
    });
    expect(screen.getAllByTestId('toast-progress')).toHaveLength(1);
    expect(screen.getAllByTestId('toast-progress')[0]!.closest('.toast')).toHaveTextContent('Careful');
  });
});
