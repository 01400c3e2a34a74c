import { isCallError, type HearthCallError } from '@hearth/core';
import { Dialog, Flyout, useCallData } from '@hearth/ui';
import { useState } from 'react';
import { getFabricInfo } from '../calls';
import { choiceImage, configuratorUrl } from '../data/choice-urls';
import { CollectionCarousel } from './collection-carousel';
import { useConfiguratorContext } from '../configurator-context';
import { isMaterialOption } from '../drawers/drawer-logic';
import { productMessage } from '../../wording';
import { SERVER_ERROR } from '../events-and-logs';
import type { Choice, Option } from '../data/schema';

/** Props of {@link DetailsPanel}. */
export interface DetailsPanelProps {
  option: Option;
  /** The choice shown; none shows the product's care ('Care & Details'). */
  choice: Choice | undefined;
  /** Called once the panel has closed and slid out (350 ms): the configurator unmounts it. */
  onClosed: () => void;
}

/**
 * The 'View Details' panel [ref: configurator#screens]: the title, price, availability message, care and material
 * details (GET /browse/fabricinfopopup/GetFabricInfo for fabric and leather) and the 'part of a
 * collection' carousel. It slides in from the right in the refreshed layouts (`Flyout`) and is
 * centred in the older ones (`Dialog`). A failed fabric-info call is logged only [ref: configurator#errors].
 */
export function DetailsPanel({ option, choice, onClosed }: DetailsPanelProps) {
  const state = useConfiguratorContext();
  const [open, setOpen] = useState(true);
  const material = isMaterialOption(option);
  const info = useCallData(material && choice ? getFabricInfo : null, {
    query: { sku: state.sku, optionChoiceParameter: choice ? `${option.code},${choice.code}` : '' },
    onError: (error: HearthCallError) => {
      if (!isCallError(error, 'abort')) state.env.log(`hearth: configurator: ${SERVER_ERROR}`, error);
    },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // unmounted once its closing transition has run and focus went back
    if (!next) setTimeout(onClosed, 350);
  };
  const refreshed = material ? state.refreshedFabric : state.refreshedLegs;
  const details = choice?.additionalDetails;
  const image =
    configuratorUrl(info.data?.squareImage, 'GetFabricInfo.squareImage') ?? (choice ? choiceImage(choice) : undefined);
  const icon = configuratorUrl(
    details?.careInstructions?.fabricIconPath,
    'choices.additionalDetails.careInstructions.fabricIconPath',
  );
  const care = details?.careInstructions?.description || state.data.dto?.care || '';
  const title = choice ? choice.swatchName || choice.title : option.header.title;
  const body = (
    <div className="hearth-details">
      <p className="hearth-details__option">{option.header.title}</p>
      {image && <img className="hearth-details__image" src={image} alt="" width={320} height={320} />}
      <dl className="hearth-details__facts">
        {choice && state.priceOf(option, choice) && (
          <>
            <dt>{productMessage('price', 'Price')}</dt>
            <dd>{state.priceOf(option, choice)}</dd>
          </>
        )}
        {state.data.detail?.availabilityMessage && (
          <>
            <dt>{productMessage('availability', 'Availability')}</dt>
            <dd>{state.data.detail.availabilityMessage}</dd>
          </>
        )}
      </dl>
      {care && (
        <>
          <h3>{productMessage('care', 'Care')}</h3>
          <p>
            {icon && <img src={icon} alt="" width={24} height={24} className="hearth-details__icon" />}
            {care}
          </p>
        </>
      )}
      {details && (details.content || details.origin || details.features.length > 0) && (
        <>
          <h3>{productMessage('material', 'Material')}</h3>
          {details.content && <p>{details.content}</p>}
          {details.origin && <p>{details.origin}</p>}
          {details.features.length > 0 && (
            <ul>
              {details.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {info.data?.partOfACollection && (
        <CollectionCarousel
          header={info.data.partOfACollection.header}
          items={info.data.partOfACollection.items}
          site={state.site}
        />
      )}
    </div>
  );
  return refreshed ? (
    <Flyout open={open} onOpenChange={onOpenChange} title={title} side="right" className="hearth-details-panel">
      {body}
    </Flyout>
  ) : (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} className="hearth-details-panel">
      {body}
    </Dialog>
  );
}
