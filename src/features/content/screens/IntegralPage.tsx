/** Being built (issue 11). */
export default function IntegralPage() {
  return null;
}
