import { HIGHLIGHT_LEVELS, type HighlightLevel } from '@/api/enums';
import { formatNumber, plural } from '@/lib/format';
import {
  HIGHLIGHT_PLURAL_LABELS,
  PUBLICATION_TYPE_LABELS,
  type PublicationType,
} from '@/lib/property-labels';

/**
 * The highlight planner's arithmetic: what setting a publication type on the selection
 * does to the Canal Pro contract's highlight quotas. Pure, so every rule is unit-tested here and the
 * dialog only draws the answer.
 *
 * The model: the contract's `highlights_used` counts each highlighted listing once, under its
 * current publication type. Moving a selected property to T takes a T slot only when it is not
 * already T, and gives back the slot of the type it leaves (never below zero: a selected property
 * that is not live at the portal was not counted). STANDARD (removing the highlight) takes no slot.
 */

export type HighlightCounts = Record<HighlightLevel, number>;

/** The contract's highlight quotas and their use; `null` when no contract is configured. */
export interface HighlightQuota {
  limits: HighlightCounts;
  used: HighlightCounts;
}

/** What the planner needs of a selected property (a list item carries both). */
export interface PlanItem {
  id: number;
  publication_type?: PublicationType | null;
}

/** One highlight level before and after the change. */
export interface LevelUsage {
  type: HighlightLevel;
  used: number;
  after: number;
  limit: number;
}

export interface HighlightPlan {
  target: PublicationType;
  /** The selected properties whose type changes (not already `target`), in selection order. */
  changing: number[];
  /** Per highlight level, used / contracted now and after; `null` without a contract. */
  levels: LevelUsage[] | null;
  /** By how many the change would exceed the target's quota (0 when it fits). */
  excess: number;
  /**
   * The changing properties that fit the target's quota: the first ones in selection order (the
   * list's order when they were selected by page or "select all"), so the choice is repeatable.
   */
  fitting: number[];
}

const typeOf = (item: PlanItem): PublicationType => item.publication_type ?? 'STANDARD';

const isLevel = (type: PublicationType): type is HighlightLevel => type !== 'STANDARD';

export function planHighlight(
  items: readonly PlanItem[],
  target: PublicationType,
  quota: HighlightQuota | null,
): HighlightPlan {
  const changingItems = items.filter((item) => typeOf(item) !== target);
  const changing = changingItems.map((item) => item.id);
  if (!quota) return { target, changing, levels: null, excess: 0, fitting: changing };

  const leaving = Object.fromEntries(HIGHLIGHT_LEVELS.map((type) => [type, 0])) as HighlightCounts;
  for (const item of changingItems) {
    const from = typeOf(item);
    if (isLevel(from)) leaving[from] += 1;
  }
  const levels = HIGHLIGHT_LEVELS.map((type): LevelUsage => {
    const used = quota.used[type];
    const entering = type === target ? changing.length : 0;
    return { type, used, after: Math.max(0, used - leaving[type]) + entering, limit: quota.limits[type] };
  });
  if (!isLevel(target)) return { target, changing, levels, excess: 0, fitting: changing };

  const level = levels.find((l) => l.type === target)!;
  // A selection already all of the target type changes nothing, so it exceeds nothing either.
  const excess = changing.length === 0 ? 0 : Math.max(0, level.after - level.limit);
  if (excess === 0) return { target, changing, levels, excess, fitting: changing };
  const room = Math.max(0, level.limit - level.used);
  return { target, changing, levels, excess, fitting: changing.slice(0, Math.min(room, changing.length)) };
}

/** The levels the change moves (the target and the types the selection leaves). */
export function changedLevels(plan: HighlightPlan): LevelUsage[] {
  return (plan.levels ?? []).filter((level) => level.after !== level.used);
}

/** '5 de 10 Destaques' — the count agrees with the contracted number. */
export function usageText(type: HighlightLevel, used: number, limit: number): string {
  return `${formatNumber(used)} de ${plural(limit, PUBLICATION_TYPE_LABELS[type]!, HIGHLIGHT_PLURAL_LABELS[type])}`;
}

/** '5 de 10 Destaques → 8 de 10'. */
export function previewText(level: LevelUsage): string {
  return `${usageText(level.type, level.used, level.limit)} → ${formatNumber(level.after)} de ${formatNumber(level.limit)}`;
}

/** 'Excede o limite de Super destaque em 3'. */
export function excessText(plan: HighlightPlan): string {
  return `Excede o limite de ${PUBLICATION_TYPE_LABELS[plan.target]} em ${formatNumber(plan.excess)}`;
}

/** 'Aplicar somente a 2 imóveis'. */
export function fitLabel(plan: HighlightPlan): string {
  return `Aplicar somente a ${plural(plan.fitting.length, 'imóvel', 'imóveis')}`;
}

/** Which ones the partial apply reaches, and that the rest stay selected for another type. */
export function fitText(plan: HighlightPlan): string {
  const label = PUBLICATION_TYPE_LABELS[plan.target];
  const count = plan.fitting.length;
  const who =
    count === 1
      ? `O primeiro imóvel da seleção recebe ${label}`
      : `Os ${formatNumber(count)} primeiros imóveis da seleção recebem ${label}`;
  return `${who}; os demais continuam selecionados, para outro tipo.`;
}
