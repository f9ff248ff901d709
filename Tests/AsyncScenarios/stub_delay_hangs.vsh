# delay: the real answer arrives that long after the call (the service's own
# 300 ms included); hangs never answers until the calling task is cancelled
# (closing its module cancels it).
set autosettle off
stub contacts.fetchAll delay 2s times 1
open ContactsList
wait 1999ms
expect screen contains Loading…
wait 1ms
expect screen contains Ada Lovelace
stub contacts.fetchAll hangs
reload
wait 10s
expect screen contains Loading…
tasks
calls contacts.fetchAll
# Opening a new root closes the module, which cancels the task waiting in
# the hanging call; the new module's call goes to the service.
stub clear
open ContactsList
wait 1ms
calls contacts.fetchAll
settle
expect screen contains Ada Lovelace
expect calls contacts.fetchAll == 3
tasks
