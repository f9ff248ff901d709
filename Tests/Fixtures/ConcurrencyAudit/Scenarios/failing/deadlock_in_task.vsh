# The same deadlock inside a task the action started: the failure names the
# task whose job blocked the session's thread.
open Deadlock
blockInTask
echo never printed
