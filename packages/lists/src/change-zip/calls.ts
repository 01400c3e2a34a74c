/** The call of the change-ZIP panel (002 §5, §7), by its `hearth-config` endpoints name (path not shown). */
import { defineCall } from '@hearth/core';
import { ZipValidationAnswer } from './schema';

/** 002 §7: server-side ZIP validation, POST {zip}; the answer's shape is not shown (see schema). */
export const zipValidation = defineCall({ name: 'zipValidation', method: 'POST', answer: ZipValidationAnswer });
