import { describe, expect, it } from 'vitest';
import { hasWhatsapp, telHref, whatsappHref } from './contact';

describe('whatsappHref', () => {
  it("is wa.me's click-to-chat with the text encoded, and decodes back to it", () => {
    const text =
      '*Apartamento 3 quartos em Leblon*\nR$ 857.000\nCódigo: AP0041\nhttps://app.example.com.br/imovel/41';
    const href = whatsappHref(text);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(href).not.toMatch(/\s/);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(text);
  });

  it('writes to a Brazilian mobile however it was registered, and to nobody for a landline', () => {
    for (const phone of [
      '(11) 98765-4321',
      '11987654321',
      '+55 11 98765-4321',
      '5511987654321',
      '011 98765-4321',
    ]) {
      expect(whatsappHref('Olá', phone), phone).toBe('https://wa.me/5511987654321?text=Ol%C3%A1');
      expect(hasWhatsapp(phone), phone).toBe(true);
    }
    for (const phone of ['(21) 2540-7788', '', null, undefined, '12345', '(00) 98765-4321']) {
      expect(whatsappHref('Olá', phone), String(phone)).toBe('https://wa.me/?text=Ol%C3%A1');
      expect(hasWhatsapp(phone), String(phone)).toBe(false);
    }
  });
});

describe('telHref', () => {
  it('dials landlines and mobiles with the country code; nothing for what is not a number', () => {
    expect(telHref('(21) 2540-7788')).toBe('tel:+552125407788');
    expect(telHref('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('+55 (11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('0800')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});
