# recorded with 'record'
# setup: what led to the session as it was when recording began
open CarsList
search honda
select 1
expect top CarDetail
expect depth 2
expect screen contains "Honda Civic"
# recorded from here
delete
expect top CarsList
expect depth 1
expect screen contains "Cars"
expect screen lacks "Honda Civic"
# failed: select 1: no row 1; the list is empty
