import { checkUrl } from '@hearth/core';
import { Button, Flyout } from '@hearth/ui';
import { useState } from 'react';
import { mediaMessage } from '../wording';
import type { SummaryLine } from './schema';
import { VISUALIZER_NAME, type VisualizerState } from './use-visualizer';
import { backOrderText, regularPrice, SUMMARY_DELAY_MS, SUMMARY_DURATION_MS, unitPrice } from './visualizer-logic';

/** Props of {@link SummaryDrawer}. */
export interface SummaryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: Pick<VisualizerState, 'lines' | 'subtotal' | 'copyText' | 'addAll' | 'site'>;
  /** Copies text (the clipboard). @default navigator.clipboard.writeText */
  copy?: ((text: string) => Promise<void>) | undefined;
}

const ErrorIcon = () => (
  <svg
    className="hearth-visualizer-summary__icon"
    viewBox="0 0 16 16"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
  </svg>
);

function Line({ line, site }: { line: SummaryLine; site: SummaryDrawerProps['state']['site'] }) {
  const href = checkUrl(line.productUrl, {
    island: VISUALIZER_NAME,
    field: 'products.productUrl',
    instead: 'the name is text',
  });
  const src = checkUrl(line.imageUrl, { island: VISUALIZER_NAME, field: 'products.imageUrl' });
  const regular = regularPrice(line, site);
  const backOrder = backOrderText(line);
  return (
    <li className="hearth-visualizer-summary__line">
      {src && <img src={src} alt="" width={72} height={54} loading="lazy" />}
      <div>
        <p className="hearth-visualizer-summary__name">
          {href ? <a href={href}>{line.name ?? line.sku}</a> : (line.name ?? line.sku)}
        </p>
        <p className="hearth-visualizer-summary__meta">
          {mediaMessage('sku', 'SKU')}: {line.sku} · {mediaMessage('quantity', 'Qty')}: {line.quantity ?? 1}
        </p>
        {line.dimensions && <p className="hearth-visualizer-summary__meta">{line.dimensions}</p>}
        <p className="hearth-visualizer-summary__price">
          {unitPrice(line, site)} {regular && <s>{regular}</s>}
        </p>
        {line.availabilityMessage && <p className="hearth-visualizer-summary__meta">{line.availabilityMessage}</p>}
        {backOrder && <p className="hearth-visualizer-summary__backorder">{backOrder}</p>}
      </div>
    </li>
  );
}

/**
 * The visualizer's 'Summary' drawer [ref: visualizer#screens, #data, #rules]: a Flyout that slides in over 0.6 s after a
 * 100 ms delay, closed by 'Close Summary', Escape or the overlay; the summary lines (sku, name,
 * quantity, dimensions, prices, availability, back-order messages), the subtotal and the
 * availability notice, 'Copy Summary', and add-all with the spec's failure message and an error icon.
 */
export function SummaryDrawer({ open, onOpenChange, state, copy }: SummaryDrawerProps) {
  const [copied, setCopied] = useState(false);
  const { lines, subtotal, addAll, site } = state;
  const writeText = copy ?? ((text: string) => navigator.clipboard.writeText(text));
  return (
    <Flyout
      open={open}
      onOpenChange={onOpenChange}
      title={mediaMessage('summaryTitle', 'Summary')}
      closeLabel={mediaMessage('closeSummary', 'Close Summary')}
      transitionMs={SUMMARY_DURATION_MS + SUMMARY_DELAY_MS}
      className="hearth-visualizer-summary"
      footer={
        <>
          <Button
            variant="secondary"
            disabled={lines.length === 0}
            onClick={() =>
              writeText(state.copyText).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {mediaMessage('copySummary', 'Copy Summary')}
          </Button>
          <Button busy={addAll.busy} disabled={addAll.disabled} onClick={addAll.run}>
            {mediaMessage('addAllToCart', 'Add All to Cart')}
          </Button>
        </>
      }
    >
      {lines.length === 0 ? (
        <p>{mediaMessage('noItemsInRoom', 'Add products to your room to see them here.')}</p>
      ) : (
        <ul className="hearth-visualizer-summary__lines">
          {lines.map((line) => (
            <Line key={line.sku} line={line} site={site} />
          ))}
        </ul>
      )}
      <p className="hearth-visualizer-summary__subtotal">
        {mediaMessage('subtotal', 'Subtotal')}: <strong>{subtotal}</strong>
      </p>
      <p className="hearth-visualizer-summary__notice">
        {mediaMessage('availabilityNotice', 'Prices and availability are subject to change.')}
      </p>
      <div aria-live="polite">
        {copied && <p>{mediaMessage('summaryCopied', 'Summary copied.')}</p>}
        {addAll.status === 'added' && <p>{mediaMessage('allAdded', 'All items were added to your cart.')}</p>}
      </div>
      {addAll.status === 'failed' && (
        <p role="alert" className="hearth-visualizer-summary__error">
          <ErrorIcon />
          {mediaMessage('addAllFailed', 'We were unable to add these items to your cart. Please try again.')}
        </p>
      )}
    </Flyout>
  );
}
