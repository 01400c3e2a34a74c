import { ShopByFabric } from '@hearth/swatches';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memoryAddress, serverResults, withSwatchConfig } from './decorators';
import { neverAnswer } from '../../.storybook/held';

const RESULTS = '*/free-swatches/get-filtered-results';

/**
 * The shop-by-fabric page: filters and sort kept in the address, the card
 * grid with 'Showing N of M', pages by number, a flyout per swatch, the added swatches (cookie
 * addedCartSwatches) and the order modal. Here the address is kept in memory.
 */
const meta = {
  title: 'Swatches/Shop by Fabric',
  component: ShopByFabric,
  decorators: [withSwatchConfig],
  beforeEach: () => {
    document.cookie = 'addedCartSwatches=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  },
} satisfies Meta<typeof ShopByFabric>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every swatch, the recommended sort, page 1. */
export const Default: Story = {
  render: (args) => <ShopByFabric {...args} env={memoryAddress()} />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByText(/^Showing 24 of \d+$/)).toBeInTheDocument();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  },
};

/** Arriving with filters and a sort in the address: they are checked and the sort preselected. */
export const Filtered: Story = {
  render: (args) => <ShopByFabric {...args} env={memoryAddress('?colorgroup=blue&sort=name')} />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByText(/^Showing \d+ of \d+$/)).toBeInTheDocument();
    await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveValue('name');
  },
};

/** No swatch matches. */
export const Empty: Story = {
  render: (args) => <ShopByFabric {...args} env={memoryAddress()} />,
  parameters: {
    msw: {
      handlers: [
        http.get(RESULTS, () =>
          HttpResponse.json({ cardsDto: { cards: [], showingCount: 0, totalRecords: 0 }, filterFacets: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('No swatches match these filters.')).toBeInTheDocument();
  },
};

/** Loading: the results are on their way. */
export const Loading: Story = {
  render: (args) => <ShopByFabric {...args} env={memoryAddress()} />,
  parameters: {
    msw: {
      handlers: [http.get(RESULTS, neverAnswer)],
    },
  },
  play: async ({ canvasElement }) => {
    await expect((await body(canvasElement).findAllByText('Loading swatches…')).length).toBeGreaterThan(0);
  },
};

/** The results cannot be fetched: logged, and the loading indicator hidden. */
export const LoadFailed: Story = {
  render: (args) => <ShopByFabric {...args} env={memoryAddress()} />,
  parameters: {
    msw: { handlers: [http.get(RESULTS, () => new HttpResponse('Service Unavailable', { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.queryAllByText('Loading swatches…')).toHaveLength(0));
  },
};

/** Five swatches added: the other Add buttons are disabled; 'Order Free Swatches' opens the order modal. */
export const FiveAdded: Story = {
  render: (args) => <ShopByFabric {...args} env={memoryAddress()} initial={serverResults('', 10)} />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText(/^Showing 10 of \d+$/);
    for (let i = 0; i < 5; i += 1) await userEvent.click(page.getAllByRole('button', { name: /^Add Swatch/ })[0]!);
    await waitFor(() =>
      expect(
        page
          .getAllByRole('button', { name: /^Add Swatch/ })
          .every((button) => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true'),
      ).toBe(true),
    );
    await userEvent.click(page.getByRole('button', { name: 'Order Free Swatches' }));
    await expect(await page.findByRole('dialog', { name: 'Order Free Swatches' })).toBeInTheDocument();
  },
};

/** Server-rendered results (the demo page's props): nothing fetched on arrival; 8 a page here. */
export const FromServer: Story = {
  render: (args) => <ShopByFabric {...args} env={memoryAddress()} initial={serverResults()} />,
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/^Showing 8 of \d+$/)).toBeInTheDocument();
  },
};

/** A known customer: the order form is prefilled. */
export const KnownCustomer: Story = {
  render: (args) => (
    <ShopByFabric
      {...args}
      env={memoryAddress()}
      initial={serverResults()}
      prefill={{ firstName: 'Jordan', lastName: 'Avery', emailAddress: 'jordan@hearth.test' }}
    />
  ),
};

/** Canada. */
export const Canada: Story = { globals: { site: 'CA' }, render: FromServer.render, play: FromServer.play };
/** The second brand. */
export const CB2: Story = { name: 'CB2', globals: { brand: 'cb2' }, render: FromServer.render, play: FromServer.play };
/** The kids brand. */
export const Kids: Story = { globals: { brand: 'kids' }, render: FromServer.render, play: FromServer.play };
