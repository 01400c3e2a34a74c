/**
 * @hearth/checkout/flow: the checkout's steps [ref: checkout#screens] by name, with their index, address and
 * name as the checkout shows it, for code that runs on the server or renders no React: a server
 * page answering each step's address (`stepOfPath`), the step list of the page around the island,
 * a check of a `basePath`. No component, no React and no `'use client'`: a React Server Component
 * can call these.
 */
export {
  CHECKOUT_ROOT,
  CHECKOUT_STEPS,
  isBasePath,
  routeOf,
  stepAt,
  stepNamed,
  stepOfPath,
  type CheckoutRouting,
  type CheckoutStep,
  type StepIndex,
  type StepName,
} from './checkout/flow-logic';
export { CHECKOUT_STEP_NAMES } from './step-names';
