# A book the service does not have: the load fails after its 300 ms, the list says why and
# offers retry, which shows the loading state again and asks the service again.
open ContactsList book=family
expect screen contains "Could not load contacts: no address book named family"
expect screen contains retry
expect state error == "Could not load contacts: no address book named family"
set autosettle off
retry
expect screen contains Loading contacts...
expect screen lacks Could not load
wait 300ms
expect screen contains "Could not load contacts: no address book named family"
# an unknown contact fails the same way in the detail
set autosettle on
open ContactDetail contactId=x9
expect screen contains "Could not load contact: no contact has id x9"
expect screen contains retry
