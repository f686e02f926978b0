/** Being built (issue 11). */
export default function CouponsPage() {
  return null;
}
