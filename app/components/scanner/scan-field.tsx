import { ActionIcon, TextInput } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { GROUP_SEPARATOR, readScanKey } from './keyboard-wedge';

interface ScanFieldProps {
  /** Called with the whole code when Enter (or Tab after a code) ends it; the field then empties. */
  onSubmit: (text: string) => void;
  label?: string;
  name?: string;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Shown at the right end of the row, e.g. the camera button. */
  after?: ReactNode;
}

/**
 * The field a hardware scanner types into. On a phone it does not open the on-screen keyboard when focused
 * (`inputmode="none"`), so it can keep the focus for the scanner; "Type a code" switches to the normal keyboard.
 */
export function ScanField({ onSubmit, label, name, error, autoFocus, disabled, after }: ScanFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (value.trim() === '') return;
    onSubmit(value);
    setValue('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = readScanKey(event);
    if (key.kind === 'char' && key.char === GROUP_SEPARATOR) {
      // Ctrl+] types nothing by itself: put the separator where the caret is.
      event.preventDefault();
      const target = event.currentTarget;
      const start = target.selectionStart ?? value.length;
      const end = target.selectionEnd ?? value.length;
      setValue(value.slice(0, start) + GROUP_SEPARATOR + value.slice(end));
      return;
    }
    if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey && value !== '')) {
      event.preventDefault();
      submit();
    }
  };

  const toggleKeyboard = () => {
    setTyping(!typing);
    // Re-focusing after the inputmode changed is what makes the phone show (or hide) its keyboard.
    input.current?.blur();
    requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <div style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', alignItems: 'flex-end' }}>
      <TextInput
        ref={input}
        style={{ flex: 1, minWidth: 0 }}
        size="md"
        label={label ?? t('scanner.field.label')}
        name={name}
        error={error}
        placeholder={t('scanner.field.placeholder')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        inputMode={typing ? 'text' : 'none'}
        enterKeyHint="enter"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus={autoFocus}
        disabled={disabled}
        rightSectionWidth={42}
        rightSection={
          <ActionIcon
            size="input-md"
            variant={typing ? 'light' : 'subtle'}
            onClick={toggleKeyboard}
            aria-pressed={typing}
            aria-label={t('scanner.field.typeCode')}
            title={t('scanner.field.typeCode')}
            disabled={disabled}
          >
            <IconKeyboard size={22} aria-hidden />
          </ActionIcon>
        }
      />
      {after}
    </div>
  );
}
