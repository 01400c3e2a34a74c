import { Dialog } from '@hearth/ui';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContinueShopping } from './continue-shopping';

describe('ContinueShopping', () => {
  it("reads 'Continue Shopping' and closes the popup around it", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog defaultOpen title="Added to Cart" onOpenChange={onOpenChange} footer={<ContinueShopping />}>
        <p>1 item added</p>
      </Dialog>,
    );
    const button = await screen.findByRole('button', { name: 'Continue Shopping' });
    expect(button).toHaveClass('hearth-button--secondary');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes another label and variant', async () => {
    render(
      <Dialog
        defaultOpen
        title="Thank you"
        footer={<ContinueShopping variant="primary">Scan Another Item</ContinueShopping>}
      >
        <p>Done</p>
      </Dialog>,
    );
    expect(await screen.findByRole('button', { name: 'Scan Another Item' })).toHaveClass('hearth-button--primary');
  });
});
