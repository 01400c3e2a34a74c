// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';
import { VALIDATION_MESSAGES as M } from './messages';
import { validateFirstName } from './name';
import { validatePhone } from './phone';
import { hasErrors, validateFields } from './validate-fields';

interface SwatchForm {
  firstName: string;
  dayPhone: string;
  emailAddress: string;
  confirm: string;
}

const rules = {
  firstName: validateFirstName,
  dayPhone: validatePhone,
  emailAddress: (value: string) => validateEmail(value),
  confirm: (value: string, values: SwatchForm) => (value === values.emailAddress ? null : 'Mismatch'),
};

describe('validateFields', () => {
  it('returns the message of each failing field only', () => {
    const errors = validateFields<SwatchForm>(
      { firstName: 'Jane3', dayPhone: '3125551234', emailAddress: '', confirm: '' },
      rules,
    );
    expect(errors).toEqual({ firstName: M.firstNameInvalid, dayPhone: M.phoneInvalid, emailAddress: M.emailRequired });
    expect(hasErrors(errors)).toBe(true);
  });

  it('passes all values for cross-field rules', () => {
    const errors = validateFields<SwatchForm>(
      { firstName: 'Jane', dayPhone: '3124567890', emailAddress: 'a@b.com', confirm: 'c@d.com' },
      rules,
    );
    expect(errors).toEqual({ confirm: 'Mismatch' });
  });

  it('is empty when everything passes, and skips fields without a rule', () => {
    const errors = validateFields<SwatchForm>(
      { firstName: 'Jane', dayPhone: 'bad', emailAddress: 'a@b.com', confirm: 'a@b.com' },
      { firstName: validateFirstName },
    );
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});
