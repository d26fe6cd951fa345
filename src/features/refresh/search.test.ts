import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cockpitSearchSchema, statusQuery } from './search';

describe('cockpit search params', () => {
  it('defaults to the next schedules, no filter and the 48 h window', () => {
    expect(v.parse(cockpitSearchSchema, {})).toEqual({ schedules: 'next', status: 'all', errors: '48' });
  });

  it('reads numbers as the router parses them and falls back on anything unusable', () => {
    expect(v.parse(cockpitSearchSchema, { schedules: 'all', status: 'paused', errors: 168 })).toEqual({
      schedules: 'all',
      status: 'paused',
      errors: '168',
    });
    expect(v.parse(cockpitSearchSchema, { schedules: 'x', status: 1, errors: 12 })).toEqual({
      schedules: 'next',
      status: 'all',
      errors: '48',
    });
    expect(v.parse(cockpitSearchSchema, { errors: 'all' }).errors).toBe('all');
  });

  it('sends the filter as is_active', () => {
    expect(statusQuery('all')).toEqual({});
    expect(statusQuery('active')).toEqual({ is_active: true });
    expect(statusQuery('paused')).toEqual({ is_active: false });
  });
});
