/** Server-side ZIP validation [ref: change-zip#calls] (change-ZIP panel). */
import { ZIP_TABLE } from '../catalogue/account';
import { type Resolvers } from '../serve-call';
import { str } from '../read-input';
import { ZIP_PATTERN } from './cart';

export const zipResolvers = {
  zipValidation: ({ input, session }) => {
    const zip = str(input, 'zip', 'zipCode', 'postalCode').toUpperCase();
    const isCanada = /^[A-Z]/.test(zip);
    if (!ZIP_PATTERN.test(zip)) {
      return {
        isValid: false,
        zipCode: zip,
        isCanada,
        message: isCanada ? 'Please enter a valid Postal Code.' : 'Please enter a valid ZIP Code.',
      };
    }
    // 00000 is well-formed but unknown: the server refuses it
    if (/^0+$/.test(zip))
      return { isValid: false, zipCode: zip, isCanada, message: 'We could not find that ZIP Code.' };
    session.zip = zip;
    const known = ZIP_TABLE[zip] ?? ZIP_TABLE[zip.replace(/^(\w{3})(\w{3})$/, '$1 $2')];
    return { isValid: true, zipCode: zip, isCanada, message: '', city: known?.City ?? '', state: known?.State ?? '' };
  },
} satisfies Resolvers;
