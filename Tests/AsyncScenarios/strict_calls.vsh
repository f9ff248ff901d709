# With strict-calls on, a call that no stub rule answers fails, and the line
# that made it fails (here accepted by expect error).
set strict-calls on
stub contacts.fetchAll returns [] times 1
open ContactsList
expect calls contacts.fetchAll == 1
reload
expect error unexpected call contacts.fetchAll from ContactsList#1 with input null
expect screen contains Could not load contacts: unexpected call
set strict-calls off
reload
expect screen contains Ada Lovelace
calls
