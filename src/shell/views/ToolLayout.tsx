import type { ReactNode } from 'react';
import { FocusScope } from 'react-aria';
import { PanelOpenButton } from './PanelButtons';
import { ToolPanelContext, useToolPanelState } from './use-tool-panel';

export interface ToolLayoutProps {
  /** The tool's key: whose open-or-closed choice the panel keeps. */
  tool: string;
  /** The page's own class (its height, its grid of the work area). */
  className: string;
  /** The settings or list panel; it places its own `PanelCloseButton`. */
  panel: ReactNode;
  /**
   * Where "Open sidebar" goes while the panel is closed: the tool's own header or menu bar
   * (`'tool'`, as the chat and the demo), or a bar atop the work area naming the panel (`{ label }`).
   */
  openButton: 'tool' | { label: string };
  /** The page's heading, for screen readers only; omitted where the page shows its own. */
  heading?: string;
  /** The work area. */
  children: ReactNode;
}

/**
 * The one tool layout: a settings or list panel beside the work area. From `sm`
 * up the panel is a column the user closes and opens (remembered per tool); below `sm` it is a
 * drawer over the work area that keeps the keyboard inside it, opened from a labelled button and
 * closed by its close button, Escape or a tap beside it, so the work area and its main input have the phone's screen.
 */
export function ToolLayout({ tool, className, panel, openButton, heading, children }: ToolLayoutProps) {
  const state = useToolPanelState(tool);
  return (
    <ToolPanelContext.Provider value={state}>
      {heading !== undefined && <h1 className="sr-only">{heading}</h1>}
      <div className={`tool-layout ${className}`}>
        {state.shown && (
          <div
            className={state.phone ? 'tool-panel drawer' : 'tool-panel'}
            onKeyDown={(event) => {
              if (state.phone && event.key === 'Escape' && !event.isPropagationStopped()) state.close();
            }}
          >
            {state.phone ? (
              // A drawer holds the keyboard as a dialog does: Tab stays inside until it closes (its
              // buttons move focus in and back out, see PanelButtons).
              <FocusScope contain>
                {panel}
              </FocusScope>
            ) : (
              panel
            )}
          </div>
        )}
        {/* A pointer's way out beside the drawer; the keyboard's is its close button or Escape. */}
        {state.shown && state.phone && <div className="tool-scrim" aria-hidden="true" onClick={state.close} />}
        <div className="tool-work" tabIndex={-1}>
          {!state.shown && openButton !== 'tool' && (
            <div className="tool-bar">
              <PanelOpenButton label={openButton.label} />
            </div>
          )}
          {children}
        </div>
      </div>
    </ToolPanelContext.Provider>
  );
}
