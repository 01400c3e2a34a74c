import { IslandFallback } from '@hearth/core';
import { Skeleton } from '@hearth/ui';
import { ConfiguratorContext } from './configurator-context';
import { ConfiguratorLinks } from './configurator-links';
import { BrowseAllPart, DetailsPart, PreviewPart, SeoLinksPart } from './lazy-parts';
import { productMessage } from '../wording';
import { OptionDrawer } from './drawers/option-drawer';
import { PageContent } from './page/page-content';
import { ProductSummary } from './summary/product-summary';
import { SelectionSummary } from './summary/selection-summary';
import { useConfigurator, type UseConfiguratorOptions } from './use-configurator';

/** Name of the part, used in class names and error messages. */
export const CONFIGURATOR_NAME = 'Configurator';

/** Props of {@link Configurator}: the island's props (see ConfiguratorPropsSchema) and the environment. */
export type ConfiguratorProps = UseConfiguratorOptions;

/**
 * The special-order configurator [ref: configurator]: the configured product's price, image and
 * availability, 'Your Selection Summary', one drawer per option, the page links, and the popups
 * (Browse All, View Details, the choice preview), each loaded on first use.
 */
export function Configurator(props: ConfiguratorProps) {
  const state = useConfigurator(props);
  if (state.data.loading) {
    // in a page, its server HTML (sized and filled like the configurator) until the options are in
    return (
      <IslandFallback>
        <div className="hearth-configurator">
          <Skeleton lines={4} height="2.5rem" />
        </div>
      </IslandFallback>
    );
  }
  // [ref: configurator#errors]: a load failure is logged only; a page keeps its server HTML
  if (state.options.length === 0) return <IslandFallback />;
  const { preview, details, browseAll } = state;
  return (
    <ConfiguratorContext.Provider value={state}>
      <div className="hearth-configurator">
        <ProductSummary />
        <PageContent />
        <SelectionSummary />
        <div
          className="hearth-configurator__drawers"
          role="group"
          aria-label={productMessage('optionsLabel', 'Product options')}
        >
          {state.options.map((option, index) => (
            <OptionDrawer key={option.code} option={option} step={index + 1} />
          ))}
        </div>
        <ConfiguratorLinks />
        {!props.seoLinksInPage && <SeoLinksPart.Component links={state.seoLinks} options={state.data.options} />}
        {preview.active && <PreviewPart.Component />}
        {details && (
          <DetailsPart.Component
            key={details.opened}
            option={details.option}
            choice={details.choice}
            onClosed={() => state.closeDetails(details.opened)}
          />
        )}
        {browseAll && (
          <BrowseAllPart.Component
            key={browseAll.opened}
            option={browseAll.option}
            onClosed={() => state.closeBrowseAll(browseAll.opened)}
          />
        )}
      </div>
    </ConfiguratorContext.Provider>
  );
}
