import { describe, expect, it } from 'vitest';
import {
  changedLevels,
  excessText,
  fitLabel,
  fitText,
  planHighlight,
  previewText,
  usageText,
  type HighlightCounts,
  type HighlightQuota,
  type PlanItem,
} from './highlight-plan';

const counts = (partial: Partial<HighlightCounts> = {}): HighlightCounts => ({
  PREMIUM: 0,
  SUPER_PREMIUM: 0,
  PREMIERE_1: 0,
  PREMIERE_2: 0,
  TRIPLE: 0,
  ...partial,
});

const quota = (limits: Partial<HighlightCounts>, used: Partial<HighlightCounts> = {}): HighlightQuota => ({
  limits: counts(limits),
  used: counts(used),
});

const items = (...types: (PlanItem['publication_type'] | undefined)[]): PlanItem[] =>
  types.map((publication_type, i) => ({ id: 101 + i, publication_type }));

const level = (plan: ReturnType<typeof planHighlight>, type: keyof HighlightCounts) =>
  plan.levels!.find((l) => l.type === type)!;

describe('planHighlight', () => {
  it('adds every property moving from STANDARD (or no type) to the target', () => {
    const plan = planHighlight(
      items('STANDARD', null, undefined),
      'PREMIUM',
      quota({ PREMIUM: 10 }, { PREMIUM: 5 }),
    );
    expect(plan.changing).toEqual([101, 102, 103]);
    expect(level(plan, 'PREMIUM')).toEqual({ type: 'PREMIUM', used: 5, after: 8, limit: 10 });
    expect(plan.excess).toBe(0);
    expect(plan.fitting).toEqual([101, 102, 103]);
  });

  it('counts properties already of the target type once: they take no new slot', () => {
    const plan = planHighlight(
      items('SUPER_PREMIUM', 'STANDARD', 'SUPER_PREMIUM'),
      'SUPER_PREMIUM',
      quota({ SUPER_PREMIUM: 3 }, { SUPER_PREMIUM: 2 }),
    );
    expect(plan.changing).toEqual([102]);
    expect(level(plan, 'SUPER_PREMIUM').after).toBe(3);
    expect(plan.excess).toBe(0);
  });

  it('a move between highlight types frees slots in the types left', () => {
    const plan = planHighlight(
      items('PREMIUM', 'PREMIUM', 'TRIPLE', 'STANDARD'),
      'SUPER_PREMIUM',
      quota({ PREMIUM: 10, SUPER_PREMIUM: 10, TRIPLE: 2 }, { PREMIUM: 6, SUPER_PREMIUM: 1, TRIPLE: 2 }),
    );
    expect(level(plan, 'PREMIUM')).toMatchObject({ used: 6, after: 4 });
    expect(level(plan, 'TRIPLE')).toMatchObject({ used: 2, after: 1 });
    expect(level(plan, 'SUPER_PREMIUM')).toMatchObject({ used: 1, after: 5 });
    expect(level(plan, 'PREMIERE_1')).toMatchObject({ used: 0, after: 0 });
    expect(changedLevels(plan).map((l) => l.type)).toEqual(['PREMIUM', 'SUPER_PREMIUM', 'TRIPLE']);
  });

  it('removing highlights (STANDARD) frees slots and never exceeds anything', () => {
    const plan = planHighlight(
      items('PREMIUM', 'SUPER_PREMIUM', 'STANDARD'),
      'STANDARD',
      quota({ PREMIUM: 1, SUPER_PREMIUM: 1 }, { PREMIUM: 3, SUPER_PREMIUM: 1 }),
    );
    expect(plan.changing).toEqual([101, 102]);
    expect(level(plan, 'PREMIUM')).toMatchObject({ used: 3, after: 2 });
    expect(level(plan, 'SUPER_PREMIUM')).toMatchObject({ used: 1, after: 0 });
    expect(plan.excess).toBe(0);
    expect(plan.fitting).toEqual([101, 102]);
  });

  it('never frees below zero (a selected property not live at the portal was not counted)', () => {
    const plan = planHighlight(items('TRIPLE', 'TRIPLE'), 'STANDARD', quota({ TRIPLE: 2 }, { TRIPLE: 1 }));
    expect(level(plan, 'TRIPLE').after).toBe(0);
  });

  it('over quota: says by how much, and the first ones in selection order fit', () => {
    const plan = planHighlight(
      items('STANDARD', 'SUPER_PREMIUM', 'PREMIUM', 'STANDARD', 'STANDARD', 'STANDARD'),
      'SUPER_PREMIUM',
      quota({ PREMIUM: 5, SUPER_PREMIUM: 2 }, { PREMIUM: 1, SUPER_PREMIUM: 1 }),
    );
    // 1 used + 5 arriving = 6 of 2.
    expect(level(plan, 'SUPER_PREMIUM')).toMatchObject({ used: 1, after: 6, limit: 2 });
    expect(plan.excess).toBe(4);
    expect(plan.changing).toEqual([101, 103, 104, 105, 106]);
    expect(plan.fitting).toEqual([101]);
  });

  it('a quota already full (or over) leaves no room: nothing fits', () => {
    const full = planHighlight(items('STANDARD', 'STANDARD'), 'TRIPLE', quota({ TRIPLE: 2 }, { TRIPLE: 2 }));
    expect(full.excess).toBe(2);
    expect(full.fitting).toEqual([]);
    const over = planHighlight(items('STANDARD'), 'TRIPLE', quota({ TRIPLE: 2 }, { TRIPLE: 4 }));
    expect(over.excess).toBe(3);
    expect(over.fitting).toEqual([]);
  });

  it('a type the contract does not include (limit 0) exceeds by every property moving to it', () => {
    const plan = planHighlight(
      items('STANDARD', 'PREMIUM'),
      'PREMIERE_2',
      quota({ PREMIUM: 5 }, { PREMIUM: 1 }),
    );
    expect(plan.excess).toBe(2);
    expect(plan.fitting).toEqual([]);
  });

  it('filling the quota exactly is within it', () => {
    const plan = planHighlight(items('STANDARD', 'STANDARD'), 'TRIPLE', quota({ TRIPLE: 2 }));
    expect(plan.excess).toBe(0);
    expect(level(plan, 'TRIPLE').after).toBe(2);
  });

  it('without a contract: no levels, nothing exceeds, every changing property applies', () => {
    const plan = planHighlight(items('STANDARD', 'TRIPLE', 'PREMIUM'), 'TRIPLE', null);
    expect(plan).toEqual({
      target: 'TRIPLE',
      changing: [101, 103],
      levels: null,
      excess: 0,
      fitting: [101, 103],
    });
    expect(changedLevels(plan)).toEqual([]);
  });

  it('a selection already all of the target type changes nothing, so it exceeds nothing', () => {
    const plan = planHighlight(items('PREMIUM', 'PREMIUM'), 'PREMIUM', quota({ PREMIUM: 1 }, { PREMIUM: 2 }));
    expect(plan.changing).toEqual([]);
    expect(plan.excess).toBe(0);
    expect(changedLevels(plan)).toEqual([]);
  });
});

