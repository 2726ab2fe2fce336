/**
 * Formats several resources share, each with the message that tells the
 * user how to fix a value that fails it. Spread into a text field:
 * `{ kind: 'phone', label: 'Phone', ...fieldPatterns.phone }`.
 */
export const fieldPatterns = {
  phone: {
    pattern: '^\\+60[1-9][0-9]{7,9}$',
    patternMessage:
      'Use the international format: +60 then 8 to 10 digits, e.g. +60123456789.',
  },
  postcode: {
    pattern: '^[0-9]{5}$',
    patternMessage: 'Use the 5-digit Malaysian postcode, e.g. 50450.',
  },
  bankAccount: {
    pattern: '^[0-9]{8,20}$',
    patternMessage: 'Use 8 to 20 digits, without spaces or dashes.',
  },
  promoCode: {
    pattern: '^[A-Z0-9]{4,20}$',
    patternMessage: 'Use 4 to 20 capital letters or digits, e.g. RAYA20.',
  },
  version: {
    pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+$',
    patternMessage: 'Use MAJOR.MINOR.PATCH, e.g. 3.12.0.',
  },
  color: {
    pattern: '^#[0-9A-Fa-f]{6}$',
    patternMessage: 'Use a 6-digit hex colour, e.g. #F5A623.',
  },
  companyRegistration: {
    pattern: '^[0-9]{12}$',
    patternMessage:
      'Use the 12-digit SSM registration number, e.g. 201901012345.',
  },
  swiftCode: {
    pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$',
    patternMessage: 'Use the 8- or 11-character SWIFT code, e.g. MBBEMYKL.',
  },
} as const;
