/**
 * The number a text message goes to (E.164: +, country code, number), from a phone number as
 * people write it on their profile (`phoneSchema`). The product serves the United States, so ten
 * digits, or eleven starting with 1, are a North American number; a number written with its own
 * + and country code is kept as written. Anything else names no country: null, and no text is
 * sent to it.
 */
export function smsNumber(phone: string | null): string | null {
  if (phone === null) return null;
  const written = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+'))
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
