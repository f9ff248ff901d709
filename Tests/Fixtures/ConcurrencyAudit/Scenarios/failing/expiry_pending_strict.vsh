# Under strict, a task that outlived its module and is not session-lived is
# work still pending at the end.
set strict on
open Home
signin
login
