# The expiry timer declared session-lived (in Swift, or by the script) may be
# pending when the scenario ends, even under strict.
set strict on
open Home
signin
expiring
tasks
signin
tasks session-lived action login
login
tasks
