import { setConfig } from '@hearth/core';
import { setFault, signIn } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { layoutCarousels, PATHS, seriousAxeViolations, setupMockApi } from '../testing/setup';
import type { CarouselAddToCartProps } from './product-carousel-logic';
import { ProductCarousel } from './product-carousel';

const api = setupMockApi();
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layoutCarousels(1000);
});
afterEach(() => restoreLayout());

const setWidth = (width: number) =>
  act(() =>
    (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width }),
  );
const ITEMS = [
  {
    id: '300103',
    name: 'Linen Throw',
    navigateUrl: '/furniture/linen-throw/s300103',
    imagePath: '/img/throw.svg',
    formattedPrice: '$59.95',
  },
  {
    sku: '600101',
    name: 'Custom Bench',
    navigateUrl: '/furniture/custom-bench/s600101',
    formattedPrice: 499,
    customOrderConfirmation: { hasCustomOrderConfirmation: true },
  },
];

/** An npm user's add to cart: a button that reports the add as the island's would. */
const announcingAdd = (props: CarouselAddToCartProps, item: { name: string }) => (
  <button
    type="button"
    onClick={(e) => e.currentTarget.dispatchEvent(new CustomEvent('hearth:added-to-cart', { bubbles: true }))}
  >
    {`Add ${item.name} (${JSON.stringify(props.items)})`}
  </button>
);

describe('ProductCarousel: people also view [ref: product-carousel#calls]', () => {
  it('reads GET /browse/widget/MainPi?item={lastSku} and shows each item with an add-to-cart island', async () => {
    render(<ProductCarousel lastSku="300101" />);
    const region = await screen.findByRole('region', { name: 'People Also Viewed' });
    const [read] = api.to(PATHS.mainPi);
    expect(read?.url.searchParams.get('item')).toBe('300101');
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.length).toBeGreaterThan(4);
    expect(slides[0]).toHaveAccessibleName(`1 of ${slides.length}`);
    const link = within(slides[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/furniture\//);
    const host = slides[0]!.querySelector('[data-island="add-to-cart"]')!;
    expect(JSON.parse(host.getAttribute('data-props')!)).toEqual({
      items: [{ Sku: expect.any(String), Quantity: 1, OptionChoiceParameter: '' }],
      labelConfig: 6,
      labelText: expect.any(String),
      confirmationType: 'ignore',
    });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows placeholders while loading: 4 on desktop, 5 on mobile (2.5 doubled)', async () => {
    // the answer waits until the placeholders are counted (a fixed delay could run out on a loaded machine)
    onTestFinished(holdAnswers(api.server, PATHS.mainPi));
    render(<ProductCarousel lastSku="300101" title="People Also Viewed" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status.querySelectorAll('.hearth-carousel__slide')).toHaveLength(4);
    setWidth(400);
    await waitFor(() => expect(screen.getByRole('status').querySelectorAll('.hearth-carousel__slide')).toHaveLength(5));
    setWidth(1024);
  });

  it.each(['product', 'showcase', 'single', 'single-compact'] as const)(
    "a %s carousel's loading cards each hold a placeholder picture, under its layout's name",
    (layout) => {
      onTestFinished(holdAnswers(api.server, PATHS.mainPi));
      const { container } = render(<ProductCarousel lastSku="300101" title="People Also Viewed" layout={layout} />);
      const blocks = screen.getByRole('status').querySelectorAll<HTMLElement>('.hearth-product-card__image-block');
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(block.closest('[data-layout]')).toBe(container.firstElementChild);
      expect(container.firstElementChild).toHaveAttribute('data-layout', layout);
    },
  );

  it('the placeholder picture is 293×185, 388×185 in the showcase, 300×300 in the single variants, no wider than its slide [ref: product-carousel#limits]', async () => {
    const { readFile } = await import('node:fs/promises');
    const { resolve } = await import('node:path');
    // happy-dom applies no stylesheet: the sizes are read from it (carousel.e2e.ts measures them drawn)
    const css = await readFile(resolve(process.cwd(), 'packages/media/src/product-carousel/product-card.css'), 'utf8');
    const rules = new Map(
      [...css.matchAll(/([^{}]*?)\s*\{([^}]*)\}/g)].map(([, selector, body]) => [
        selector!.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
        body!.replace(/\s+/g, ' ').trim(),
      ]),
    );
    const block = '.hearth-product-card .hearth-product-card__image-block';
    expect(rules.get(block)).toBe('width: 293px; max-width: 100%; height: auto; aspect-ratio: 293 / 185;');
    expect(rules.get(`[data-layout='showcase'] ${block}`)).toBe('width: 388px; aspect-ratio: 388 / 185;');
    expect(rules.get(`[data-layout^='single'] ${block}`)).toBe('width: 300px; aspect-ratio: 300 / 300;');
  });

  it('shows nothing when the read fails, and logs it', async () => {
    setFault('MainPi', 'http503');
    const log = vi.fn();
    const { container } = render(<ProductCarousel lastSku="300101" title="People Also Viewed" log={log} />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('hearth: product-carousel: MainPi failed', expect.anything()));
    expect(container).toBeEmptyDOMElement();
  });

  it('reads nothing without a last sku', async () => {
    const { container } = render(<ProductCarousel title="People Also Viewed" />);
    expect(container).toBeEmptyDOMElement();
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.mainPi)).toHaveLength(0);
  });
});

