import type { HearthClient, Site } from '@hearth/core';
import { Button, Dialog } from '@hearth/ui';
import type { RefObject } from 'react';
import { listsMessage } from '../wording';
import type { ListsEnv } from '../shared/env';
import type { RegistryTerms } from './props-schema';
import { RegistryConfirmationDialog } from './registry-confirmation';
import { eventDateText, registryName } from './registry-popup-logic';
import type { GiftRegistry } from './schema';
import type { RegistryMode, RegistryPopupState } from './registry-popup-types';

/** Props of {@link RegistryPopups}. */
export interface RegistryPopupsProps {
  popup: RegistryPopupState;
  onOpenChange: (open: boolean) => void;
  registries: readonly GiftRegistry[];
  isRegistrantMode: boolean;
  terms: RegistryTerms | undefined;
  listingPage: boolean;
  checklistTypes: readonly string[] | undefined;
  /** The terms are accepted: go on with the add [ref: registry#roles]. */
  onAccept: (mode: RegistryMode) => unknown;
  /** A registry is chosen: add to it. */
  onChoose: (registry: GiftRegistry, mode: RegistryMode) => unknown;
  client: Pick<HearthClient, 'send' | 'get' | 'post'>;
  env: ListsEnv;
  site: Site;
  /** The registry button: focus goes back to it. */
  returnFocus: RefObject<HTMLElement | null>;
}

/** [ref: registry#roles]: the terms of a personalized item, accepted before the registry add. */
function TermsDialog({ popup, onOpenChange, terms, onAccept, returnFocus }: RegistryPopupsProps) {
  return (
    <Dialog
      open={popup.open}
      onOpenChange={onOpenChange}
      title={terms?.title || listsMessage('termsTitle', 'Personalized Item')}
      returnFocus={returnFocus}
      data-popup="terms"
      footer={
        <Button onClick={() => onAccept(popup.mode)}>
          {terms?.acceptText || listsMessage('acceptTerms', 'Accept Terms And Add To Registry')}
        </Button>
      }
    >
      <p>
        {terms?.message ||
          listsMessage('termsMessage', 'Personalized items are made just for you and cannot be returned or exchanged.')}
      </p>
    </Dialog>
  );
}

/** [ref: registry#screens]: more than one registry: the shopper chooses one first. */
function ChooserDialog({ popup, onOpenChange, registries, onChoose, returnFocus, site }: RegistryPopupsProps) {
  return (
    <Dialog
      open={popup.open}
      onOpenChange={onOpenChange}
      title={listsMessage('chooseRegistry', 'Choose a Registry')}
      returnFocus={returnFocus}
      data-popup="chooser"
    >
      <ul className="hearth-registry__choices">
        {registries.map((registry) => (
          <li key={String(registry.id)}>
            <Button variant="secondary" onClick={() => onChoose(registry, popup.mode)}>
              <span className="hearth-registry__choice-name">{registryName(registry)}</span>
              {registry.eventDate && (
                <span className="hearth-registry__choice-date">
                  {/* name and date read apart: 'Our New Home, May 1, 2026', never 'Our New Home2026-05-01' */}
                  <span className="hearth-visually-hidden">, </span>
                  {eventDateText(registry.eventDate, site)}
                </span>
              )}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** The registry popups, loaded on first use (`lazy-popups.ts`). */
export function RegistryPopups(props: RegistryPopupsProps) {
  const { popup } = props;
  if (popup.kind === 'terms') return <TermsDialog {...props} />;
  if (popup.kind === 'chooser') return <ChooserDialog {...props} />;
  return (
    <RegistryConfirmationDialog
      open={popup.open}
      onOpenChange={props.onOpenChange}
      confirmation={popup.confirmation}
      isRegistrantMode={props.isRegistrantMode}
      listingPage={props.listingPage}
      checklistTypes={props.checklistTypes}
      client={props.client}
      env={props.env}
      site={props.site}
      returnFocus={props.returnFocus}
    />
  );
}
