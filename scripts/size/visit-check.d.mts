export interface VisitTarget {
  max: number;
  files: number;
  aim?: { max: number; files: number };
}
export declare function checkVisit(
  visit: { files: number; bytes: number },
  target: VisitTarget,
): { problems: string[]; notes: string[] };
