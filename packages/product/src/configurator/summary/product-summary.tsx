import { configuratorUrl, price } from '../data/choice-urls';
import { useConfiguratorContext } from '../configurator-context';

/**
 * The configured product [ref: configurator#rules]: its image, price and availability, which follow the browse data
 * reloaded once every option is chosen. Announced politely when they change.
 */
export function ProductSummary() {
  const state = useConfiguratorContext();
  const detail = state.data.detail;
  const dto = state.data.dto;
  if (!dto) return null;
  const image = configuratorUrl(detail?.imagePath, 'specialOrderDetail.imagePath');
  const swatch = configuratorUrl(detail?.flatImage, 'specialOrderDetail.flatImage');
  const formatted = price(detail?.formattedPrice || dto.formattedPrice, state.site);
  return (
    <div className="hearth-product-summary">
      {image && (
        <img
          className="hearth-product-summary__image"
          src={image}
          alt={detail?.imageAltText || dto.name}
          width={240}
          height={240}
        />
      )}
      {swatch && swatch !== image && (
        <img className="hearth-product-summary__swatch" src={swatch} alt="" width={48} height={48} />
      )}
      <div aria-live="polite" className="hearth-product-summary__text">
        {formatted && <p className="hearth-product-summary__price">{formatted}</p>}
        {detail?.availabilityMessage && (
          <p className="hearth-product-summary__availability">{detail.availabilityMessage}</p>
        )}
      </div>
    </div>
  );
}
