/**
 * Runs `task` on request, never twice at once: requests made while it runs fold into one more run
 * after it. A burst of "list changed" pushes thus costs at most two fetches, and the last fetch
 * always starts after the last push arrived, so it sees the newest state.
 */
export class Coalescer {
  private running = false;
  private again = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.run();
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.task();
      } catch (error) {
        this.onError(error);
      }
    } while (this.again);
    this.running = false;
  }
}
