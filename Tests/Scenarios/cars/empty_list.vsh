# an empty list shows "No cars".
open CarsList
select 1
delete
select 1
delete
select 1
delete
select 1
delete
select 1
delete
expect screen contains No cars
expect state rows == []
select 1
expect error 
