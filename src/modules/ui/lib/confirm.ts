/**
 * The confirm action shows loading, is awaited, then the side panel closes. A failed action is only
 * logged (the caller reports its own error to the shopper) and loading ends so the button can be used again.
 */
export async function runConfirmAction(
  action: () => Promise<unknown> | unknown,
  { setLoading, close, log = console.error }: { setLoading: (loading: boolean) => void; close: () => void; log?: (error: unknown) => void },
) {
  setLoading(true);
  try {
    await action();
    close();
  } catch (error) {
    log(error);
  } finally {
    setLoading(false);
  }
}
