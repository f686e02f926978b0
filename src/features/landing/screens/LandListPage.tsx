/** Being built (issue 11). */
export default function LandListPage() {
  return null;
}
