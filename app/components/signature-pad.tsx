import { Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import type SignaturePadType from 'signature_pad';

interface SignaturePadProps {
  /**
   * The drawing as a PNG data URL after each stroke, or null once it is cleared. It is made at once when the stroke
   * ends (not by the asynchronous toBlob), so a tap on "Sign off" right after signing already has it.
   */
  onChange: (signature: string | null) => void;
  /** Above the box; "Signature" by default. */
  label?: string;
  /** The height of the box in CSS px; it is as wide as its container. */
  height?: number;
  disabled?: boolean;
}

/**
 * A box to sign in with a finger (signature_pad), a "Clear signature" button, and a status a screen reader announces.
 * The canvas follows its container's width at the screen's pixel density, and redraws the strokes after a resize
 * (turning the phone), so the signature is kept.
 */
export function SignaturePad({ onChange, label, height = 180, disabled = false }: SignaturePadProps) {
  const { t } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadType | null>(null);
  const onChangeRef = useRef(onChange);
  const disabledRef = useRef(disabled);
  const [signed, setSigned] = useState(false);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let instance: SignaturePadType | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    const fit = () => {
      if (!instance) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(element.offsetWidth * ratio);
      const heightPx = Math.round(element.offsetHeight * ratio);
      if (width === 0 || (element.width === width && element.height === heightPx)) return;
      const strokes = instance.toData();
      element.width = width;
      element.height = heightPx;
      element.getContext('2d')?.scale(ratio, ratio);
      instance.clear();
      instance.fromData(strokes);
    };

    // signature_pad touches the DOM when it is created: it is loaded in the browser only, not during SSR.
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (cancelled) return;
      instance = new SignaturePad(element, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(20, 20, 60)' });
      instance.addEventListener('endStroke', () => {
        setSigned(true);
        onChangeRef.current(element.toDataURL('image/png'));
      });
      if (disabledRef.current) instance.off();
      pad.current = instance;
      fit();
      observer = new ResizeObserver(fit);
      observer.observe(element);
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    disabledRef.current = disabled;
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  const clear = () => {
    pad.current?.clear();
    setSigned(false);
    onChangeRef.current(null);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} component="div" fw={500} size="sm">
        {label ?? t('scanner.signature.label')}
      </Text>
      <Text id={`${id}-hint`} size="sm" c="dimmed" mb={4}>
        {t('scanner.signature.hint')}
      </Text>
      <canvas
        ref={canvas}
        role="img"
        aria-label={label ?? t('scanner.signature.label')}
        aria-describedby={`${id}-hint ${id}-status`}
        style={{
          display: 'block',
          width: '100%',
          height,
          touchAction: 'none',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text id={`${id}-status`} size="sm" role="status" aria-live="polite" c={signed ? 'brand.7' : 'dimmed'}>
          {signed ? t('scanner.signature.signed') : t('scanner.signature.empty')}
        </Text>
        <Button
          size="md"
          variant="default"
          onClick={clear}
          disabled={disabled || !signed}
          leftSection={<IconEraser size={18} aria-hidden />}
        >
          {t('scanner.signature.clear')}
        </Button>
      </Group>
    </div>
  );
}
