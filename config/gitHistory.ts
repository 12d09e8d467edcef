import {execFileSync} from 'child_process';
import logger from '@docusaurus/logger';

export type GitHistory = {usable: true} | {usable: false; reason: string};

/**
 * Whether git can date the pages ("last updated", sitemap `lastmod`). A
 * shallow clone (CI checkouts fetch one commit by default) would give every
 * page the date of that one commit, which is worse than no date; outside a
 * git work tree (a source tarball) there is nothing to read.
 */
export function readGitHistory(
  git: (args: string[]) => string = (args) =>
    execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}),
): GitHistory {
  try {
    if (git(['rev-parse', '--is-inside-work-tree']).trim() !== 'true') {
      return {usable: false, reason: 'the site is not in a git work tree'};
    }
    if (git(['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      return {
        usable: false,
        reason:
          'the clone is shallow (fetch the whole history: `git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout)',
      };
    }
    return {usable: true};
  } catch {
    return {usable: false, reason: 'git is not available'};
  }
}

let checked: GitHistory | undefined;

/** Read once per process (the config is evaluated once per locale); says once why dates are off. */
export function gitHistory(): GitHistory {
  if (!checked) {
    checked = readGitHistory();
    if (!checked.usable) {
      logger.warn(
        `Pages show no "last updated" date and the sitemap no lastmod: ${checked.reason}.`,
      );
    }
  }
  return checked;
}
