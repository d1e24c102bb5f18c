import { describe, expect, it } from 'vitest';
import { progressPerFile } from './progress-per-file';

describe('progress per file', () => {
  it('splits the body progress over the files, which follow the text fields', () => {
    const files = [{ size: 100 }, { size: 300 }];
    // 100 bytes of text fields come first: nothing of the files is sent until they are.
    expect(progressPerFile(files, 50, 500)).toEqual([0, 0]);
    expect(progressPerFile(files, 150, 500)).toEqual([50, 0]);
    expect(progressPerFile(files, 350, 500)).toEqual([100, 50]);
    expect(progressPerFile(files, 500, 500)).toEqual([100, 100]);
  });

  it('counts the body as the files alone when the total is unknown', () => {
    const files = [{ size: 200 }, { size: 200 }];
    expect(progressPerFile(files, 100, undefined)).toEqual([50, 0]);
    expect(progressPerFile(files, 300, 0)).toEqual([100, 50]);
    // More sent than the files hold (the text fields after all): every file is in.
    expect(progressPerFile(files, 450, undefined)).toEqual([100, 100]);
  });

  it('shows an empty file as sent once the bytes before it are', () => {
    expect(progressPerFile([{ size: 100 }, { size: 0 }], 50, 100)).toEqual([50, 0]);
    expect(progressPerFile([{ size: 100 }, { size: 0 }], 100, 100)).toEqual([100, 100]);
  });

  it('answers nothing for no files', () => {
    expect(progressPerFile([], 10, 10)).toEqual([]);
  });
});
