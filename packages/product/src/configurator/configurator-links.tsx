import { formatMessage } from '@hearth/core';
import { configuratorUrl } from './data/choice-urls';
import { useConfiguratorContext } from './configurator-context';
import { isMaterialOption } from './drawers/drawer-logic';
import { DetailsPart } from './lazy-parts';
import { productMessage } from '../wording';
import { sectionalHref } from './page/page-logic';

/**
 * [ref: configurator#screens] links: 'Customize Your Sectional', 'Shop {cross-sell name}', 'Available in {other brand}'
 * (second brand), and 'Care & Details' or, with a fabric/leather option, 'Care & Material Details'
 * (opens the details panel). Every address passes the URL filter.
 */
export function ConfiguratorLinks() {
  const state = useConfiguratorContext();
  const { sectional, crossSell, otherBrand } = state.links;
  const sectionalUrl = sectional ? configuratorUrl(sectional.url, 'sectional.url') : undefined;
  const crossSellUrl = crossSell ? configuratorUrl(crossSell.url, 'crossSell.url') : undefined;
  const otherBrandUrl =
    otherBrand && state.brand === 'cb2' ? configuratorUrl(otherBrand.url, 'otherBrand.url') : undefined;
  const material = state.options.find(isMaterialOption);
  const chosenCode = material ? state.selections.get(material.code) : undefined;
  const chosen = material && chosenCode !== undefined ? state.data.choiceOf(material.code, chosenCode) : undefined;
  const careOption = material ?? state.options[0];
  return (
    <ul className="hearth-configurator__links">
      {sectionalUrl && (
        <li>
          <a href={sectionalHref(sectionalUrl, sectional?.collectionCode ?? '', sectional?.itemTypeCode ?? '')}>
            {productMessage('customizeSectional', 'Customize Your Sectional')}
          </a>
        </li>
      )}
      {crossSell && crossSellUrl && (
        <li>
          <a href={crossSellUrl}>
            {formatMessage(productMessage('shopCrossSell', 'Shop {name}'), { name: crossSell.name })}
          </a>
        </li>
      )}
      {otherBrand && otherBrandUrl && (
        <li>
          <a href={otherBrandUrl}>
            {formatMessage(productMessage('availableIn', 'Available in {brand}'), { brand: otherBrand.name })}
          </a>
        </li>
      )}
      {careOption && (
        <li>
          <button
            type="button"
            className="hearth-link-button"
            {...DetailsPart.preloadProps}
            onClick={() => state.openDetails(careOption, chosen)}
          >
            {material
              ? productMessage('careAndMaterialDetails', 'Care & Material Details')
              : productMessage('careAndDetails', 'Care & Details')}
          </button>
        </li>
      )}
    </ul>
  );
}
