/** Being built (issue 11). */
export default function LandUsePage() {
  return null;
}
