import { Button, lazyPart } from '@hearth/ui';
import { useState } from 'react';
import { swatchesMessage } from '../wording';
import { codeKey, type Code } from '../shared/swatch-choice';

/** The order popup: its code loads when the pointer or focus reaches 'Get Free Swatch'. */
const Order = lazyPart(() => import('../swatch-order/swatch-order').then((m) => m.SwatchOrder), 'SwatchOrder');

/**
 * 'Get Free Swatch' [ref: swatch-flyout#screens]: a button, and the popup it opens for one swatch. The popup lives
 * outside the flyout (a hover flyout closes when the modal takes the pointer and focus).
 */
export function useGetFreeSwatch({ code, sku }: { code: Code | undefined; sku: string | undefined }) {
  const [opened, setOpened] = useState(0);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const trigger = (
    <p className="hearth-swatch-details__actions">
      <Button
        ref={setButton}
        variant="secondary"
        aria-haspopup="dialog"
        {...Order.preloadProps}
        onClick={() => setOpened((count) => count + 1)}
      >
        {swatchesMessage('getFreeSwatchTitle', 'Get Free Swatch')}
      </Button>
    </p>
  );
  const popup =
    opened > 0 && code !== undefined ? (
      <Order.Component key={opened} defaultOpen variant="single" choiceCode={codeKey(code)} sku={sku} opener={button} />
    ) : null;
  return { trigger, popup };
}
