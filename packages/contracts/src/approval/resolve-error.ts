/**
 * Why a flow cannot be resolved from what the initiator sent (docs/product/approval.md,
 * "Resolution"): the server answers 400 with `messageKey`, naming the node.
 */
export const FLOW_RESOLVE_ERRORS = [
  /** An `initiatorChooses` node the initiator picked nobody for. */
  'chooserMissing',
  /** Several people picked where the node takes one. */
  'chooserTooMany',
  /** A pick outside the node's candidates. */
  'chooserNotCandidate',
  /** A `formField` node whose field holds something other than a staff picker's user ids. */
  'fieldNotPicker',
] as const;
export type FlowResolveErrorCode = (typeof FLOW_RESOLVE_ERRORS)[number];

export class FlowResolveError extends Error {
  override readonly name = 'FlowResolveError';
  readonly code: FlowResolveErrorCode;
  /** The template node (approver or CC) the error is about. */
  readonly nodeId: string;
  readonly messageKey: `approval.resolve.${FlowResolveErrorCode}`;

  constructor(code: FlowResolveErrorCode, nodeId: string) {
    super(`approval flow: ${code} at node ${nodeId}`);
    this.code = code;
    this.nodeId = nodeId;
    this.messageKey = `approval.resolve.${code}`;
  }
}