describe('ProductCarousel: items from the page', () => {
  it('uses them as given, with prices formatted for the site; the custom item takes the custom path of add-to-cart', async () => {
    render(<ProductCarousel items={ITEMS} title="Recommended" />);
    expect(screen.getByRole('region', { name: 'Recommended' })).toBeInTheDocument();
    expect(screen.getByText('$59.95')).toBeInTheDocument();
    expect(screen.getByText('$499.00')).toBeInTheDocument();
    const hosts = document.querySelectorAll('[data-island="add-to-cart"]');
    expect(JSON.parse(hosts[1]!.getAttribute('data-props')!)).toMatchObject({
      customConfirmation: true,
      items: [{ Sku: '600101' }],
    });
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.requests).toHaveLength(0);
  });

  it("turns an item into 'Added' when its add-to-cart reports hearth:added-to-cart, keeping focus", async () => {
    render(<ProductCarousel items={ITEMS} title="Recommended" />);
    const slide = screen.getAllByRole('group')[0]!;
    const host = slide.querySelector<HTMLElement>('[data-island="add-to-cart"]')!;
    const button = host.appendChild(document.createElement('button'));
    button.textContent = 'Add to cart';
    button.focus();
    act(
      () =>
        void button.dispatchEvent(new CustomEvent('hearth:added-to-cart', { bubbles: true, detail: { items: [] } })),
    );
    const added = await within(slide).findByRole('button', { name: 'Added' });
    expect(added).toHaveAttribute('aria-disabled', 'true');
    expect(added).toHaveFocus();
    expect(slide.querySelector('[data-island="add-to-cart"]')).toBeNull();
    // the other item is untouched
    expect(screen.getAllByRole('group')[1]!.querySelector('[data-island="add-to-cart"]')).not.toBeNull();
  });

  it("waits for a popup the add-to-cart opened (the Custom terms) to close before showing 'Added'", async () => {
    render(<ProductCarousel items={ITEMS} title="Recommended" />);
    const slide = screen.getAllByRole('group')[1]!;
    const host = slide.querySelector<HTMLElement>('[data-island="add-to-cart"]')!;
    const dialog = host.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    act(
      () =>
        void dialog.dispatchEvent(new CustomEvent('hearth:added-to-cart', { bubbles: true, detail: { items: [] } })),
    );
    expect(within(slide).queryByRole('button', { name: 'Added' })).toBeNull();
    act(() => void dialog.dispatchEvent(new Event('close')));
    expect(await within(slide).findByRole('button', { name: 'Added' })).toBeInTheDocument();
  });

  it("npm: renders the add-to-cart given; on mobile with showAddedText, 'Added: {name}'", async () => {
    setWidth(400);
    const user = userEvent.setup();
    render(<ProductCarousel items={ITEMS} title="Recommended" showAddedText renderAddToCart={announcingAdd} />);
    await user.click(screen.getByRole('button', { name: /Add Linen Throw/ }));
    expect(await screen.findByRole('button', { name: 'Added: Linen Throw' })).toHaveFocus();
    setWidth(1024);
  });

  it('leaves a refused address out: the name is text, the image is not shown (one console.error)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ProductCarousel
        items={[{ sku: '1', name: 'Bad', navigateUrl: 'javascript:alert(1)', imagePath: 'javascript:x' }]}
        title="R"
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('pairs two items per column in the double-decker variant', () => {
    render(<ProductCarousel items={[...ITEMS, { sku: '3', name: 'Third' }]} title="R" doubleDecker />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });
});

describe("ProductCarousel: the 'single' variant (1 slide up to 1280 px, 2 above) [ref: product-carousel#limits]", () => {
  const ROW = Array.from({ length: 5 }, (_, i) => ({
    sku: `30010${i + 1}`,
    name: `Item ${i + 1}`,
    navigateUrl: `/furniture/item/s30010${i + 1}`,
  }));
  const perView = () =>
    document.querySelector<HTMLElement>('.hearth-carousel')?.style.getPropertyValue('--hearth-carousel-per-view');
  const exposedNames = () => screen.getAllByRole('link').map((link) => link.textContent);

  it('shows one item on a phone and a tablet, two above 1280 px; a move says which', async () => {
    const user = userEvent.setup();
    setWidth(390);
    render(<ProductCarousel items={ROW} title="Complete the Look" layout="single" action="none" />);
    expect(document.querySelector('.hearth-product-carousel')).toHaveAttribute('data-layout', 'single');
    expect(perView()).toBe('1');
    expect(exposedNames()).toEqual(['Item 1']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(screen.getByRole('button', { name: 'Next products' }));
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Slide 2 of 5'));
    setWidth(1280);
    expect(perView()).toBe('1');
    setWidth(1281);
    expect(perView()).toBe('2');
    setWidth(1024);
  });

  it("'single-compact' shows two from 341 px", () => {
    setWidth(340);
    render(<ProductCarousel items={ROW} title="R" layout="single-compact" action="none" />);
    expect(perView()).toBe('1');
    setWidth(341);
    expect(perView()).toBe('2');
    expect(exposedNames()).toEqual(['Item 1', 'Item 2']);
    setWidth(1024);
  });
});

describe('ProductCarousel: add to registry [ref: product-carousel#rules, #calls]', () => {
  it("'Add To Registry' on desktop posts [{Sku, Quantity 1, GrId}] and shows 'Added' on isSuccess", async () => {
    signIn();
    const user = userEvent.setup();
    render(<ProductCarousel items={ITEMS} title="You May Also Want" action="add-to-registry" registryId={90001} />);
    const [first] = screen.getAllByRole('button', { name: 'Add To Registry' });
    await user.click(first!);
    expect(await screen.findByRole('button', { name: 'Added' })).toBeInTheDocument();
    expect(api.to(PATHS.addToRegistry)[0]?.body).toEqual([{ Sku: '300103', Quantity: 1, GrId: 90001 }]);
  });

  it("shows nothing when the answer is not isSuccess [ref: product-carousel#errors], and reads 'Add' on the listing page", async () => {
    const user = userEvent.setup();
    render(
      <ProductCarousel
        items={ITEMS}
        title="You May Also Want"
        action="add-to-registry"
        registryId={101}
        page="listing"
      />,
    );
    const [first] = screen.getAllByRole('button', { name: 'Add' });
    await user.click(first!);
    await waitFor(() => expect(api.to(PATHS.addToRegistry)).toHaveLength(1));
    await waitFor(() => expect(first).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('button', { name: 'Added' })).toBeNull();
  });
});

describe('ProductCarousel: answers after it has left the page', () => {
  it("an 'Add To Registry' failing then is dropped: nothing logged", async () => {
    signIn();
    setFault('addToRegistry', 'http503');
    const release = holdAnswers(api.server, PATHS.addToRegistry);
    const log = vi.fn();
    const user = userEvent.setup();
    const view = render(
      <ProductCarousel items={ITEMS} title="You May Also Want" action="add-to-registry" registryId={90001} log={log} />,
    );
    const [first] = screen.getAllByRole('button', { name: 'Add To Registry' });
    await user.click(first!);
    await waitFor(() => expect(api.to(PATHS.addToRegistry)).toHaveLength(1));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log).not.toHaveBeenCalled();
  });

  it('the visit it records failing then is dropped: nothing logged', async () => {
    setFault('recentlyViewedUpdate', 'http503');
    const release = holdAnswers(api.server, PATHS.recentlyViewedUpdate);
    const log = vi.fn();
    const view = render(
      <ProductCarousel
        source="recently-viewed"
        record={{ sku: '300101', familyId: 'F3001' }}
        title="Recently Viewed"
        log={log}
      />,
    );
    await waitFor(() => expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(1));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log).not.toHaveBeenCalled();
  });
});

