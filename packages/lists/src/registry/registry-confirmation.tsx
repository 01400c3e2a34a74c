import type { HearthClient, Site } from '@hearth/core';
import { AddOnsList, commerceMessage, ContinueShopping } from '@hearth/commerce';
import { Dialog, uiMessage, useMediaQuery } from '@hearth/ui';
import type { RefObject } from 'react';
import { formatMessage } from '@hearth/core';
import { listsMessage } from '../wording';
import { SCAN_MODE_COOKIE, continueLabel, recommendationLabel, viewRegistryLabel } from './registry-popup-logic';
import type { ListsEnv } from '../shared/env';
import { checklistUrl, registrantListUrl } from '../shared/links';
import { MOBILE_QUERY } from '../shared/env';
import type { RegistryConfirmation } from './registry-popup-types';
import { useRegistryConfirmation } from './use-registry-confirmation';
import { YouMayAlsoWant } from './you-may-also-want';

/** Props of {@link RegistryConfirmationDialog}. */
export interface RegistryConfirmationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  confirmation: RegistryConfirmation;
  isRegistrantMode: boolean;
  listingPage: boolean;
  checklistTypes: readonly string[] | undefined;
  client: Pick<HearthClient, 'send' | 'get' | 'post'>;
  env: Pick<ListsEnv, 'log' | 'readCookie'>;
  site: Site;
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The registry confirmation [ref: registry#screens, #rules]: 'Add to Registry' ('Add all to Registry' for
 * add-all), '{n} item(s) added to your registry' with a small 'ADDED' for 3000 ms, what was added,
 * 'View Registry' / 'View My Registry' (new window), 'View Checklist' for checklist registries,
 * the add-ons with 'Add To Registry', 'You May Also Want', and 'Continue Shopping' (or 'Scan
 * Another Item' in scan mode).
 */
export function RegistryConfirmationDialog(props: RegistryConfirmationDialogProps) {
  const { open, onOpenChange, confirmation, env, returnFocus } = props;
  const view = useRegistryConfirmation({
    confirmation,
    client: props.client,
    env,
    site: props.site,
    checklistTypes: props.checklistTypes,
  });
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={confirmation.title}
      size="large"
      fullScreenOnMobile
      returnFocus={returnFocus}
      data-popup="confirmation"
      footer={
        <>
          <ContinueShopping>{continueLabel(env.readCookie(SCAN_MODE_COOKIE))}</ContinueShopping>
          <a
            className="hearth-button hearth-button--primary"
            href={registrantListUrl(confirmation.grId)}
            target="_blank"
            rel="noopener"
          >
            {viewRegistryLabel(props.isRegistrantMode)}
            <span className="hearth-visually-hidden"> {uiMessage('newWindow', '(opens in a new window)')}</span>
          </a>
          {view.checklist && (
            <a className="hearth-button hearth-button--secondary" href={checklistUrl(confirmation.grId)}>
              {listsMessage('viewChecklist', 'View Checklist')}
            </a>
          )}
        </>
      }
    >
      <p className="hearth-registry__count">
        <span role="status">
          {formatMessage(listsMessage('registryAddedCount', '{n} item(s) added to your registry'), { n: view.count })}
        </span>
        {view.badge && (
          <span className="hearth-registry__badge" aria-hidden="true">
            {listsMessage('addedBadge', 'ADDED')}
          </span>
        )}
      </p>
      <ul className="hearth-registry__added">
        {view.items.map((item, index) => (
          <li key={`${item.sku}-${index}`} data-sku={item.sku}>
            {item.image && <img src={item.image} alt="" width={72} height={72} />}
            <span className="hearth-registry__added-name">{item.name || item.sku}</span>
            {item.price && <span className="hearth-registry__added-price">{item.price}</span>}
          </li>
        ))}
      </ul>
      <AddOnsList
        heading={commerceMessage('addOnsHeading', 'Extras and Essentials We Recommend')}
        items={view.addOns}
        addLabel={listsMessage('addOnToRegistry', 'Add To Registry')}
        addedLabel={listsMessage('added', 'Added')}
      />
      <YouMayAlsoWant items={view.recommended} addLabel={recommendationLabel(props.listingPage, mobile)} />
    </Dialog>
  );
}
