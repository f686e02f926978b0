/** Being built (issue 11). */
export default function LandingPage() {
  return null;
}
