import { useBusyAction } from '@hearth/ui';
import { useEffect, useRef } from 'react';
import { ADD_TO_CART_NAME } from '../names';
import type { SendOptions } from './add-to-cart-sender';
import { loadSender, preloadConfirmations } from '../lazy-popups';

/** Options of {@link useAddToCartSend}: the island's state at each click. */
export type UseAddToCartSendOptions = Omit<SendOptions, 'preload'>;

/**
 * The sends of add-to-cart, one at a time [ref: add-to-cart#rules, #errors, #limits]: the plain path, the custom path,
 * the terms path of label config 7, and the Monogramming path (add-to-cart-sender.ts, loaded at
 * the first click unless the pointer or focus brought it earlier). Calls under way are aborted
 * when the island unmounts.
 */
export function useAddToCartSend(options: UseAddToCartSendOptions) {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const signal = () => (controller.current = new AbortController()).signal;

  /** Runs `action` of the sending code; a load that fails is logged, and the next click tries again. */
  const withSender = async (action: 'sendToCart' | 'acceptCustomTerms') => {
    let sender: Awaited<ReturnType<typeof loadSender>>;
    try {
      sender = await loadSender();
    } catch (error) {
      options.env.log(`hearth: ${ADD_TO_CART_NAME}: its sending code failed to load`, error);
      return;
    }
    await sender[action]({ ...options, preload: preloadConfirmations }, signal);
  };

  const send = useBusyAction(() => withSender('sendToCart'));
  const accept = useBusyAction(() => withSender('acceptCustomTerms'));
  return { send, accept };
}
