# Opening a new root closes the old module, which cancels its tasks: the
# first load never finishes, the second one does, 300 ms after it started.
set autosettle off
open ContactsList
wait 100ms
open ContactsList
expect top ContactsList
tasks
wait 299ms
expect screen contains Loading…
wait 1ms
expect screen contains Ada Lovelace
settle
tasks
