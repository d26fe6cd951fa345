import { describe, expect, it } from 'vitest';
import {
  amenityLabel,
  businessTypeLabel,
  dashboardTypeLabel,
  propertyTypeLabel,
  publicationBadgeLabel,
  publicationTypeOptionLabel,
  statusLabel,
} from './property-labels';

describe('property labels', () => {
  it('names statuses in pt-BR, case-insensitively, and shows unknown ones raw', () => {
    expect(['imported', 'pending', 'synced', 'error', 'active'].map(statusLabel)).toEqual([
      'Importado',
      'Pendente',
      'Sincronizado',
      'Erro',
      'Ativo',
    ]);
    expect(statusLabel('ACTIVE')).toBe('Ativo');
    expect(statusLabel('archived_by_portal')).toBe('archived_by_portal');
    expect(statusLabel(null)).toBe('');
  });

  it('gives highlight badges the spec labels and none for STANDARD', () => {
    expect(publicationBadgeLabel('STANDARD')).toBeNull();
    expect(publicationBadgeLabel(null)).toBeNull();
    expect(publicationBadgeLabel('PREMIUM')).toBe('Destaque');
    expect(publicationBadgeLabel('SUPER_PREMIUM')).toBe('Super destaque');
    expect(publicationBadgeLabel('PREMIERE_1')).toBe('Destaque Exclusivo');
    expect(publicationBadgeLabel('PREMIERE_2')).toBe('Destaque Superior');
    expect(publicationBadgeLabel('TRIPLE')).toBe('Destaque Triplo');
    expect(publicationTypeOptionLabel('STANDARD')).toBe('Padrão');
  });

  it('labels the dashboard categories, then the property types, then raw', () => {
    expect(dashboardTypeLabel('apartment')).toBe('Apartamentos');
    expect(dashboardTypeLabel('farm')).toBe('Sítios/Fazendas');
    expect(dashboardTypeLabel('other')).toBe('Outros');
    expect(dashboardTypeLabel('KITNET_CONJUGADO')).toBe('Kitnet/Conjugado');
    expect(dashboardTypeLabel('chalet')).toBe('chalet');
    expect(dashboardTypeLabel('toString')).toBe('toString');
  });

  it('labels property types, business types and amenities', () => {
    expect(propertyTypeLabel('PREDIO_EDIFICIO_INTEIRO')).toBe('Prédio/Edifício inteiro');
    expect(propertyTypeLabel(undefined)).toBe('');
    expect(businessTypeLabel('SALE_RENTAL')).toBe('Venda e aluguel');
    expect(amenityLabel('security_24h')).toBe('Segurança 24h');
    expect(amenityLabel('heliponto')).toBe('heliponto');
  });
});
