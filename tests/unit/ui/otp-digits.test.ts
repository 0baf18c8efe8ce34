import { describe, expect, it } from 'vitest';
import {
  addedText,
  cleanDigits,
  emptyDigits,
  enterDigits,
  eraseDigit,
  isComplete,
  pasteDigits,
} from '../../../resources/js/components/ui/otp-digits';

const boxes = (text: string) => text.split('').map((c) => (c === '_' ? '' : c));

describe('cleanDigits', () => {
  it('keeps only the digits of pasted text', () => {
    expect(cleanDigits(' 123-456 ')).toBe('123456');
    expect(cleanDigits('Your code: 98 76 54.')).toBe('987654');
    expect(cleanDigits('no code')).toBe('');
  });
});

describe('enterDigits', () => {
  it('writes one typed digit and moves the focus to the next box', () => {
    expect(enterDigits(emptyDigits(6), 0, '7')).toEqual({ digits: boxes('7_____'), focus: 1 });
    expect(enterDigits(boxes('12____'), 2, '3')).toEqual({ digits: boxes('123___'), focus: 3 });
  });

  it('ignores a key that is not a digit, leaving the boxes as they were', () => {
    const before = boxes('12____');
    const entry = enterDigits(before, 2, 'a');
    expect(entry.digits).toBe(before);
    expect(entry.focus).toBe(2);
  });

  it('keeps the focus on the last box once it is filled', () => {
    expect(enterDigits(boxes('12345_'), 5, '6')).toEqual({ digits: boxes('123456'), focus: 5 });
  });

  it('replaces the digit already in a box', () => {
    expect(enterDigits(boxes('123456'), 2, '9').digits).toEqual(boxes('129456'));
  });

  it('spreads several digits over the following boxes and drops what does not fit', () => {
    expect(enterDigits(emptyDigits(6), 4, '1234')).toEqual({ digits: boxes('____12'), focus: 5 });
  });
});

describe('pasteDigits', () => {
  it('spreads a whole pasted code over all boxes, whichever box had the focus', () => {
    expect(pasteDigits(emptyDigits(6), 3, ' 123 456 ')).toEqual({
      digits: boxes('123456'),
      focus: 5,
    });
  });

  it('uses the first six digits of a longer text', () => {
    expect(pasteDigits(emptyDigits(6), 0, 'code 1234567890').digits).toEqual(boxes('123456'));
  });

  it('fills a shorter paste from the focused box on', () => {
    expect(pasteDigits(boxes('1_____'), 1, '2-3')).toEqual({ digits: boxes('123___'), focus: 3 });
  });

  it('changes nothing when the text has no digits', () => {
    const before = boxes('12____');
    expect(pasteDigits(before, 2, 'abc').digits).toBe(before);
  });
});

describe('eraseDigit', () => {
  it('clears the focused box when it holds a digit and keeps the focus there', () => {
    expect(eraseDigit(boxes('123___'), 2)).toEqual({ digits: boxes('12____'), focus: 2 });
  });

  it('from an empty box, clears the previous one and moves back to it', () => {
    expect(eraseDigit(boxes('123___'), 3)).toEqual({ digits: boxes('12____'), focus: 2 });
  });

  it('stays on the first box', () => {
    expect(eraseDigit(emptyDigits(6), 0)).toEqual({ digits: emptyDigits(6), focus: 0 });
  });
});

describe('isComplete', () => {
  it('is true only when every box holds a digit', () => {
    expect(isComplete(boxes('123456'))).toBe(true);
    expect(isComplete(boxes('12345_'))).toBe(false);
    expect(isComplete(boxes('_23456'))).toBe(false);
    expect(isComplete([])).toBe(false);
  });
});

describe('addedText', () => {
  it('is the typed key whether the caret was before or after the old digit', () => {
    expect(addedText('3', '37')).toBe('7');
    expect(addedText('3', '73')).toBe('7');
    expect(addedText('3', '33')).toBe('3');
  });

  it('is the whole value when the box was empty or fully replaced', () => {
    expect(addedText('', '5')).toBe('5');
    expect(addedText('3', '8')).toBe('8');
    expect(addedText('', '123456')).toBe('123456');
  });
});
