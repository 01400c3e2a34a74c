import { setConfig } from '@hearth/core';
import { DEMO_ENDPOINTS, browseDto, demoConfig, getProduct, readSelections } from '@hearth/mock-api';
import { BrowseDto, Configurator } from '@hearth/product';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { create } from 'superstruct';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { requestProductSelection } from '@hearth/commerce';
import { neverAnswer } from '../../.storybook/held';

/**
 * The special-order configurator. The browse data comes from the demo
 * backend (`specialOrderBrowseData`) unless a story passes `browseData`. The page rules are off
 * (no title or URL change in Storybook).
 */
const env = { setTitle: () => undefined, replaceUrl: () => undefined, isDesktop: () => true };
/** The demo's endpoints and feature flags (both halves of the refreshed layouts on; the story's `features` win). */
const withDemoConfig: Decorator = (Story, { parameters }) => {
  const features = (parameters['features'] as Record<string, boolean> | undefined) ?? {};
  setConfig({ endpoints: { ...DEMO_ENDPOINTS }, features: { ...demoConfig().features, retry: false, ...features } });
  return <Story />;
};

/** The demo's made-to-order pieces, as a designer picks one in Controls. */
const PRODUCTS = {
  'Lounge Sofa (fabric)': '410100',
  'Gather Deep Sofa (fabric or leather)': '410600',
  'Wells Leather Sofa (leather)': '410500',
  'Atlas Sofa (2,000 fabrics)': '410700',
  'Lounge Sectional': '420100',
  'Gather L-Shaped Sectional (fabric or leather)': '420200',
  'Lounge Chair (no depth)': '430100',
} as const;

const meta = {
  title: 'Product/Configurator',
  component: Configurator,
  decorators: [withDemoConfig],
  args: { sku: '410100', refreshedLayout: true, legRefresh: true, setPageTitle: false, env },
  argTypes: {
    // a piece of the demo catalogue by its name; its browse data comes from the demo backend
    sku: {
      name: 'product (sku)',
      control: 'select',
      options: Object.values(PRODUCTS),
      labels: Object.fromEntries(Object.entries(PRODUCTS).map(([label, sku]) => [sku, `${label} · ${sku}`])),
    },
    // what a page passes in code: each of its states is a story (Loading, Load Failed, Line Item, …)
    browseData: { control: false, table: { category: 'set by the page' } },
    env: { control: false, table: { disable: true } },
  },
} satisfies Meta<typeof Configurator>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawerButton = (canvasElement: HTMLElement, title: RegExp) =>
  within(canvasElement).findByRole('button', { name: title });

/** The browse data of a demo product, with its options rewritten (other option experiences). */
function dataOf(sku: string, rewrite: (options: BrowseDto['options']) => BrowseDto['options'] = (o) => o): BrowseDto {
  const dto = create(browseDto(getProduct(sku)!, readSelections(''), 'recommended', 'main'), BrowseDto);
  return { ...dto, options: rewrite(dto.options) };
}

/** The Lounge Sofa, refreshed layouts: summary, inline size and depth, drawers closed. */
export const LoungeSofa: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await drawerButton(canvasElement, /^3 Fabric/)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: 'Your Selection Summary' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^Deep/ })).toBeInTheDocument();
  },
};

/**
 * The page model's own content: the line-level message, the rewards renewal text, the
 * in-house personalization total and fee message, and the sections with subgroup 2 expanded.
 */
