# The contacts service failing, slow or silent, with no Swift code: stub its endpoints.
stub contacts.list fails "the address book server is down" times 1
open ContactsList
expect screen contains "Could not load contacts: the address book server is down"
expect screen contains retry
retry
expect screen contains Ada Lovelace
expect calls contacts.list == 2
# a slow detail: the answer arrives 2 s after the call (its own 300 ms included)
set autosettle off
stub contacts.fetch delay 2s times 1
select 1
wait 1999ms
expect screen contains Loading
wait 1ms
expect screen contains 555-0101
# a detail that never answers: the task waits on the service until the module closes
stub contacts.fetch hangs times 1
back
select 2
settle
expect screen contains Loading
back
calls contacts.fetch
expect calls contacts.fetch == 2
