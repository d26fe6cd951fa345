/**
 * Reaching someone from a listing: WhatsApp's click-to-chat and a phone call, from a Brazilian
 * number as agencies register it ('(21) 99876-5432', '(21) 2540-7788', '+55 21 99876-5432').
 */
import { digitsOnly } from './masks';

/** DDD + number (10 digits for a landline, 11 for a mobile), without the country code or a trunk 0. */
function nationalDigits(phone: string | null | undefined): string | null {
  let digits = digitsOnly(phone ?? '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '');
  return /^[1-9]{2}\d{8,9}$/.test(digits) ? digits : null;
}

/** A Brazilian mobile (DDD + 9 + eight digits): the numbers WhatsApp reaches. */
function mobileDigits(phone: string | null | undefined): string | null {
  const digits = nationalDigits(phone);
  return digits && digits.length === 11 && digits[2] === '9' ? digits : null;
}

/**
 * WhatsApp's click-to-chat with the message filled in: to `phone` when it is a Brazilian mobile,
 * otherwise the user picks the contact.
 */
export function whatsappHref(text: string, phone?: string | null): string {
  const mobile = mobileDigits(phone);
  return `https://wa.me/${mobile ? `55${mobile}` : ''}?text=${encodeURIComponent(text)}`;
}

/** Whether `phone` takes a WhatsApp message (a Brazilian mobile). */
export function hasWhatsapp(phone: string | null | undefined): boolean {
  return mobileDigits(phone) !== null;
}

/** 'tel:+552125407788' for a Brazilian landline or mobile; null for anything else. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = nationalDigits(phone);
  return digits ? `tel:+55${digits}` : null;
}

/** Whether `phone` is a whole Brazilian number: DDD and 8 or 9 digits ('(11) 9876' is not). */
export function isBrazilianPhone(phone: string): boolean {
  return nationalDigits(phone) !== null;
}
