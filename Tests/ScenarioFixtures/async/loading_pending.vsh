# Ends 100ms into a load of 300ms (two pages fetched at once, sleeping on the
# virtual clock): under run --strict it fails naming the sleepers and the task.
set autosettle off
open ContactsList
wait 100ms
expect screen contains Loading…
