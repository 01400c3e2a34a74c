import { choiceImage, configuratorUrl } from '../data/choice-urls';
import { isMaterialOption } from '../drawers/drawer-logic';
import { useConfiguratorContext } from '../configurator-context';
import { productMessage } from '../../wording';
import { dimensionsText } from './price-logic';

/**
 * The configured product [ref: configurator#rules]: its picture, price, availability and measures, which follow
 * each choice (the price from the choices' add prices, the picture and measures from the
 * selection's quick view, then the browse data read again once every option is chosen).
 * Announced politely when they change.
 */
export function ProductSummary() {
  const state = useConfiguratorContext();
  const detail = state.data.detail;
  const dto = state.data.dto;
  if (!dto) return null;
  const { configured } = state;
  const image = configuratorUrl(configured.image, 'specialOrderDetail.imagePath');
  // the material chosen, as a swatch beside the picture (the page model's flat image until one is)
  const material = state.options.find((o) => isMaterialOption(o) && state.selections.has(o.code));
  const chosen = material && state.data.choiceOf(material.code, state.selections.get(material.code)!);
  const swatch = chosen ? choiceImage(chosen) : configuratorUrl(detail?.flatImage, 'specialOrderDetail.flatImage');
  const measures = dimensionsText(configured.dimensions);
  return (
    <div className="hearth-product-summary" data-refreshing={state.summaryRefreshing || undefined}>
      {image && (
        <img className="hearth-product-summary__image" src={image} alt={configured.imageAlt} width={240} height={240} />
      )}
      {swatch && swatch !== image && (
        <img className="hearth-product-summary__swatch" src={swatch} alt="" width={48} height={48} />
      )}
      <div aria-live="polite" className="hearth-product-summary__text">
        {configured.price && <p className="hearth-product-summary__price">{configured.price}</p>}
        {detail?.availabilityMessage && (
          <p className="hearth-product-summary__availability">{detail.availabilityMessage}</p>
        )}
        {measures && (
          <p className="hearth-product-summary__dimensions">
            {productMessage('dimensions', 'Dimensions:')} {measures}
          </p>
        )}
      </div>
    </div>
  );
}
