import { getSession, signIn } from '@hearth/mock-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ADDRESS,
  callsTo,
  demoCheckoutData,
  seedLine,
  setupCheckoutServer,
  setupController,
} from '../../testing/checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

function setup() {
  const checkout = setupController('shipping');
  const recipients = () => checkout.state().data?.shippingOptions?.recipients ?? [];
  return { ...checkout, recipients };
}
const paths = () => log.calls.map((c) => c.path);
const SAM = { ...DEMO_ADDRESS, firstName: 'Sam', address1: '1 Main St' };
/** The skus of a recipient's first shipment, in the order the shopper sees them. */
const skusOf = (recipient: { shipments: Array<{ items: Array<{ sku?: string | null }> }> } | undefined) =>
  recipient?.shipments[0]?.items.map((item) => item.sku);

describe('a refused shipping address [ref: checkout#rules, #errors]', () => {
  it("with neither field errors nor suggestions: the server's message, no field error, the step stays", async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}SaveShippingAddress`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'We do not ship to this address.', validationErrors: {} }),
      ),
    );
    const { controller, state } = setup();
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(state()).toMatchObject({ notice: 'We do not ship to this address.', step: 'shipping' });
    expect(state().addressErrors).toEqual({});
    expect(paths()).toEqual([`${RC}SaveShippingAddress`]);
  });

  it('an answer isSuccess but isValid false is not a saved address: its suggestions show, and no move', async () => {
    seedLine('200101');
    const suggestion = { City: 'Northbrook', State: 'IL', ZipCode: '60062' };
    log.server.use(
      http.post(`*${RC}SaveShippingAddress`, () =>
        HttpResponse.json({ isSuccess: true, isValid: false, AddressValidationResult: { Suggestions: [suggestion] } }),
      ),
    );
    const { controller, state } = setup();
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(state()).toMatchObject({ popup: { kind: 'suggestions', suggestions: [suggestion] }, step: 'shipping' });
    expect(paths()).toEqual([`${RC}SaveShippingAddress`]);
  });

  it("a saved address refused (SaveMultiShipping): the server's message, and no move", async () => {
    signIn();
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}SaveMultiShipping`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'That address is no longer on file.' }),
      ),
    );
    const { controller, state } = setup();
    await controller.useSavedAddress('addr-2');
    expect(state()).toMatchObject({ notice: 'That address is no longer on file.', step: 'shipping', loading: null });
    expect(paths()).toEqual([`${RC}SaveMultiShipping`]);
  });

  it("the field errors of a refused address go once the server takes it (the next item's new address starts clean)", async () => {
    signIn();
    seedLine('200101');
    const lamp = seedLine('300101');
    log.server.use(
      http.post(
        `*${RC}ValidateAddress`,
        () => HttpResponse.json({ isSuccess: false, validationErrors: { address1: 'We could not find this street.' } }),
        { once: true },
      ),
    );
    const { controller, state } = setup();
    await controller.addRecipient(lamp.id, SAM);
    expect(state().addressErrors).toEqual({ address1: 'We could not find this street.' });
    await controller.addRecipient(lamp.id, SAM);
    expect(callsTo(log, `${RC}SaveMultiShippingAddress`)).toHaveLength(1);
    expect(state().addressErrors).toEqual({});
    expect(state().popup).toBeNull();
  });
});

