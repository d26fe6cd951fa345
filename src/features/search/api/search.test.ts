import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { as } from '../../../../tests/helpers/api';
import type { components } from '@/api/schema';
import { indexImported, indexProperty, isSentence, propertyIndexText } from './search';
import { signInDemoUser } from '@mocks/demo-session';

type Property = components['schemas']['Property'];

const property = {
  id: 7,
  tenant_id: 2,
  title: 'Cobertura duplex com piscina',
  status: 'pending',
  external_id: 'QD-000007',
  image_urls: [],
  archived: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  property_type: 'COBERTURA',
  bedrooms: 4,
  suites: 2,
  parking_spaces: 3,
  address: { neighborhood: 'Ipanema', city: 'Rio de Janeiro' },
  description: 'Vista para o mar.',
} as Property;

describe('search helpers', () => {
  it('reads three words or more as a description', () => {
    expect(isSentence('AP0041')).toBe(false);
    expect(isSentence('casa  leblon')).toBe(false);
    expect(isSentence('apartamento 3 quartos varanda')).toBe(true);
  });

  it('indexes title, type, rooms, neighbourhood, city and description', () => {
    expect(propertyIndexText(property)).toBe(
      'Cobertura duplex com piscina. Cobertura. 4 quartos, 2 suítes, 3 vagas. Ipanema. Rio de Janeiro. Vista para o mar.',
    );
  });

  it('upserts the property into the caller tenant’s index, found by a sentence afterwards', async () => {
    await signInDemoUser('gestor');
    await indexProperty({ ...property, id: 999 }, 2);
    const point = db.vectorPoints.all().find((p) => p.tenant_id === 2 && p.id === 'property-999');
    expect(point?.text).toContain('Cobertura duplex com piscina');
    const client = await as('gestor');
    const { data } = await client.POST('/mcp/search', {
      body: { query: 'cobertura com piscina em ipanema' },
    });
    expect(data!.results[0]!.payload.property_id).toBe(999);
  });

  it('after an import, indexes the tenant’s most recently updated listings', async () => {
    await signInDemoUser('gestor');
    const client = await as('gestor');
    const { data } = await client.GET('/properties', {
      params: { query: { sort_by: 'updated_at', sort_order: 'desc', page_size: 1, include_shared: false } },
    });
    const newest = data!.data[0]!;
    const pointOf = () =>
      db.vectorPoints.all().find((p) => p.tenant_id === 2 && p.id === `property-${newest.id}`);
    const expected = propertyIndexText(newest);
    expect(pointOf()?.text).not.toBe(expected);
    await indexImported(1, 2);
    expect(pointOf()?.text).toBe(expected);
  });
});
