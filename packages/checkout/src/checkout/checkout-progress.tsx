import { CHECKOUT_MESSAGES as M } from '../messages';
import type { StepIndex } from './flow-logic';

/** The steps list [ref: checkout#screens]: Shipping to Confirmation, the current one marked `aria-current="step"`. */
export function CheckoutProgress({ step }: { step: StepIndex }) {
  return (
    <nav className="hearth-checkout__progress" aria-label={M.stepsLabel}>
      <ol>
        {M.stepNames.slice(1).map((name, index) => {
          const at = (index + 1) as StepIndex;
          return (
            <li key={name} aria-current={at === step ? 'step' : undefined} data-done={at < step || undefined}>
              {name}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
