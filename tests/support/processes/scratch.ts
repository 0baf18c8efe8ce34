import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from './child';

/**
 * A suite's temporary directory and processes, released in reverse order of start even
 * when a test or a hook failed half-way.
 */
export class Scratch {
  readonly dir = mkdtempSync(join(tmpdir(), 'portal-processes-'));
  private readonly children: Child[] = [];

  file(name: string): string {
    return join(this.dir, name);
  }

  /** Registers a process for cleanup; returns it. */
  keep<T extends Child>(child: T): T {
    this.children.push(child);
    return child;
  }

  async release(): Promise<void> {
    for (const child of this.children.reverse()) await child.stop(true).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
