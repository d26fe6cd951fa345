import { describe, expect, it } from 'vitest';
import { AMENITIES } from '@/api/enums';
import {
  amenityLabel,
  amenityLabels,
  AMENITY_LABELS,
  businessTypeLabel,
  dashboardTypeLabel,
  featureLabels,
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

  it('labels every amenity the wizard offers in pt-BR, whatever its case or separator', () => {
    for (const id of AMENITIES) {
      const label = AMENITY_LABELS[id];
      expect(label).toMatch(/^[A-ZÀ-Ú]/);
      for (const variant of [
        id,
        id.toUpperCase(),
        id[0]!.toUpperCase() + id.slice(1),
        id.replace(/_/g, ' '),
        id.replace(/_/g, '-'),
        ` ${id} `,
      ]) {
        expect(amenityLabel(variant), variant).toBe(label);
      }
    }
    expect(amenityLabels(['Pool', 'Barbecue', 'Garden', 'Security_24h', 'Gym', 'Elevator'])).toEqual([
      'Piscina',
      'Churrasqueira',
      'Jardim',
      'Segurança 24h',
      'Academia',
      'Elevador',
    ]);
  });

  it("shows a property's features in pt-BR: ids labelled, free text capitalised, each once", () => {
    expect(
      featureLabels(['pool', 'Pool', 'POOL', 'varanda gourmet', ' ', 'security_24h', 'piscina']),
    ).toEqual(['Piscina', 'Varanda gourmet', 'Segurança 24h']);
    expect(featureLabels([])).toEqual([]);
  });
});