describe('ProductCarousel: recently viewed [ref: product-carousel#calls]', () => {
  it('reads GET ?isNewLayout, then records this product (POST update) and leaves it out', async () => {
    render(
      <ProductCarousel
        source="recently-viewed"
        isNewLayout
        record={{ sku: '300101', familyId: 'F3001' }}
        title="Recently Viewed"
      />,
    );
    await waitFor(() => expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(1));
    expect(api.to(PATHS.recentlyViewed)[0]?.url.searchParams.get('isNewLayout')).toBe('true');
    expect(api.to(PATHS.recentlyViewedUpdate)[0]?.body).toEqual({
      sku: '300101',
      familyId: 'F3001',
      optionChoiceParameter: '',
    });
  });
});

describe('ProductCarousel: each card', () => {
  it('a picture with its 2x source, no alt (the name says it), its box reserved; the price in its paragraph', () => {
    render(
      <ProductCarousel
        items={[
          { ...ITEMS[0]!, imagePathHiRes: '/img/throw@2x.svg' },
          { sku: '600102', name: 'No picture' },
        ]}
        title="R"
        action="none"
      />,
    );
    const [withPicture, without] = screen.getAllByRole('group');
    const img = withPicture!.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/img/throw.svg');
    expect(img).toHaveAttribute('srcset', '/img/throw.svg 1x, /img/throw@2x.svg 2x');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '180');
    expect(withPicture!.querySelector('.hearth-product-card__price')).toHaveTextContent(/^\$59\.95$/);
    // no picture, no price: neither an empty image nor an empty paragraph
    expect(without!.querySelector('img')).toBeNull();
    expect(without!.querySelector('.hearth-product-card__price')).toBeNull();
    // no 2x source: no srcset
    render(<ProductCarousel items={[ITEMS[0]!]} title="S" action="none" />);
    expect(screen.getByRole('region', { name: 'S' }).querySelector('img')).not.toHaveAttribute('srcset');
  });

  it("a price in the Canadian site's currency on the Canadian site", () => {
    setConfig({ site: 'CA' });
    render(<ProductCarousel items={[ITEMS[1]!]} title="R" action="none" />);
    expect(document.querySelector('.hearth-product-card__price')).toHaveTextContent('CAD 499.00');
  });

  it('a refused address names the island and the field in its console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ProductCarousel
        items={[
          {
            sku: '1',
            name: 'Bad',
            navigateUrl: 'javascript:alert(1)',
            imagePath: '/img/ok.svg',
            imagePathHiRes: 'javascript:x',
          },
          { sku: '2', name: 'Worse', imagePath: 'data:text/html,x' },
        ]}
        title="R"
        action="none"
      />,
    );
    const said = error.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(said).toMatch(/product-carousel.*items\.navigateUrl.*the name is text/);
    expect(said).toMatch(/product-carousel.*items\.imagePathHiRes/);
    expect(said).toMatch(/product-carousel.*items\.imagePath\b(?!HiRes)/);
    // the refused 2x source only is left out
    expect(document.querySelector('img')).toHaveAttribute('src', '/img/ok.svg');
    expect(document.querySelector('img')).not.toHaveAttribute('srcset');
  });
});

