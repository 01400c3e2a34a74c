import {
  formatMessage,
  getClient,
  getConfig,
  getShopperZip,
  type HearthClient,
  pageLog,
  setShopperZip,
  useMountedClient,
  type Site,
  useSignalValue,
} from '@hearth/core';
import { postalCodeLabel } from '@hearth/commerce';
import { useBusyAction, useReducedMotion, useTransitionStatus } from '@hearth/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { listsMessage } from '../wording';
import type { ListsEnv } from '../shared/env';
import { logFailure } from '../shared/log-failure';
import { zipValidation } from './calls';
import { checkZip, normalizeZip, readZipAnswer, zipMaxLength } from './change-zip-logic';
import { REVEAL_MS } from '../timings';

/** The island's name [ref: script-tag#islands], used in console lines. */
export const CHANGE_ZIP_ISLAND = 'change-zip';

/** Options of {@link useChangeZip}. */
export interface UseChangeZipOptions {
  /** The shopper's ZIP as the server knows it: becomes the page's shared ZIP when that is not set yet. @default undefined */
  zipCode?: string | undefined;
  /** The panel starts revealed. @default false */
  revealChangeZip?: boolean | undefined;
  /** The call client. @default getClient() */
  client?: Pick<HearthClient, 'send'> | undefined;
  /** Logging. @default the browser's */
  env?: Partial<ListsEnv> | undefined;
  /** The storefront site: the format checked, the label and the max length. @default getConfig().site */
  site?: Site | undefined;
}

/** What {@link useChangeZip} returns. */
export interface ChangeZipResult {
  revealed: boolean;
  summaryId: string;
  summary: string;
  /** What delivery to the ZIP just set takes and costs (the answer's deliveryMessage), while it is the page's ZIP. */
  delivery: string | undefined;
  deliveryId: string;
  toggleProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    'aria-describedby': string;
    onClick: () => void;
    children: string;
  };
  content: { shown: boolean; id: string; state: 'open' | 'closed' };
  fieldProps: {
    label: string;
    value: string;
    error: string | undefined;
    maxLength: number;
    inputMode: 'text' | 'numeric';
    autoComplete: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
  busy: boolean;
  submit: (event?: FormEvent) => Promise<void | undefined> | undefined;
}

/**
 * The change-ZIP panel [ref: change-zip]: closed or revealed ('Show More' / 'Show Less', 275 ms);
 * the ZIP is upper-cased, checked on the client, then validated on the server; an invalid result
 * shows its message under the field; a valid ZIP closes the panel and becomes the page's shared
 * ZIP (`setShopperZip`), which quick-ship, pricing and the cart read. Returns props.
 */
export function useChangeZip(options: UseChangeZipOptions = {}): ChangeZipResult {
  // an answer that comes once the panel has left the page is dropped
  const client = useMountedClient(options.client ?? getClient());
  // only the log: the lists' whole env (navigation, cookies) would bring a cookie library to this page
  const log = options.env?.log ?? pageLog;
  const site = options.site ?? getConfig().site;
  const zip = useSignalValue(getShopperZip());
  const { zipCode } = options;

  // The server's ZIP seeds the page's shared one; a ZIP the shopper set on this page wins.
  useEffect(() => {
    if (zipCode && getShopperZip().peek() === null && checkZip(zipCode, site) === null)
      setShopperZip(normalizeZip(zipCode));
  }, [zipCode, site]);

  const [revealed, setRevealed] = useState(options.revealChangeZip ?? false);
  const reducedMotion = useReducedMotion();
  const reveal = useTransitionStatus(revealed, reducedMotion ? 0 : REVEAL_MS);
  const [value, setValue] = useState(zip ?? zipCode ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  // what delivery to the ZIP just set takes and costs, as the server words it
  const [delivery, setDelivery] = useState<{ zip: string; text: string } | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const summaryId = useId();
  const deliveryId = useId();
  // shown while the page's ZIP is still the one it was given for (another island may change it)
  const deliveryText = delivery && delivery.zip === zip ? delivery.text : undefined;
  const label = postalCodeLabel(site);

  const send = useBusyAction(async (sent: string) => {
    try {
      const result = readZipAnswer(await client.send(zipValidation, { body: { zip: sent } }), sent, site);
      if (!result.valid) {
        setError(result.message);
        return;
      }
      setShopperZip(result.zip);
      setDelivery(result.delivery ? { zip: result.zip, text: result.delivery } : null);
      setValue(result.zip);
      setError(undefined);
      setRevealed(false);
      // the field goes away with the panel: focus stays on the panel's toggle
      toggleRef.current?.focus();
    } catch (failure) {
      logFailure({ log }, CHANGE_ZIP_ISLAND, zipValidation.name, failure);
      setError(listsMessage('zipNotUpdated', 'Zip code could not be updated'));
    }
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // closing, the panel is inert, but a browser without `inert` (Safari before 15.5) or a press
    // made before the close still submits: a hurried second 'Update' sends nothing
    if (!revealed) return undefined;
    const sent = normalizeZip(value);
    setValue(sent);
    const problem = checkZip(sent, site);
    setError(problem ?? undefined);
    return problem ? undefined : send.run(sent);
  };

  return {
    revealed,
    summaryId,
    summary: zip
      ? formatMessage(listsMessage('yourZip', 'Your {label}: {zip}'), { label, zip })
      : formatMessage(listsMessage('noZip', 'Your {label} is not set.'), { label }),
    delivery: deliveryText,
    deliveryId,
    toggleProps: {
      ref: toggleRef,
      'aria-expanded': revealed,
      'aria-controls': reveal.isMounted ? contentId : undefined,
      'aria-describedby': deliveryText ? `${summaryId} ${deliveryId}` : summaryId,
      onClick: () => {
        if (!revealed) {
          // opening: the field starts from the ZIP the page has now (another island may have set it)
          setValue(zip ?? '');
          setError(undefined);
        }
        setRevealed(!revealed);
      },
      children: revealed ? listsMessage('showLess', 'Show Less') : listsMessage('showMore', 'Show More'),
    },
    content: {
      shown: reveal.isMounted,
      id: contentId,
      state: reveal.status === 'open' ? ('open' as const) : ('closed' as const),
    },
    fieldProps: {
      label,
      value,
      error,
      maxLength: zipMaxLength(site),
      inputMode: site === 'CA' ? ('text' as const) : ('numeric' as const),
      autoComplete: 'postal-code',
      onChange: (event: { currentTarget: { value: string } }) => {
        // [ref: change-zip#validation]: upper-cased as typed
        setValue(event.currentTarget.value.toUpperCase());
        setError(undefined); // the same value again renders nothing anew
      },
    },
    busy: send.busy,
    submit,
  };
}
