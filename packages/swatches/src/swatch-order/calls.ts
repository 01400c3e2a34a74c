/** The calls of free swatch ordering [ref: swatch-order#calls], by the spec's names or their path's last part. */
import { defineCall } from '@hearth/core';
import { EmailHashAnswer, NlaCheckAnswer, OrderAnswer, OrderSwatchData, PhoneHashAnswer } from './schema';

/** [ref: swatch-order#calls]: the order modal's swatch data; path from the configuration (`endpoints.orderSwatchData`). */
export const orderSwatchData = defineCall({ name: 'orderSwatchData', method: 'GET', answer: OrderSwatchData });
/** [ref: swatch-order#calls]: swatch NLA check with comma-separated codes; path not shown (`endpoints.swatchNlaCheck`). */
export const swatchNlaCheck = defineCall({ name: 'swatchNlaCheck', method: 'GET', answer: NlaCheckAnswer });
/** [ref: swatch-order#calls]: the order. */
export const orderFreeSwatchesSubmit = defineCall({
  name: 'orderfreeswatchessubmit',
  method: 'POST',
  path: '/browse/specialorder/orderfreeswatchessubmit',
  answer: OrderAnswer,
});
/** [ref: swatch-order#calls]: the email's hash for analytics. */
export const getEmailHashed = defineCall({
  name: 'GetEmailHashed',
  method: 'POST',
  path: '/browse/specialorder/GetEmailHashed',
  answer: EmailHashAnswer,
});
/** [ref: swatch-order#calls]: the phone's hash for analytics; path and method not shown (`endpoints.hashedPhone`, POST `{phone}`). */
export const hashedPhone = defineCall({ name: 'hashedPhone', method: 'POST', answer: PhoneHashAnswer });
