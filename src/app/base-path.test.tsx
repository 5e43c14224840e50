import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routerBasename, withoutBase } from './base-path';

describe('the router under the configured base URL (platform.md §2)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/', '/'],
    ['/studio/', '/studio'],
  ])('base %s: the router’s basename is %s', (base, basename) => {
    expect(routerBasename(base)).toBe(basename);
  });

  it('under /studio/ the address /studio/chat opens the /chat route', () => {
    window.history.replaceState(null, '', '/studio/chat');
    render(
      <BrowserRouter basename={routerBasename('/studio/')}>
        <Routes>
          <Route path="/chat" element={<p>the chat route</p>} />
          <Route path="*" element={<p>another route</p>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(screen.getByText('the chat route')).toBeInTheDocument();
  });

  it("an address's route path leaves the base out: /studio/chat is /chat, /studio is /, and without a base nothing changes", () => {
    expect(withoutBase('/studio/chat', '/studio')).toBe('/chat');
    expect(withoutBase('/studio', '/studio')).toBe('/');
    expect(withoutBase('/chat', '/')).toBe('/chat');
  });
});
