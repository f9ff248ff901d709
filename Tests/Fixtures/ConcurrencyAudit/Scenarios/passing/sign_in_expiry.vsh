# Signing in starts a 30-minute session-expiry timer and closes the sign-in
# module: the timer lives on, marked, and expires the session, as in the app.
set strict on
open Home
signin
login
expect top Home
tasks
wait 1800s
audit-log
tasks
