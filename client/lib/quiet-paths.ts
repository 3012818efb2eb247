// Screens where someone is in the middle of something (a quiz or a mock exam, its results being
// saved, a question being written): the install banner and the update toast stay away from them
// [product#install-banner].
import { paths, patterns } from './paths.ts';
const quietPaths: string[] = [paths.answer, paths.exam, paths.results, paths.writeQuestion];
const quietPrefixes = [patterns.takeQuizPrefix];

export function isQuietPath(pathname: string): boolean {
  return quietPaths.includes(pathname) || quietPrefixes.some((p) => pathname.startsWith(p));
}
