# The cars come from the repository after its 200 ms latency on the virtual clock; until
# then the list says so. With autosettle off only wait moves the clock, so the times are exact.
set autosettle off
open CarsList
expect screen contains Loading cars...
expect state loading == true
expect state rows == []
wait 199ms
expect screen contains Loading cars...
wait 1ms
expect state loading == false
expect state rows.count == 5
expect screen contains 1. Toyota Corolla
expect screen lacks Loading
# the detail reads its car the same way
select 3
expect screen contains Loading car...
expect screen lacks delete
wait 200ms
expect screen contains "Trim:  GT"
# a delete answers after 200 ms, then the list reloads for another 200 ms
delete
expect top CarDetail
wait 200ms
expect top CarsList
expect screen contains Loading cars...
expect screen contains 3. Ford Mustang
wait 200ms
expect screen lacks Ford Mustang
expect state rows.count == 4
# nothing failed, so there is nothing to retry
retry
expect error "retry is not available now: the last load did not fail"
