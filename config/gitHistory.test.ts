import {describe, expect, it} from 'vitest';
import {readGitHistory} from './gitHistory';

const answers =
  (values: Record<string, string>) =>
  (args: string[]): string => {
    const value = values[args.join(' ')];
    if (value === undefined) throw new Error('not a git repository');
    return `${value}\n`;
  };

describe('readGitHistory', () => {
  it('uses a full clone', () => {
    const git = answers({
      'rev-parse --is-inside-work-tree': 'true',
      'rev-parse --is-shallow-repository': 'false',
    });
    expect(readGitHistory(git)).toEqual({usable: true});
  });

  it('refuses a shallow clone, saying how to fetch the history', () => {
    const git = answers({
      'rev-parse --is-inside-work-tree': 'true',
      'rev-parse --is-shallow-repository': 'true',
    });
    expect(readGitHistory(git)).toMatchObject({usable: false, reason: /shallow.*unshallow/});
  });

  it('refuses a folder outside git, and a machine without git', () => {
    expect(readGitHistory(answers({}))).toMatchObject({usable: false});
    expect(readGitHistory(answers({'rev-parse --is-inside-work-tree': 'false'}))).toMatchObject({
      usable: false,
      reason: /not in a git work tree/,
    });
  });
});
