/**
 * The gallery under React's `<StrictMode>` (development: every component mounted, unmounted and
 * mounted again): 'View all images' opens the gallery's modal, which stays open (in
 * `vite dev` and `next dev` it never appeared).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stillOpenAfterMount } from '@hearth/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layoutCarousels, setupMockApi } from '../testing/setup';
import { Gallery } from './gallery';

setupMockApi();
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layoutCarousels(800);
});
afterEach(() => restoreLayout());

describe('Gallery under StrictMode', () => {
  it("'View all images' opens the gallery's modal, which stays open; Escape closes it and focus goes back", async () => {
    const user = userEvent.setup();
    render(<Gallery sku="410100" />, { reactStrictMode: true });
    const opener = await screen.findByRole('button', { name: 'View all images' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    expect(await stillOpenAfterMount(dialog)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
