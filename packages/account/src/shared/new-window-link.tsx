import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { uiMessage } from '@hearth/ui';

/** Props of {@link NewWindowLink}. */
export interface NewWindowLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/**
 * A link that opens a new window (`target="_blank" rel="noopener"`) and says so to screen
 * readers (WCAG G201): '(opens in a new window)' is part of its accessible name.
 */
export function NewWindowLink({ children, ...rest }: NewWindowLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener">
      {children}
      <span className="hearth-visually-hidden"> {uiMessage('newWindow', '(opens in a new window)')}</span>
    </a>
  );
}
