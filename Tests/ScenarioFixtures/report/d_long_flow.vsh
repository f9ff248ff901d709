# A longer flow that fails late: the list is still filtered when the last line counts its rows.
open CarsList
select 2
expect top CarDetail
back
search Ford
select 1
expect screen contains Mustang
back
create
fill make Kia
cancel
expect state rows.count == 5
