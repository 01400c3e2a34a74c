/**
 * The strings only the checkout's popups show ('Shipping Charges and Delivery Information',
 * 'Oversize item information'): a module of their own, imported only by those popups, so they
 * load with them, after the press that opens one. The conventions are messages.ts's.
 */
export const CHECKOUT_POPUP_MESSAGES = {
  // 'Oversize item information' [ref: checkout#screens]; Hearth's words
  oversizeTitle: 'Oversize item information',
  oversizeText:
    'This item ships in large boxes. Please make sure it fits in your vehicle before you choose store pickup.',
  oversizeDeliveryText:
    'This item arrives in large boxes. Please make sure they fit through your doorways, halls and stairs.',
  // Shipping Charges and Delivery Information [ref: checkout#strings]
  shippingChargesTab: 'Shipping Charges',
  deliveryDetailsTab: 'Delivery Details',
  internationalTab: 'Domestic and International',
  sectionStandard: 'Standard Delivery',
  sectionLocalInHome: 'Local In-Home Delivery',
  sectionLongDistance: 'Long-Distance In-Home Delivery',
  sectionFreight: 'Basic Freight Delivery',
  sectionGiftCards: 'Gift Cards',
  standardCharges: 'Standard delivery is charged by order total.',
  standardChargesCanada: 'Standard delivery within Canada is charged by order total, in Canadian dollars.',
  freeShippingOver: 'Free standard delivery on orders of {0} or more.',
  deliveryCharge: 'Delivery charge: {0}.',
  localInHomeCharges:
    'Local in-home delivery is a flat charge per order: our team brings your furniture into the room of your choice and removes the packaging.',
  longDistanceCharges:
    'Long-distance in-home delivery is charged by the order total and the distance from our nearest distribution center.',
  freightCharges:
    'Basic freight delivery brings your items to your door or the ground floor; no assembly or packaging removal.',
  giftCardsCharges: 'Gift cards ship free by standard mail.',
  deliveryDays: 'Arrives in {0}.',
  standardDetails: 'Parcel items ship by ground carrier and arrive at your door.',
  standardDetailsCanada: 'Parcel items ship within Canada by ground carrier and arrive at your door.',
  localInHomeDetails: 'We will call you to schedule a two-hour delivery window.',
  longDistanceDetails: 'Our delivery partner will call you to schedule a delivery date.',
  freightDetails: 'The carrier will call you to schedule a delivery date.',
  giftCardsDetails: 'Gift cards arrive in a gift envelope.',
  domesticText: 'We deliver to every U.S. state and to the U.S. territories.',
  internationalText: 'For delivery outside the United States, please contact customer service.',
} as const;
