import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig, setConfig } from '@hearth/core';
import { browseDataOf, setupMockApi, testConfiguratorEnv } from '../testing/configurator';
import { Configurator } from './configurator';
import { DetailsPart } from './lazy-parts';

setupMockApi();
afterEach(() => resetConfig());

const env = testConfiguratorEnv();
const links = {
  sectional: { url: '/furniture/lounge-sectional?src=pdp', collectionCode: 'LNG', itemTypeCode: 'SEC' },
  crossSell: { name: 'Throw Pillows', url: '/decor/pillows' },
  otherBrand: { name: 'CB2', url: '/cb2/lounge-sofa' },
};

/** The links list under the drawers. */
const linkList = (container: HTMLElement) => container.querySelector<HTMLElement>('.hearth-configurator__links')!;

describe('the configurator links [ref: configurator#screens]', { timeout: 30_000 }, () => {
  it("'Customize Your Sectional' with the collection and item type codes, and 'Shop {name}'; 'Available in {brand}' not on the main brand", () => {
    const { container } = render(
      <Configurator sku="410100" env={env} browseData={browseDataOf('410100')} {...links} />,
    );
    const list = within(linkList(container));
    expect(list.getByRole('link', { name: 'Customize Your Sectional' })).toHaveAttribute(
      'href',
      '/furniture/lounge-sectional?src=pdp&collectionCode=LNG&itemTypeCode=SEC',
    );
    expect(list.getByRole('link', { name: 'Shop Throw Pillows' })).toHaveAttribute('href', '/decor/pillows');
    expect(list.queryByRole('link', { name: /^Available in/ })).toBeNull();
  });

  it("'Available in {brand}' on the second brand, to the other brand's page", () => {
    setConfig({ brand: 'cb2' });
    const { container } = render(
      <Configurator sku="410100" env={env} browseData={browseDataOf('410100', 'cb2')} {...links} />,
    );
    expect(within(linkList(container)).getByRole('link', { name: 'Available in CB2' })).toHaveAttribute(
      'href',
      '/cb2/lounge-sofa',
    );
  });

  it('a cross-sell address the URL filter refuses shows no link', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Configurator
        sku="410100"
        env={env}
        browseData={browseDataOf('410100')}
        crossSell={{ name: 'Throw Pillows', url: 'javascript:alert(1)' }}
      />,
    );
    expect(within(linkList(container)).queryByText(/^Shop/)).toBeNull();
    error.mockRestore();
  });

  it("'Care & Material Details' opens the details panel of the fabric chosen, or of the fabric option before one is", async () => {
    const user = userEvent.setup();
    await DetailsPart.preload();
    const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    const care = within(linkList(container)).getByRole('button', { name: 'Care & Material Details' });
    await user.click(care);
    expect(await screen.findByRole('dialog', { name: 'Fabric' }, { timeout: 5000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await user.click(screen.getAllByRole('radio', { name: /Haven, Snow/ })[0]!);
    await user.click(care);
    expect(await screen.findByRole('dialog', { name: 'Haven, Snow' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("without a fabric or leather option: 'Care & Details', for the first option", async () => {
    const user = userEvent.setup();
    await DetailsPart.preload();
    const data = browseDataOf('410100');
    const plain = { ...data, options: data.options.filter((o) => o.optionType !== 'fabric') };
    const { container } = render(<Configurator sku="410100" env={env} browseData={plain} />);
    const list = within(linkList(container));
    expect(list.queryByRole('button', { name: 'Care & Material Details' })).toBeNull();
    await user.click(list.getByRole('button', { name: 'Care & Details' }));
    expect(
      await screen.findByRole('dialog', { name: plain.options[0]!.header.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
