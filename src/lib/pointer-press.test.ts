import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerPress } from './pointer-press';

const press = (type: string) => window.dispatchEvent(new Event(type));

afterEach(() => {
  press('click');
  vi.useRealTimers();
});

describe('afterPointerPress', () => {
  it('runs at once with no press, and after the click of a press', () => {
    const ran = vi.fn();
    afterPointerPress(ran);
    expect(ran).toHaveBeenCalledTimes(1);

    press('pointerdown');
    afterPointerPress(ran);
    press('pointerup');
    expect(ran).toHaveBeenCalledTimes(1);
    press('click');
    expect(ran).toHaveBeenCalledTimes(2);
  });

  it('a press let go without a click (a drag), or never let go, ends by itself', () => {
    vi.useFakeTimers();
    const ran = vi.fn();
    press('pointerdown');
    afterPointerPress(ran);
    press('pointerup');
    vi.advanceTimersByTime(299);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);

    press('pointerdown');
    afterPointerPress(ran);
    vi.advanceTimersByTime(1000);
    expect(ran).toHaveBeenCalledTimes(2);
  });
});
