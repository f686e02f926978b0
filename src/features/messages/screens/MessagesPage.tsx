/** Being built (issue 11). */
export default function MessagesPage() {
  return null;
}
