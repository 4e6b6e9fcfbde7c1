/** Why the camera did not start, each with its own message: the user can fix some (permission), not others. */
export type CameraProblem = 'denied' | 'noCamera' | 'inUse' | 'insecure' | 'failed' | 'reader';

/** Maps what getUserMedia threw (a DOMException by name) to the problem shown to the user. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null) ? (error as Error).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    default:
      return 'failed';
  }
}
