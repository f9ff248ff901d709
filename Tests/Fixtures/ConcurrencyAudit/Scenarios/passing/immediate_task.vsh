# A Task.immediate is listed and owned by its module. As in the app, closing
# the module does not cancel it; with cancel-on-close it does.
open ImmediateTask
start
tasks
open Home
tasks
wait 5s
audit-log
set cancel-on-close on
open ImmediateTask
start
open Home
tasks
audit-log
