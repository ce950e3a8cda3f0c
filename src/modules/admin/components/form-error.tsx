/** The server's answer to a failed action, announced to screen readers. */
export function FormError({ message, id }: { message: string; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-red-700 text-sm">
      {message}
    </p>
  );
}
