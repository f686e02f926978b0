/** Being built (issue 11). */
export default function InstructionsPage() {
  return null;
}
