# recorded with 'record' (SPEC §12)
open CarsList
search honda
select 1
expect top CarDetail
expect depth 2
expect screen contains "Honda Civic"
delete
expect top CarsList
expect depth 1
expect screen contains "Cars"
expect screen lacks "Honda Civic"
# failed: select 1: no row 1; the list is empty
