import { setConfig } from '@hearth/core';
import { DEMO_ENDPOINTS, browseDto, demoConfig, getProduct, readSelections } from '@hearth/mock-api';
import { BrowseDto, Configurator } from '@hearth/product';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { create } from 'superstruct';
import { expect, userEvent, within } from 'storybook/test';

/**
 * The depth imagery carousel of the configurator: the depth choices as pictures, 3 in
 * view at 1201 px and above, 2 below. Its own file beside 'Product/Configurator'.
 */
const env = { setTitle: () => undefined, replaceUrl: () => undefined, isDesktop: () => true };
const withDemoConfig: Decorator = (Story) => {
  setConfig({ endpoints: { ...DEMO_ENDPOINTS }, features: { ...demoConfig().features, retry: false } });
  return <Story />;
};

/** The Lounge Sofa's browse data with two more depths, so that the carousel has somewhere to move. */
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
  title: 'Product/Configurator depth imagery',
  component: Configurator,
  decorators: [withDemoConfig],
  args: { sku: '410100', refreshedLayout: true, setPageTitle: false, env },
} satisfies Meta<typeof Configurator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Lounge Sofa's two depths: both in view (2 below 1201 px, 3 from there). */
export const TwoDepths: Story = {
  play: async ({ canvasElement }) => {
    const imagery = await within(canvasElement).findByRole('region', { name: 'Depth images' });
    await expect(within(imagery).getAllByRole('group')).toHaveLength(2);
  },
};

/** Four depths (a drawer now, opened here): 2 or 3 in view, Previous and Next move through the rest. */
export const FourDepths: Story = {
  args: { browseData: withFourDepths() },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('button', { name: /^2 Depth/ });
    if (drawer.getAttribute('aria-expanded') !== 'true') await userEvent.click(drawer);
    const imagery = await within(canvasElement).findByRole('region', { name: 'Depth images' });
    await expect(within(imagery).getAllByRole('group', { hidden: true })).toHaveLength(4);
    const wide = window.matchMedia('(min-width: 1201px)').matches;
    await expect(imagery.style.getPropertyValue('--hearth-carousel-per-view')).toBe(wide ? '3' : '2');
    await expect(within(imagery).getAllByRole('group')).toHaveLength(wide ? 3 : 2);
  },
};
