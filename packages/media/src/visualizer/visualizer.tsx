import { Button, Dialog, Skeleton } from '@hearth/ui';
import { clsx } from 'clsx';
import { useMemo, useRef, useState } from 'react';
import { mediaMessage } from '../wording';
import { SummaryDrawer } from './summary-drawer';
import { useVisualizer, type UseVisualizerOptions } from './use-visualizer';
import type { VisualizerAdapter } from './visualizer-adapter';
import { visualizerSettings, type VisualizerSettings } from './visualizer-logic';

/** Props of {@link Visualizer}. */
export interface VisualizerProps extends Omit<UseVisualizerOptions, 'settings' | 'skus' | 'adapter'> {
  /** The product's sku. */
  sku: string;
  /** More skus to place with it. @default [] */
  skus?: readonly string[] | undefined;
  /** 'popup' opens a dialog; 'inline' shows the widget in place [ref: visualizer#screens]. @default 'popup' */
  mode?: 'popup' | 'inline' | undefined;
  /** Settings [ref: visualizer#data]; ruler unit 'in' and zip 60062 by default. @default {} */
  settings?: Partial<Record<keyof VisualizerSettings, string | undefined>> | undefined;
  /** Loads the vendor widget (`scriptAdapter(src, global)`, or a fake in tests). Without it nothing is launched. */
  adapter?: VisualizerAdapter | undefined;
  /** Text of the launch trigger. @default 'View in Your Room' */
  triggerLabel?: string | undefined;
  className?: string | undefined;
}

/**
 * The visualizer launcher [ref: visualizer]: a trigger that hides after
 * use; an invalid sku shows the server's message; the vendor widget, loaded on demand behind an
 * adapter, in a popup or inline; 'View Summary' opens the Summary drawer with add-all.
 */
export function Visualizer({
  sku,
  skus = [],
  mode = 'popup',
  settings,
  adapter,
  triggerLabel = mediaMessage('launchVisualizer', 'View in Your Room'),
  className,
  ...options
}: VisualizerProps) {
  const allSkus = useMemo(() => [...new Set([sku, ...skus])], [sku, skus]);
  const resolved = useMemo(() => visualizerSettings(settings), [settings]);
  const state = useVisualizer({ ...options, skus: allSkus, settings: resolved, adapter });
  const [summaryOpen, setSummaryOpen] = useState(false);
  // Stryker disable next-line BooleanLiteral: the popup is drawn only once launched, and the launch opens it
  const [popupOpen, setPopupOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // [ref: visualizer#rules]: the trigger hides after use, for good, inline (the widget takes its place) and as a
  // popup (closed, the popup leaves no trigger behind: focus goes to the launcher's own place, the
  // next Tab goes on from there; docs/decisions.md). `root` is that place.
  const launch = () => {
    state.launch();
    setPopupOpen(true);
  };

  const stage = (
    <>
      {state.invalidMessage !== undefined && (
        <p role="alert" className="hearth-visualizer__error">
          {state.invalidMessage}
        </p>
      )}
      {state.loading && <Skeleton height="16rem" />}
      {state.ready && (
        <>
          <div ref={state.containerRef} className="hearth-visualizer__widget" />
          <Button
            variant="secondary"
            className="hearth-visualizer__summary-button"
            onClick={() => setSummaryOpen(true)}
          >
            {mediaMessage('viewSummary', 'View Summary')}
          </Button>
          <SummaryDrawer open={summaryOpen} onOpenChange={setSummaryOpen} state={state} />
        </>
      )}
    </>
  );

  return (
    <div
      ref={root}
      className={clsx('hearth-visualizer', className)}
      data-mode={mode}
      tabIndex={state.launched && mode === 'popup' ? -1 : undefined}
    >
      {/* not drawn once used: a `hidden` attribute loses to the button's own display in CSS */}
      {!state.launched && (
        <Button variant="secondary" disabled={!adapter} onClick={launch} className="hearth-visualizer__trigger">
          {triggerLabel}
        </Button>
      )}
      {state.launched &&
        (mode === 'inline' ? (
          <section className="hearth-visualizer__stage" aria-label={mediaMessage('visualizerRegion', 'Visualizer')}>
            {stage}
          </section>
        ) : (
          <Dialog
            open={popupOpen}
            onOpenChange={setPopupOpen}
            returnFocus={root}
            title={mediaMessage('visualizerTitle', 'Visualizer')}
            size="large"
            fullScreenOnMobile
            className="hearth-visualizer__dialog"
          >
            {stage}
          </Dialog>
        ))}
    </div>
  );
}
