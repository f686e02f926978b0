/** Being built (issue 11). */
export default function ShareDialog() {
  return null;
}
