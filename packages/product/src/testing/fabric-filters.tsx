/**
 * Test helpers of @hearth/product (not exported): the lounge sofa's fabric drawer and its
 * Browse All dialog, opened the way a shopper opens them, with their filter panels.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { Configurator, type ConfiguratorProps } from '../configurator/configurator';
import { browseDataOf } from './configurator';

/** The sofa whose fabric option (code 1) has filters, sorts and a Browse All dialog. */
const SOFA = '410100';

const renderSofa = (env: ConfiguratorProps['env']) =>
  render(<Configurator sku={SOFA} env={env} browseData={browseDataOf(SOFA)} refreshedLayout />);

/** Chooses the Sofa size and opens the fabric drawer and its filter panel; returns the drawer. */
export async function openFabricFilters(env: ConfiguratorProps['env']) {
  const user = userEvent.setup();
  const view = renderSofa(env);
  await user.click(screen.getByRole('radio', { name: /^Sofa\b/ }));
  await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
  const drawer = view.container.querySelector<HTMLElement>('[data-option-code="1"]')!;
  await user.click(await within(drawer).findByRole('button', { name: /^Filter/ }));
  return { user, drawer, container: view.container };
}

/** Opens the fabric drawer (when it is closed) and its Browse All dialog; returns the dialog. */
export async function openBrowseAllFabrics(env: ConfiguratorProps['env']) {
  const user = userEvent.setup();
  renderSofa(env);
  const fabric = screen.getByRole('button', { name: /^3 Fabric/ });
  if (fabric.getAttribute('aria-expanded') !== 'true') await user.click(fabric);
  await user.click(screen.getByRole('button', { name: 'Browse All Fabrics' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

/** The filter check boxes `selector` finds in `root` once at least `least` of them can be checked. */
export const enabledBoxes = (root: HTMLElement, selector: string, least = 1) =>
  waitFor(() => {
    const found = [...root.querySelectorAll<HTMLInputElement>(`${selector}:not([disabled])`)];
    expect(found.length).toBeGreaterThanOrEqual(least);
    return found;
  });
