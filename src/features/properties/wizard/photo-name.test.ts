import { describe, expect, it } from 'vitest';
import { photoName } from './photo-name';

describe('photoName', () => {
  it('names an uploaded photo by its place and format, never by its base64', () => {
    expect(photoName('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', 2)).toBe('Foto 3 (JPEG)');
    expect(photoName('data:image/png;base64,iVBORw0KGgo=', 0)).toBe('Foto 1 (PNG)');
    expect(photoName('data:application/octet-stream;base64,AAAA', 4)).toBe('Foto 5');
    expect(photoName('blob:http://localhost/5d2c', 1)).toBe('Foto 2');
  });

  it('takes the file name of an address, decoded, without its query', () => {
    expect(photoName('https://fotos.imobi.com.br/imoveis/101/capa.jpg', 0)).toBe('capa.jpg');
    expect(photoName('/mock-images/apartment-3.svg', 5)).toBe('apartment-3.svg');
    expect(photoName('https://cdn.example.com.br/sala%20de%20estar.webp?w=800#x', 1)).toBe(
      'sala de estar.webp',
    );
    expect(photoName('https://fotos.imobi.com.br', 3)).toBe('Foto 4');
    expect(photoName('https://fotos.imobi.com.br/%E0%A4%A.jpg', 0)).toBe('%E0%A4%A.jpg');
  });
});
