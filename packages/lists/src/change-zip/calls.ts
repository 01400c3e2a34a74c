/** The call of the change-ZIP panel [ref: change-zip#validation, #calls], by its `hearth-config` endpoints name (path not shown). */
import { defineCall } from '@hearth/core';
import { ZipValidationAnswer } from './schema';

/** [ref: change-zip#calls]: server-side ZIP validation, POST {zip}; the answer's shape is not shown (see schema). */
export const zipValidation = defineCall({ name: 'zipValidation', method: 'POST', answer: ZipValidationAnswer });
