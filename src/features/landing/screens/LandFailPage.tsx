/** Being built (issue 11). */
export default function LandFailPage() {
  return null;
}