export const PageModelContent: Story = {
  args: {
    browseData: {
      ...dataOf('410100'),
      formattedTotalPrice: '$2,114.00',
      personalizationFeeMessage: 'Includes a $15.00 personalization fee.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free design services')).toBeInTheDocument();
    await expect(canvas.getByText('Earn 10% back in rewards')).toBeInTheDocument();
    await expect(canvas.getByText(/Includes a \$15\.00 personalization fee\./)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Dimensions' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opens the line-level message's popup ('Free design services') and returns the dialog. */
async function openLinePopup(canvasElement: HTMLElement) {
  const user = userEvent.setup();
  await user.click(await within(canvasElement).findByRole('button', { name: 'Free design services' }));
  return body(canvasElement).findByRole('dialog', { name: 'Free design services' });
}

/** The line-level message's popup (read from /browse/popup) while its content loads: a skeleton. */
export const LineMessagePopupLoading: Story = {
  args: { browseData: dataOf('410100') },
  parameters: { msw: { handlers: [http.get('*/browse/popup', neverAnswer)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openLinePopup(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The popup with the server's HTML, sanitized (its script and event handler are gone). */
export const LineMessagePopupContent: Story = {
  args: { browseData: dataOf('410100') },
  parameters: {
    msw: {
      handlers: [
        http.get('*/browse/popup', () =>
          HttpResponse.html(
            '<p>Our design experts can help you choose fabrics, sizes and layouts.</p><h3>Book an appointment</h3><p>At any store.</p><img src="/x.png" alt="" onerror="document.title=1"><script>document.title=1</script>',
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openLinePopup(canvasElement);
    await expect(await within(dialog).findByText('At any store.')).toBeInTheDocument();
    await expect(dialog.querySelector('script, [onerror]')).toBeNull();
  },
};

/** The popup's content cannot be loaded: 'This information could not be loaded. Please try again later.' */
export const LineMessagePopupFailed: Story = {
  args: { browseData: dataOf('410100'), env: { ...env, log: () => undefined } },
  parameters: {
    msw: { handlers: [http.get('*/browse/popup', () => HttpResponse.html('<p>Down</p>', { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openLinePopup(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This information could not be loaded. Please try again later.',
    );
  },
};

/** The digital data layer cannot be updated: logged only ('Updating special order digital data layer failed.'), the configurator works. */
export const DataLayerFailed: Story = {
  args: {
    env: {
      ...env,
      log: () => undefined,
      updateDataLayer: () => {
        throw new Error('digitalData is read-only on this page');
      },
    },
  },
  play: LoungeSofa.play,
};

/** Loading: a skeleton while the browse data has not answered. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(`*${DEMO_ENDPOINTS.specialOrderBrowseData}`, neverAnswer)] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.hearth-configurator')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('group', { name: 'Product options' })).toBeNull();
  },
};

/** The product's options cannot be loaded: nothing is added and the page's own content stays (the failure is only logged). */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${DEMO_ENDPOINTS.specialOrderBrowseData}`, () =>
          HttpResponse.json({ error: true }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.hearth-configurator')).toBeNull());
  },
};

/** The fabric drawer: filter panel, a colour checked, its chip and Clear All. */
export const FabricFilters: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(await drawerButton(canvasElement, /^3 Fabric/));
    const canvas = within(canvasElement);
    // the filter panel loads as the drawer opens
    await waitFor(() => expect(canvasElement.querySelector('.hearth-filters__toggle')).not.toBeNull());
    await user.click(canvasElement.querySelector<HTMLButtonElement>('.hearth-filters__toggle')!);
    // its boxes come with the filter results' answer
    const box = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>(
        '.hearth-filters input[data-filter="2"]:not([disabled])',
      );
      expect(found).not.toBeNull();
      return found!;
    });
    await user.click(box);
    await expect(box).toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  },
};

/**
 * The fabric drawer sorted by 'Fabric Type': the sort type change reloads the option's choice
 * groups through the sort/filter choice-group call (`choices`, `optionCode`, `sku`, `sortType`),
 * and the swatches take the answer's order.
 */
export const FabricSortedByType: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(await drawerButton(canvasElement, /^3 Fabric/));
    const drawer = canvasElement.querySelector<HTMLElement>('[data-option-code="1"]')!;
    // the drawer's main list (after 'Recently Viewed', when there is one): its swatch codes in order
    const order = () =>
      [...([...drawer.querySelectorAll('.hearth-choices')].at(-1)?.querySelectorAll('[data-choice-code]') ?? [])]
        .map((el) => el.getAttribute('data-choice-code'))
        .join();
    const before = order();
    await waitFor(() => expect(drawer.querySelector('.hearth-filters__toggle')).not.toBeNull());
    await user.click(drawer.querySelector<HTMLButtonElement>('.hearth-filters__toggle')!);
    await user.click(within(drawer).getByRole('radio', { name: 'Fabric Type' }));
    await waitFor(() => expect(order()).not.toBe(before));
  },
};

/** 'Browse All Fabrics': the centre modal with the grid, Filter, sort and Save Selection. */
export const BrowseAll: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(await drawerButton(canvasElement, /^3 Fabric/));
    await user.click(within(canvasElement).getByRole('button', { name: 'Browse All Fabrics' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { name: 'Save Selection' })).toBeInTheDocument();
  },
};

/** Legs (refreshed): 'View Details' opens the side panel. */
export const LegViewDetails: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(await drawerButton(canvasElement, /^5 Leg/));
    await user.click(within(canvasElement).getAllByRole('button', { name: /^View Details/ })[0]!);
    await expect(await body(canvasElement).findByRole('dialog')).toBeInTheDocument();
  },
};

/**
 * Fabric: a choice's 'View Details' panel, its image, care and material, and the pieces made in
 * the same fabric ('… is part of a collection', a carousel of links with their prices).
 */
export const FabricViewDetails: Story = {
  name: 'Fabric View Details',
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const drawer = await drawerButton(canvasElement, /^3 Fabric/);
    await user.click(drawer);
    const panel = within(canvasElement.ownerDocument.getElementById(drawer.getAttribute('aria-controls')!)!);
    const swatch = (await panel.findAllByRole('radio'))[0]!;
    await user.click(swatch);
    // the swatch flyout of the focused choice: its large swatch, name and subtitle (the fabric type)
    const flyout = await body(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(flyout.querySelector('.hearth-choice-preview__subtitle')).not.toBeNull());
    await user.click(await panel.findByRole('button', { name: /^View Details/ }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    const collection = within(await dialog.findByRole('region', { name: / is part of a collection$/ }));
    await expect(collection.getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** The older layouts (either flag off): no filter panel; legs offer 'View Larger'. */
export const OlderLayout: Story = {
  args: { refreshedLayout: false, legRefresh: false },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(await drawerButton(canvasElement, /^5 Leg/));
    await expect(within(canvasElement).getAllByRole('button', { name: /^View Larger/ }).length).toBeGreaterThan(0);
    await user.click(await drawerButton(canvasElement, /^3 Fabric/));
    await expect(canvasElement.querySelector('.hearth-filters')).toBeNull();
  },
};

/** Add to cart before every option is chosen: 'Select an option' on each one missing. */
export const SelectAnOption: Story = {
  play: async ({ canvasElement }) => {
    await drawerButton(canvasElement, /^3 Fabric/);
    requestProductSelection('410100');
    await expect(await within(canvasElement).findAllByText('Select an option')).toHaveLength(5);
  },
};

/**
 * Choices made: the summary texts ('{title} Cushion', '{title} Legs') and the drawer headers; each
 * choice refreshes the summaries for 300 ms.
 */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.click(await drawerButton(canvasElement, /^4 Cushion/));
    await user.click(canvas.getByRole('radio', { name: /^Down Blend/ }));
    await user.click(await drawerButton(canvasElement, /^5 Leg/));
    await user.click(canvas.getByRole('radio', { name: /^Walnut Tapered/ }));
    const summary = canvas.getByRole('region', { name: 'Your Selection Summary' });
    await expect(within(summary).getByText('Down Blend Cushion')).toBeInTheDocument();
    await expect(within(summary).getByText('Walnut Tapered Legs')).toBeInTheDocument();
    // each choice refreshes the summaries: the frame is coloured, then not (300 ms)
    await waitFor(() => expect(summary).toHaveAttribute('data-refreshing'));
    await waitFor(() => expect(summary).not.toHaveAttribute('data-refreshing'));
  },
};

/** The feature that hides the selected summary and closes the drawers by default. */
export const SummaryHidden: Story = {
  parameters: { features: { hideSelectedSummary: true } },
  play: async ({ canvasElement }) => {
    await expect(await drawerButton(canvasElement, /^3 Fabric/)).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('region', { name: 'Your Selection Summary' })).toBeNull();
  },
};

/**
 * The same feature on a product with a single option: its drawer is always open at first (the
 * feature closes the others by default); with the feature on, its header may close it.
 */
export const SummaryHiddenSingleOption: Story = {
  parameters: { features: { hideSelectedSummary: true } },
  args: { browseData: dataOf('410100', (options) => options.filter((o) => o.optionType === 'fabric')) },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const header = await drawerButton(canvasElement, /^1 Fabric/);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await user.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A leather sofa. */
export const Leather: Story = {
  args: { sku: '410500' },
  play: async ({ canvasElement }) => {
    await expect(await drawerButton(canvasElement, /^\d Leather/)).toBeInTheDocument();
  },
};

/**
 * A sofa in fabric or leather (the Gather Deep Sofa): one material drawer and the switch between
 * them; here switched to leather, its headings say leather.
 */
export const FabricOrLeather: Story = {
  name: 'Fabric or leather',
  args: { sku: '410600' },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const materials = await canvas.findByRole('group', { name: 'Fabric or leather' });
    await expect(canvas.queryByRole('button', { name: /^\d Leather/ })).toBeNull();
    await user.click(within(materials).getByRole('radio', { name: 'Leather' }));
    await expect(await drawerButton(canvasElement, /^3 Leather/)).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Featured Leather' })).toBeInTheDocument();
  },
};

/** A chair (no depth option). */
export const Chair: Story = {
  args: { sku: '430100' },
  play: async ({ canvasElement }) => {
    await expect(await drawerButton(canvasElement, /^\d Fabric/)).toBeInTheDocument();
  },
};

/** CB2: fabrics grouped under 'Stock Fabric' and 'Custom Fabric'. */
export const SecondBrand: Story = {
  globals: { brand: 'cb2' },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(await drawerButton(canvasElement, /^3 Fabric/));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Stock Fabric' })).toBeInTheDocument();
  },
};

/** The kids brand. */
export const Kids: Story = {
  globals: { brand: 'kids' },
  play: async ({ canvasElement }) => {
    await expect(await drawerButton(canvasElement, /^3 Fabric/)).toBeInTheDocument();
  },
};

/** Canada: prices for the Canadian site. */
export const Canada: Story = {
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    await expect(await drawerButton(canvasElement, /^3 Fabric/)).toBeInTheDocument();
  },
};

/** Mobile: size lists of 3 become a drawer; price groups above 10 choices take two rows. */
export const Mobile: Story = {
  args: { env: { ...env, isDesktop: () => false } },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await expect(await drawerButton(canvasElement, /^1 Size/)).toBeInTheDocument();
    await user.click(await drawerButton(canvasElement, /^3 Fabric/));
    await waitFor(() => expect(canvasElement.querySelector('[data-double-decker]')).not.toBeNull());
  },
};

/** Editing a cart line: no 'Recently Viewed'. */
export const LineItem: Story = {
  args: { isLineItem: true },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(await drawerButton(canvasElement, /^3 Fabric/));
    await expect(within(canvasElement).queryByText('Recently Viewed')).toBeNull();
  },
};

/** Every other kind of option: image swatches, large image and text, numbered image and wide text, seat configuration. */
export const OptionExperiences: Story = {
  args: {
    browseData: dataOf('410100', (options) => {
      const cushion = options.find((o) => o.optionType === 'cushion')!;
      const leg = options.find((o) => o.optionType === 'leg')!;
      const as = (
        o: (typeof options)[number],
        code: number,
        optionType: string,
        optionExperience: string,
        title: string,
      ) => ({
        ...o,
        code,
        optionType,
        optionExperience,
        header: { ...o.header, title },
      });
      return [
        as(leg, 91, 'image', 'image', 'Colour'),
        as(cushion, 92, 'cushion', 'large-image-and-text', 'Back Style'),
        as(cushion, 93, 'cushion', 'numbered-image-and-wide-text', 'Arm Style'),
        as(cushion, 94, 'seat configuration', 'seat configuration', 'Seat'),
      ];
    }),
  },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await within(canvasElement).findByRole('group', { name: 'Product options' });
    for (const title of [/^1 Back Style/, /^2 Arm Style/, /^3 Seat/, /^4 Colour/]) {
      const button = await drawerButton(canvasElement, title);
      if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
    }
    const layouts = [...canvasElement.querySelectorAll('.hearth-choices')].map((el) => el.getAttribute('data-layout'));
    await expect(layouts).toEqual(['image-text', 'image-text', 'text', 'image']); // the merged-template (source 1) option last
  },
};
