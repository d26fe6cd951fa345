import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onInteraction } from './interaction';

describe('onInteraction', () => {
  it('hears a click, a key and a focus, even where a handler stops them, until it is stopped', async () => {
    const heard = vi.fn();
    const field = document.body.appendChild(document.createElement('input'));
    field.addEventListener('keydown', (event) => event.stopPropagation());
    const stop = onInteraction(heard);

    fireEvent.pointerDown(document.body);
    expect(heard).toHaveBeenCalledTimes(1);
    field.focus();
    expect(heard).toHaveBeenCalledTimes(2);
    await userEvent.setup({ delay: null }).keyboard('a');
    expect(heard).toHaveBeenCalledTimes(3);

    stop();
    field.blur();
    field.focus();
    fireEvent.pointerDown(field);
    fireEvent.keyDown(field, { key: 'b' });
    expect(heard).toHaveBeenCalledTimes(3);
    field.remove();
  });
});
