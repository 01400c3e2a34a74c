import { stepName, checkoutMessage } from '../wording';
import { CHECKOUT_STEPS, stepNamed, type StepName } from './flow-logic';

/** The steps the progress list names: the flow after the cart [ref: checkout#screens], up to the confirmation. */
const LISTED = CHECKOUT_STEPS.filter((step) => step.name !== 'cart');

/** The steps list [ref: checkout#screens]: Shipping to Confirmation, the current one marked `aria-current="step"`. */
export function CheckoutProgress({ step }: { step: StepName }) {
  const at = stepNamed(step).index;
  return (
    <nav className="hearth-checkout__progress" aria-label={checkoutMessage('stepsLabel', 'Checkout steps')}>
      <ol>
        {LISTED.map(({ name, index }) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} data-done={index < at || undefined}>
            {stepName(name)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
