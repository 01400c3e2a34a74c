import { setConfig } from '@hearth/core';
import { DEMO_ENDPOINTS, browseDto, demoConfig, getProduct, readSelections } from '@hearth/mock-api';
import { BrowseDto, Configurator } from '@hearth/product';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { create } from 'superstruct';
import { expect, userEvent, within } from 'storybook/test';

/**
 * The configurator's depth pictures: the depth choices as picture cards in one row, 3 in view at
 * 1201 px and above, 2 below; more scroll sideways. Its own file beside 'Product/Configurator'.
 */
const env = { setTitle: () => undefined, replaceUrl: () => undefined, isDesktop: () => true };
const withDemoConfig: Decorator = (Story) => {
  setConfig({ endpoints: { ...DEMO_ENDPOINTS }, features: { ...demoConfig().features, retry: false } });
  return <Story />;
};

/** The Lounge Sofa's browse data with two more depths, so that the row has somewhere to scroll. */
function withFourDepths(): BrowseDto {
  const dto = create(browseDto(getProduct('410100')!, readSelections(''), 'recommended', 'main'), BrowseDto);
  const options = dto.options.map((option) => {
    if (option.optionType !== 'depth') return option;
    const [group] = [...option.choiceGroupsV2All, ...option.choiceGroupsV2, ...option.choiceGroups];
    const base = group!.choices[0]!;
    const more = [
      { ...base, code: 703, title: 'Extra Deep', text: '46" deep', subtitle: '+$300.00', isSelected: false },
      { ...base, code: 704, title: 'Lounge Depth', text: '50" deep', subtitle: '+$450.00', isSelected: false },
    ];
    const groups = [{ ...group!, choices: [...group!.choices, ...more] }];
    return { ...option, choiceGroups: groups, choiceGroupsV2: groups, choiceGroupsV2All: groups };
  });
  return { ...dto, options };
}

const meta = {
  title: 'Product/Configurator depth pictures',
  component: Configurator,
  decorators: [withDemoConfig],
  args: { sku: '410100', refreshedLayout: true, setPageTitle: false, env },
  // what a page passes in code (each state is a story), not a designer's control
  argTypes: {
    browseData: { control: false, table: { category: 'set by the page' } },
    env: { control: false, table: { disable: true } },
  },
} satisfies Meta<typeof Configurator>;
export default meta;
type Story = StoryObj<typeof meta>;

const depthCards = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-option-code="5"] .hearth-choice')].filter((card) =>
    card.querySelector('input[type="radio"]'),
  );

/** The Lounge Sofa's two depths: each a picture card with its measure and price, both in view, listed once. */
export const TwoDepths: Story = {
  name: 'Two depths',
  play: async ({ canvasElement }) => {
    const deep = await within(canvasElement).findByRole('radio', { name: /^Deep/ });
    await expect(deep.closest('.hearth-choices')).toHaveAttribute('data-row');
    const cards = depthCards(canvasElement);
    await expect(cards).toHaveLength(2);
    await expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/demo/img/choice/depth-38.svg',
      '/api/demo/img/choice/depth-42.svg',
    ]);
  },
};

/** Four depths (a drawer now, opened here): 2 or 3 cards in view, the row scrolls to the rest. */
export const FourDepths: Story = {
  name: 'Four depths (the row scrolls)',
  args: { browseData: withFourDepths() },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('button', { name: /^2 Depth/ });
    if (drawer.getAttribute('aria-expanded') !== 'true') await userEvent.click(drawer);
    await within(canvasElement).findByRole('radio', { name: /^Lounge Depth/ });
    await expect(depthCards(canvasElement)).toHaveLength(4);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /^Extra Deep/ }));
    await expect(within(canvasElement).getByRole('radio', { name: /^Extra Deep/ })).toBeChecked();
  },
};
