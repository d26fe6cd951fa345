import { describe, expect, it } from 'vitest';
import {
  normalizeAvailableProperty,
  searchTerm,
  normalizeJob,
  normalizeSchedule,
  normalizeScheduleProperty,
  toHourMinute,
} from './normalize';

describe('normalizeSchedule: every alias of a schedule', () => {
  const full = {
    id: 5,
    name: 'Refresh manhã',
    execution_time: '10:00',
    time_slot: '10:00',
    frequency_days: 1 as const,
    days_of_week: [5, 1, 3, 3, 9],
    is_active: true,
    properties_count: 12,
    failed_jobs: 2,
    next_run: '2026-11-23T13:00:00.000Z',
    next_execution: '2026-11-23T13:00:00.000Z',
    is_running: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    time_config: { times: ['10:00'] },
  };

  it('reads the contract’s shape', () => {
    expect(normalizeSchedule(full)).toEqual({
      id: 5,
      name: 'Refresh manhã',
      time: '10:00',
      times: ['10:00'],
      days: [1, 3, 5],
      active: true,
      propertiesCount: 12,
      failedJobs: 2,
      nextRun: '2026-11-23T13:00:00.000Z',
      running: true,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('next run from next_execution when next_run is absent', () => {
    expect(normalizeSchedule({ id: 1, next_execution: '2026-11-23T13:00:00Z' }).nextRun).toBe(
      '2026-11-23T13:00:00Z',
    );
    expect(normalizeSchedule({ id: 1, next_run: null, next_execution: null }).nextRun).toBeNull();
  });

  it('time from execution_time, else time_slot, else time_config.times[0]; seconds dropped', () => {
    expect(normalizeSchedule({ id: 1, execution_time: '08:30:00', time_slot: '09:00' }).time).toBe('08:30');
    expect(normalizeSchedule({ id: 1, time_slot: '9:05' }).time).toBe('09:05');
    const fromConfig = normalizeSchedule({ id: 1, time_config: { times: ['21:00', '07:15'] } });
    expect(fromConfig.time).toBe('21:00');
    expect(fromConfig.times).toEqual(['21:00', '07:15']);
    expect(normalizeSchedule({ id: 1 })).toMatchObject({ time: '', times: [] });
    // A time the server sends that is not one stays visible to the time-config check.
    expect(normalizeSchedule({ id: 1, time_config: { times: ['25:00', '9:00'] } })).toMatchObject({
      time: '09:00',
      times: ['25:00', '09:00'],
    });
  });

  it('never leaves a name blank and reads missing counts as 0', () => {
    expect(normalizeSchedule({ id: 7, name: '  ' })).toMatchObject({
      name: 'Cronograma 7',
      propertiesCount: 0,
      failedJobs: 0,
      active: false,
      running: false,
      days: [],
    });
  });

  it('toHourMinute accepts H:MM, HH:MM and HH:MM:SS within a day only', () => {
    expect(toHourMinute('7:05')).toBe('07:05');
    expect(toHourMinute('23:59:59')).toBe('23:59');
    expect(toHourMinute('24:00')).toBeNull();
    expect(toHourMinute('12:60')).toBeNull();
    expect(toHourMinute('meio-dia')).toBeNull();
    expect(toHourMinute(1000)).toBeNull();
  });
});

describe('normalizeJob', () => {
  it('reads error_message, else error; schedule and property names when present', () => {
    expect(
      normalizeJob({
        id: 1,
        status: 'failed',
        error_message: null,
        error: 'Token expirado',
        created_at: '2026-11-22T10:00:00Z',
        schedule_id: 3,
        schedule: { id: 3, name: 'Refresh noite' },
        property_id: 9,
        property: { id: 9, title: 'Casa' },
      }),
    ).toMatchObject({
      error: 'Token expirado',
      scheduleId: 3,
      scheduleName: 'Refresh noite',
      propertyId: 9,
      propertyTitle: 'Casa',
    });
    expect(normalizeJob({ id: 2, error_message: 'A', error: 'B' }).error).toBe('A');
    expect(normalizeJob({ id: 3, error_message: '' })).toMatchObject({
      error: null,
      scheduleName: null,
      propertyTitle: null,
      status: 'pending',
    });
  });

  it('keeps a schedule id carried only by the nested object', () => {
    expect(normalizeJob({ id: 1, schedule: { id: 4, name: 'X' } }).scheduleId).toBe(4);
  });
});

describe('normalizeAvailableProperty', () => {
  it('exported from canalpro_id or remote_id; cover from the first image; search text', () => {
    const p = normalizeAvailableProperty({
      id: 41,
      title: 'Casa 3 quartos em Botafogo',
      property_code: 'CA0041',
      address_street: 'Rua Voluntários da Pátria',
      address_neighborhood: 'Botafogo',
      address_city: 'Rio de Janeiro',
      status: 'synced',
      property_type: 'HOUSE',
      price: 1_250_000,
      images: ['/a.svg', '/b.svg'],
      remote_id: '2700005617',
    });
    expect(p).toMatchObject({ exported: true, cover: '/a.svg', price: 1_250_000, type: 'HOUSE' });
    expect(p.haystack).toContain('botafogo');
    expect(p.haystack).toContain('ca0041');
    // Typed without accents or capitals, as on a phone: 'voluntarios da patria' finds the street.
    expect(p.haystack).toContain(searchTerm('  voluntarios da PATRIA '));
    expect(p.haystack).toContain(searchTerm('Voluntários da Pátria'));
    expect(
      normalizeAvailableProperty({ id: 1, title: 'A', status: 'imported', canalpro_id: '9' }).exported,
    ).toBe(true);
    expect(
      normalizeAvailableProperty({ id: 2, title: 'B', status: 'imported', canalpro_id: null, remote_id: '' }),
    ).toMatchObject({ exported: false, cover: null, price: null });
  });
});

describe('normalizeScheduleProperty', () => {
  it('flattens the link and never leaves the title blank', () => {
    expect(
      normalizeScheduleProperty({
        property_id: 3,
        property: { title: '', status: 'active', neighborhood: 'Leblon', city: 'Rio de Janeiro' },
      }),
    ).toMatchObject({ id: 3, title: 'Imóvel 3', neighborhood: 'Leblon', description: null });
  });
});
