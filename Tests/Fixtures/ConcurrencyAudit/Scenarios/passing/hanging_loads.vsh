# A hangs stub reached from a task-group child, and through a continuation a
# task it started would resume, is a service wait: not stuck. Closing the
# module with cancel-on-close ends both.
stub audit.fetch hangs
open HangingLoads
group
bridged
tasks
settle
set cancel-on-close on
open Home
tasks
calls
