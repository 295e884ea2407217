// The protocol and session types (`Command`, `Frame`, `ServerMessage`, …) live in the portable
// `PlaygroundSession` module, which the static site's worker shares; the server's users see them
// through this module as before.
@_exported import PlaygroundSession
