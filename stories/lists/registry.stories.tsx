import { Registry } from '@hearth/lists';
import { setFault, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_LOCATION, pageOf, withListsConfig } from './decorators';

const meta = {
  title: 'Lists/Registry',
  component: Registry,
  decorators: [withListsConfig],
  args: { sku: '410100', env: { location: STORY_LOCATION, navigate: fn() } },
} satisfies Meta<typeof Registry>;
export default meta;
type Story = StoryObj<typeof meta>;

const ONE = {
  isLoggedIn: true,
  registryCount: 1,
  giftRegistries: [{ id: 90001, registryType: 'br', name: 'Jordan & Sam’s Wedding' }],
};
const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Add to Registry' });
const ready = (canvasElement: HTMLElement) => waitFor(() => expect(button(canvasElement)).toBeEnabled());
const confirmation = async (canvasElement: HTMLElement, title = 'Add to Registry') => {
  await ready(canvasElement);
  await userEvent.click(button(canvasElement));
  return within(pageOf(canvasElement)).findByRole('dialog', { name: title }, { timeout: 3000 });
};

/** While the registry list loads (slowed down): disabled. */
export const Loading: Story = {
  beforeEach: () => setFault('registryList', 'slow', undefined, { delayMs: 600 }),
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toBeDisabled();
    await ready(canvasElement);
  },
};

/** Not signed in: the click goes to sign-in, returning to this page. */
export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    await userEvent.click(button(canvasElement));
    await expect(args.env?.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/account\/login\?returnUrl=/));
  },
};

/** The demo account has two registries: the chooser opens first. */
export const Chooser: Story = {
  beforeEach: () => {
    signIn();
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(button(canvasElement));
    const chooser = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Choose a Registry' });
    await expect(within(chooser).getByRole('button', { name: /Our New Home/ })).toBeInTheDocument();
  },
};

/**
 * The confirmation: count, 'ADDED', add-ons, 'You May Also Want' (the demo's recommendations service
 * names no products: they come from its callback /browse/widget/MainPi), 'View Registry',
 * 'View Checklist' ('br').
 */
export const Confirmation: Story = {
  beforeEach: () => {
    signIn();
  },
  args: { registryData: ONE },
  play: async ({ canvasElement }) => {
    const dialog = await confirmation(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('1 item(s) added to your registry');
    await expect(within(dialog).getByRole('link', { name: 'View Checklist' })).toBeInTheDocument();
    await within(dialog).findByRole('region', { name: 'You May Also Want' });
    const addOns = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    await userEvent.click(within(addOns).getAllByRole('button', { name: 'Add To Registry' })[0]!);
    await within(addOns).findByRole('button', { name: 'Added' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 item(s) added to your registry');
  },
};

/** The recommendations service answers its own items: they show, and its callback is not asked. */
export const RecommendationsFromService: Story = {
  beforeEach: () => {
    signIn();
  },
  args: { registryData: ONE },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/demo/recommendations', () =>
          HttpResponse.json({ items: [{ sku: '300105', name: 'Picked by the service', formattedPrice: '$10.00' }] }),
        ),
        http.get('*/browse/widget/MainPi', () => HttpResponse.json({ items: [{ sku: '200103', name: 'Callback' }] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await confirmation(canvasElement);
    const region = await within(dialog).findByRole('region', { name: 'You May Also Want' });
    await expect(region).toHaveTextContent('Picked by the service');
    await expect(region).not.toHaveTextContent('Callback');
  },
};

/** Without the interactive checklist feature: no 'View Checklist'. */
export const NoChecklist: Story = {
  ...Confirmation,
  parameters: { features: { interactiveChecklist: false } },
  play: async ({ canvasElement }) => {
    const dialog = await confirmation(canvasElement);
    await expect(within(dialog).queryByRole('link', { name: 'View Checklist' })).toBeNull();
  },
};

/** Scan mode (cookie scan-mode=true) and registrant mode: 'Scan Another Item', 'View My Registry'. */
export const ScanAndRegistrantMode: Story = {
  beforeEach: () => {
    signIn();
  },
  args: {
    registryData: ONE,
    isRegistrantMode: true,
    env: { location: STORY_LOCATION, readCookie: (name: string) => (name === 'scan-mode' ? 'true' : undefined) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await confirmation(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Scan Another Item' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: /View My Registry/ })).toBeInTheDocument();
  },
};

/** Add-all: 'Add all to Registry' for a signed-in shopper with quantity 1. */
export const AddAll: Story = {
  beforeEach: () => {
    signIn();
  },
  args: { registryData: ONE, addAll: [{ Sku: '300101' }, { Sku: '300102' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add all to Registry' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Add all to Registry' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 item(s) added to your registry');
  },
};

/** In the registry already: the edit link with the quantity wanted. */
export const EditLink: Story = {
  args: { registryData: { ...ONE, registryAddedData: { totalQty: 2 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Edit Registry \(2 Wanted\)/ })).toBeInTheDocument();
  },
};

/** A personalized item: the terms popup first. */
export const PersonalizedTerms: Story = {
  args: { isPersonalized: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(button(canvasElement));
    await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Personalized Item' });
  },
};

/** Made to order (sku property 300): disabled. */
export const MadeToOrder: Story = {
  args: { sku: '600101', skuProperty: 300, registryData: ONE },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toBeDisabled();
  },
};

/** The small button, for listing pages and carousels. */
export const Small: Story = {
  args: { small: true, registryData: ONE },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** A grouper whose options are not chosen yet (sku 0): the click asks for them first. */
export const ChooseOptionsFirst: Story = {
  beforeEach: () => {
    signIn();
  },
  args: { sku: '0', hasGrouper: true, registryData: ONE },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(button(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please choose your options first.',
    );
  },
};

/** The registry does not confirm the add: nothing shows. */
export const AddFailure: Story = {
  beforeEach: () => {
    signIn();
  },
  args: { registryData: ONE },
  parameters: {
    msw: { handlers: [http.post('*/api/demo/registry/add', () => HttpResponse.json({ isSuccess: false }))] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).not.toHaveAttribute('aria-busy'));
    await expect(within(pageOf(canvasElement)).queryByRole('dialog')).toBeNull();
  },
};

/** Canada: prices in the confirmation with 'CAD '. */
export const Canada: Story = {
  ...Confirmation,
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    const dialog = await confirmation(canvasElement);
    await expect(within(dialog).getAllByText(/^CAD /).length).toBeGreaterThan(0);
  },
};

/** The second brand: the confirmation in CB2's look. */
export const Cb2: Story = { name: 'CB2', ...Confirmation, globals: { brand: 'cb2' } };
