import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import classes from './PasswordField.module.css';

/**
 * The app's password input: a TextInput whose show/hide toggle is reachable by Tab and named for
 * screen readers. It stands in for Mantine's PasswordInput, which would bring its ActionIcon and
 * toggle machinery (about 2 kB gzip) into the sign-in page, the first download of every visit.
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const Icon = visible ? IconEyeOff : IconEye;
    return (
      <TextInput
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        rightSection={
          <UnstyledButton
            className={classes.toggle}
            aria-label="Mostrar ou ocultar a senha"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon size={18} aria-hidden />
          </UnstyledButton>
        }
      />
    );
  },
);
