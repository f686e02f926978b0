/** Being built (issue 11). */
export default function LandAboutPage() {
  return null;
}
