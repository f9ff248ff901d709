# The Contacts list and detail load from an async service that answers after 300 ms of
# virtual time. With autosettle off the clock moves only by wait, so the times are exact:
# "Loading contacts..." at 299 ms, the contacts at 300 ms.
set autosettle off
open ContactsList
expect screen contains Loading contacts...
expect state isLoading == true
wait 299ms
expect screen contains Loading contacts...
expect state contacts == []
wait 1ms
expect screen contains "1. Ada Lovelace"
expect screen contains "3. Grace Hopper"
expect screen lacks Loading
expect state isLoading == false
# the detail is pushed and loads the same way
select 2
expect top ContactDetail
expect depth 2
expect screen contains Loading contact...
wait 299ms
expect screen contains Loading contact...
wait 1ms
expect screen matches "^Alan Turing$"
expect screen contains "Phone: 555-0102"
expect state contact.email == alan@example.com
# nothing failed, so there is nothing to retry
retry
expect error "retry is not available now: nothing failed"
done
expect top ContactsList
# with autosettle on, the answer is there right after the command
set autosettle on
open ContactsList book=work
expect screen matches "^Contacts: work$"
expect screen contains "2. Barbara Liskov"
