# With cancel-on-close, closing the module cancels the task, which then spins:
# the session holds it at once and lists why.
set cancel-on-close on
open Stubborn
loop
open Home
tasks