describe('more than one recipient [ref: checkout#rules, #calls]', () => {
  it("a suggestion for one item's new address saves that item's recipient with it (SaveMultiShippingAddress, not ValidateAndSaveAddress)", async () => {
    signIn();
    seedLine('200101');
    const lamp = seedLine('300101');
    const { controller, state, recipients } = setup();
    await controller.addRecipient(lamp.id, { ...SAM, city: 'Chicago' });
    expect(state().popup).toMatchObject({ kind: 'suggestions', target: { kind: 'recipient', basketItemId: lamp.id } });
    await controller.acceptSuggestion({ City: 'Northbrook', State: 'IL', ZipCode: '60062' });
    expect(paths()).toEqual([`${RC}ValidateAddress`, `${RC}SaveMultiShippingAddress`]);
    expect(callsTo(log, `${RC}SaveMultiShippingAddress`)[0]?.body).toMatchObject({
      basketItemId: lamp.id,
      address: { firstName: 'Sam', city: 'Northbrook' },
    });
    expect(state()).toMatchObject({ popup: null, step: 'shipping' });
    expect(recipients()[1]?.address).toMatchObject({ firstName: 'Sam', city: 'Northbrook' });
  });

  it("an item's new address that the server files under a recipient it has: the item is listed first there", async () => {
    seedLine('200101');
    const lamp = seedLine('300101');
    getSession().checkout.recipientAddresses['recipient-2'] = SAM;
    seedLine('300102', { recipientId: 'recipient-2' });
    // a store's server that finds the address already among the recipients files the item there
    log.server.use(
      http.post(`*${RC}SaveMultiShippingAddress`, () => {
        lamp.recipientId = 'recipient-2';
        return HttpResponse.json({ isSuccess: true, checkoutData: demoCheckoutData() });
      }),
    );
    const { controller, recipients } = setup();
    expect(skusOf(recipients()[1])).toEqual(['300102']);
    await controller.addRecipient(lamp.id, SAM);
    expect(paths()).toEqual([`${RC}ValidateAddress`, `${RC}SaveMultiShippingAddress`]);
    expect(skusOf(recipients().find((r) => r.id === 'recipient-2'))).toEqual(['300101', '300102']);
  });

  it('a split unit is listed first (new items to the front), from the SplitItem answer alone', async () => {
    seedLine('200101', { qty: 2 });
    seedLine('300101');
    const { controller, recipients } = setup();
    const pillow = String(recipients()[0]?.shipments[0]?.items[0]?.id);
    expect(skusOf(recipients()[0])).toEqual(['200101', '300101']);
    await controller.splitItem(pillow);
    expect(paths()).toEqual([`${RC}SplitItem`]);
    const items = recipients()[0]?.shipments[0]?.items ?? [];
    expect(items.map((item) => item.sku)).toEqual(['200101', '200101', '300101']);
    expect(String(items[1]?.id)).toBe(pillow);
  });

  it("an item moved to another recipient is listed first there; a refused move says the server's message and refreshes nothing", async () => {
    signIn();
    const pillow = seedLine('200101');
    const lamp = seedLine('300101');
    seedLine('300102');
    const { controller, state, recipients } = setup();
    await controller.addRecipient(lamp.id, SAM);
    const first = String(recipients()[0]?.id);
    const sam = String(recipients()[1]?.id);
    const recipient = (id: string) => recipients().find((r) => String(r.id) === id);
    log.calls.length = 0;
    await controller.selectRecipient(pillow.id, sam);
    expect(paths()).toEqual([`${RC}SaveRecipientSelection`]);
    expect(skusOf(recipient(sam))).toEqual(['200101', '300101']);

    log.server.use(
      http.post(`*${RC}SaveRecipientSelection`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'That recipient cannot take this item.' }),
      ),
    );
    log.calls.length = 0;
    await controller.selectRecipient(lamp.id, first);
    expect(state().notice).toBe('That recipient cannot take this item.');
    expect(paths()).toEqual([`${RC}SaveRecipientSelection`]);
    expect(skusOf(recipient(sam))).toEqual(['200101', '300101']);
  });

  it("back to one address: the other recipients' items come last, from the UpdateRecipientId answers alone", async () => {
    signIn();
    seedLine('200101');
    const lamp = seedLine('300101');
    seedLine('300102');
    const { controller, recipients } = setup();
    await controller.addRecipient(lamp.id, SAM);
    expect(skusOf(recipients()[0])).toEqual(['200101', '300102']);
    log.calls.length = 0;
    await controller.shipToOneAddress();
    expect(paths()).toEqual([`${RC}UpdateRecipientId`]);
    expect(recipients()).toHaveLength(1);
    expect(skusOf(recipients()[0])).toEqual(['200101', '300102', '300101']);
  });

  it("a refused UpdateRecipientId says the server's message and sends nothing more", async () => {
    signIn();
    seedLine('200101');
    const lamp = seedLine('300101');
    const chair = seedLine('300102');
    const { controller, state, recipients } = setup();
    await controller.addRecipient(lamp.id, SAM);
    await controller.addRecipient(chair.id, { ...SAM, firstName: 'Alex' });
    expect(recipients()).toHaveLength(3);
    log.server.use(
      http.post(`*${RC}UpdateRecipientId`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'Your recipients could not be merged.' }),
      ),
    );
    log.calls.length = 0;
    await controller.shipToOneAddress();
    expect(state().notice).toBe('Your recipients could not be merged.');
    expect(paths()).toEqual([`${RC}UpdateRecipientId`]);
    expect(recipients()).toHaveLength(3);
  });
});