describe('ProductCarousel: which action a card has', () => {
  it("'none': no button at all; add to registry without a registry, or for an item without a sku: none either", () => {
    const noSku = { name: 'No sku', navigateUrl: '/furniture/x' };
    const { unmount } = render(<ProductCarousel items={[...ITEMS, noSku]} title="R" action="none" />);
    expect(screen.queryAllByRole('button', { name: /Add/ })).toEqual([]);
    expect(document.querySelector('[data-island="add-to-cart"]')).toBeNull();
    unmount();
    const again = render(<ProductCarousel items={ITEMS} title="R" action="add-to-registry" />);
    expect(screen.queryAllByRole('button', { name: /Add/ })).toEqual([]);
    again.unmount();
    render(<ProductCarousel items={[noSku]} title="R" action="add-to-registry" registryId={90001} />);
    expect(screen.queryAllByRole('button', { name: /Add/ })).toEqual([]);
  });

  it("on mobile without showAddedText, an added item says 'Added' only", async () => {
    setWidth(400);
    const user = userEvent.setup();
    render(<ProductCarousel items={ITEMS} title="R" renderAddToCart={announcingAdd} />);
    await user.click(screen.getByRole('button', { name: /^Add Linen Throw/ }));
    expect(await screen.findByRole('button', { name: 'Added' })).toBeInTheDocument();
    setWidth(1024);
  });

  it('a failing add to registry is logged naming the call, and the button is usable again', async () => {
    signIn();
    setFault('addToRegistry', 'http503');
    const log = vi.fn();
    const user = userEvent.setup();
    render(<ProductCarousel items={ITEMS} title="R" action="add-to-registry" registryId={90001} log={log} />);
    const [first] = screen.getAllByRole('button', { name: 'Add To Registry' });
    await user.click(first!);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('hearth: product-carousel: addToRegistry failed', expect.anything()),
    );
    await waitFor(() => expect(first).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('button', { name: 'Added' })).toBeNull();
  });
});