describe('texts', () => {
  it('used of contracted, the noun agreeing with the contracted number', () => {
    expect(usageText('PREMIUM', 5, 10)).toBe('5 de 10 Destaques');
    expect(usageText('SUPER_PREMIUM', 0, 1)).toBe('0 de 1 Super destaque');
    expect(usageText('PREMIERE_1', 1200, 1500)).toBe('1.200 de 1.500 Destaques Exclusivos');
  });

  it('the preview: before → after', () => {
    expect(previewText({ type: 'PREMIUM', used: 5, after: 8, limit: 10 })).toBe(
      '5 de 10 Destaques → 8 de 10',
    );
    expect(previewText({ type: 'TRIPLE', used: 2, after: 1, limit: 2 })).toBe(
      '2 de 2 Destaques Triplos → 1 de 2',
    );
  });

  it('by how much a quota is exceeded', () => {
    const plan = planHighlight(items('STANDARD', 'STANDARD', 'STANDARD'), 'SUPER_PREMIUM', quota({}));
    expect(excessText(plan)).toBe('Excede o limite de Super destaque em 3');
  });

  it('the partial apply says how many, which ones, and that the rest stay selected', () => {
    const over = (used: number) =>
      planHighlight(
        items('STANDARD', 'STANDARD', 'STANDARD', 'STANDARD'),
        'SUPER_PREMIUM',
        quota({ SUPER_PREMIUM: 3 }, { SUPER_PREMIUM: used }),
      );
    expect(fitLabel(over(1))).toBe('Aplicar somente a 2 imóveis');
    expect(fitText(over(1))).toBe(
      'Os 2 primeiros imóveis da seleção recebem Super destaque; os demais continuam selecionados, para outro tipo.',
    );
    expect(fitLabel(over(2))).toBe('Aplicar somente a 1 imóvel');
    expect(fitText(over(2))).toBe(
      'O primeiro imóvel da seleção recebe Super destaque; os demais continuam selecionados, para outro tipo.',
    );
  });
});
