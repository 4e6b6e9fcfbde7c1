import type { AsnFormatError } from '../asn-document';

/**
 * A small UN/EDIFACT tokenizer (ISO 9735 syntax levels A–C as EANCOM uses them): the service string advice (UNA) with
 * its own separators, the release character, and every segment's elements and components with their positions, so a
 * reader can name where something is wrong. It knows nothing of messages; docs/decisions/033-advance-ship-notices.md
 * says why it is ours and not a library.
 */

export interface EdifactSeparators {
  component: string;
  element: string;
  decimal: string;
  /** null when the UNA says none (a space). */
  release: string | null;
  segment: string;
}

/** Without a UNA, the defaults of syntax level A/B: `:+.? '`. */
export const DEFAULT_SEPARATORS: EdifactSeparators = {
  component: ':',
  element: '+',
  decimal: '.',
  release: '?',
  segment: "'",
};

export interface EdifactSegment {
  tag: string;
  /** 1-based position in the interchange (UNA not counted). */
  position: number;
  /** Data elements after the tag; each a list of its components, released characters already unescaped. */
  elements: string[][];
}

export type EdifactTokens =
  { ok: true; separators: EdifactSeparators; segments: EdifactSegment[] } | { ok: false; error: AsnFormatError };

/** An interchange larger than this is not a despatch advice (and would tie up the server). */
const MAX_EDIFACT_CHARS = 5_000_000;

/** "segment 7 (LIN), element 3, component 2": positions are 1-based, elements counted after the tag. */
export function edifactAt(segment: Pick<EdifactSegment, 'tag' | 'position'>, element?: number, component?: number) {
  let at = `segment ${segment.position} (${segment.tag})`;
  if (element !== undefined) at += `, element ${element}`;
  if (component !== undefined) at += `, component ${component}`;
  return at;
}

/** Component `component` (0-based) of element `element` (1-based, as in `edifactAt`), trimmed; '' when absent. */
export function value(segment: EdifactSegment, element: number, component = 0): string {
  return (segment.elements[element - 1]?.[component] ?? '').trim();
}

function readUna(text: string): EdifactSeparators | AsnFormatError {
  const advice = text.slice(3, 9);
  if (advice.length < 6) return { code: 'edifact_truncated', at: 'UNA' };
  const [component, element, decimal, release, , segment] = [...advice] as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const separators = { component, element, decimal, release: release === ' ' ? null : release, segment };
  const used = [component, element, segment, ...(separators.release ? [separators.release] : [])];
  if (new Set(used).size !== used.length || used.some((char) => /[A-Za-z0-9\s]/.test(char)))
    return { code: 'edifact_bad_una', at: 'UNA' };
  return separators;
}

/** Splits an interchange (a string; the caller decodes the bytes) into segments. */
export function tokenizeEdifact(input: string): EdifactTokens {
  if (input.length > MAX_EDIFACT_CHARS) return { ok: false, error: { code: 'too_large', at: null } };
  let text = input.replace(/^\uFEFF/, '');
  text = text.slice(text.length - text.trimStart().length);
  let separators = DEFAULT_SEPARATORS;
  if (text.startsWith('UNA')) {
    const una = readUna(text);
    if ('code' in una) return { ok: false, error: una };
    separators = una;
    text = text.slice(9);
  }
  const { component, element, release, segment } = separators;
  const segments: EdifactSegment[] = [];
  let elements: string[][] = [];
  let components: string[] = [];
  let current = '';
  let started = false;
  let i = 0;

  const finishSegment = (): AsnFormatError | null => {
    components.push(current);
    elements.push(components);
    const [tagElement, ...rest] = elements;
    const tag = tagElement!.join(component).trim();
    const position = segments.length + 1;
    if (!/^[A-Z][A-Z0-9]{2}$/.test(tag))
      return { code: 'edifact_bad_tag', at: `segment ${position}`, params: { tag: tag.slice(0, 10) } };
    segments.push({ tag, position, elements: rest });
    elements = [];
    components = [];
    current = '';
    started = false;
    return null;
  };

  while (i < text.length) {
    const char = text[i]!;
    // Line breaks between segments are common and not data.
    if (!started && /\s/.test(char)) {
      i++;
      continue;
    }
    started = true;
    if (release !== null && char === release) {
      const next = text[i + 1];
      if (next === undefined)
        return { ok: false, error: { code: 'edifact_truncated', at: `segment ${segments.length + 1}` } };
      current += next;
      i += 2;
      continue;
    }
    if (char === segment) {
      const error = finishSegment();
      if (error) return { ok: false, error };
    } else if (char === element) {
      components.push(current);
      elements.push(components);
      components = [];
      current = '';
    } else if (char === component) {
      components.push(current);
      current = '';
    } else current += char;
    i++;
  }
  if (started) {
    const tag = (elements[0]?.[0] ?? current).trim().slice(0, 3);
    return {
      ok: false,
      error: { code: 'edifact_truncated', at: `segment ${segments.length + 1}${tag ? ` (${tag})` : ''}` },
    };
  }
  if (!segments.length) return { ok: false, error: { code: 'empty', at: null } };
  return { ok: true, separators, segments };
}

/** Escapes the service characters of `separators` in a value with the release character (for writing). */
export function releaseEdifact(text: string, separators: EdifactSeparators = DEFAULT_SEPARATORS): string {
  const release = separators.release ?? '?';
  const special = new Set([separators.component, separators.element, release, separators.segment]);
  return [...text].map((char) => (special.has(char) ? release + char : char)).join('');
}
