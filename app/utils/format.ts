/** Durations as the studio writes them: 60 -> '60 dk'. */
export function formatMinutes(minutes: number): string {
  return `${minutes} dk`;
}
