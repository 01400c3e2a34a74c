import { setShopperZip } from '@hearth/core';
import { QuickShip } from '@hearth/lists';
import { setFault } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageOf, resetZip, withListsConfig } from './decorators';

const TITLE = "See What's Available Soonest";
const meta = {
  title: 'Lists/Quick ship',
  component: QuickShip,
  decorators: [withListsConfig],
  beforeEach: resetZip,
  args: { sku: '410100' },
} satisfies Meta<typeof QuickShip>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: TITLE }));
  return within(pageOf(canvasElement)).findByRole('dialog', { name: TITLE });
};

/** Closed: the button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TITLE })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Loading (slowed down): 2 text rows and 4 line-item rows. */
export const Loading: Story = {
  beforeEach: () => setFault('quickShip', 'slow', undefined, { delayMs: 1500 }),
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading availability…');
  },
};

/** The lines: available, then backordered. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(
      await within(panel).findByRole('region', { name: 'These ready-made pieces ship soonest.' }),
    ).toBeInTheDocument();
  },
};

/** After a ZIP change the availability says where it ships. */
export const WithZip: Story = {
  beforeEach: () => {
    setShopperZip('60601');
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(
      await within(panel).findByRole('region', { name: 'These ready-made pieces ship soonest.' }),
    ).toBeInTheDocument();
  },
};

/** No available items: the no-stock message. */
export const NoStock: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/demo/quick-ship/:sku', () => HttpResponse.json({ availableItems: [], backorderedItems: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(
      await within(panel).findByText('None of the ready-made versions of this item are in stock right now.'),
    ).toBeInTheDocument();
  },
};

/** The answer failed (503). */
export const Failure: Story = {
  beforeEach: () => setFault('quickShip', 'http503'),
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(
      await within(panel).findByText('Availability could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  },
};

/** Canada: prices with 'CAD ' (the demo backend formats them by site). */
export const Canada: Story = {
  globals: { site: 'CA' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/demo/quick-ship/:sku', () =>
          HttpResponse.json({
            availableItems: [
              {
                title: 'Lounge Sofa in Hayden Flax',
                priceDisplayString: 'CAD 1,899.00',
                availabilityDisplayString: 'In stock. Ships to M5V 2A8 in 1-2 weeks.',
                selectedOptionChoices: [],
              },
            ],
            backorderedItems: [],
            inStockMessage: 'These ship soonest.',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await within(panel).findByText('CAD 1,899.00')).toBeInTheDocument();
  },
};

/** The second brand. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' }, play: Content.play };

/** The availability lookup by SKU: its line under the button (the demo backend counts the ready-made versions). */
export const AvailabilityLookup: Story = {
  args: { availabilityLookup: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: TITLE });
    const message = await within(canvasElement).findByText(/ready-made versions ship soonest/);
    await expect(button).toHaveAccessibleDescription(message.textContent!);
  },
};

/** The lookup says the sku has no quick-ship: the button is left out. */
export const NoQuickShip: Story = {
  args: { availabilityLookup: true },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/demo/quick-ship-availability', () => HttpResponse.json({ hasQuickShip: false, message: '' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: TITLE })).toBeNull());
  },
};

/** While the lookup is out (slowed down): a placeholder holds its line under the button, then the line. */
export const AvailabilityLookupLoading: Story = {
  args: { availabilityLookup: true },
  beforeEach: () => setFault('quickShipAvailability', 'slow', undefined, { delayMs: 1500 }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.hearth-quick-ship__pending')).not.toBeNull();
    await expect(await within(canvasElement).findByText(/ready-made versions ship soonest/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('.hearth-quick-ship__pending')).toBeNull();
  },
};

/** The page gave the lookup's answer (`availability`): its line from the first render, nothing asked. */
export const AvailabilityGiven: Story = {
  args: {
    availabilityLookup: true,
    availability: { hasQuickShip: true, message: '9 ready-made versions ship soonest' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TITLE })).toHaveAccessibleDescription(
      '9 ready-made versions ship soonest',
    );
  },
};
