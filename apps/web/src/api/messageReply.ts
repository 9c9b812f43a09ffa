/** The `{ message }` answer of the account flows; success is recognised by its exact text. */
export interface MessageReply {
  message: string;
}
