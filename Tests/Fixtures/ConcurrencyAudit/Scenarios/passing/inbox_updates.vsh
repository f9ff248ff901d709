# A task reading a session stream with for await is listening, not stuck:
# settle says nothing, and strict does not count it while its module is open.
set strict on
open Inbox
tasks
post Hello
expect state log contains "received Hello"
post World
expect state log contains "received World"
settle
tasks
